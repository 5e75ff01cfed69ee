/**
 * The verification packages (zip, docs/verification.md): a voyage's and a vessel-year's per yearly
 * report. Downloaded by super users and administrators beside the reports, and by verifiers on their page.
 */
const id = encodeURIComponent;

export const verificationPackagePaths = {
  voyage: (departureId: string) => `/Voyages/${id(departureId)}/Verification`,
  mrvYear: (vesselId: string, year: number) =>
    `/EmissionReport/MrvYearly/${id(vesselId)}/${year}/Verification`,
  imoYear: (vesselId: string, year: number) =>
    `/EmissionReport/ImoYearly/${id(vesselId)}/${year}/Verification`,
};
