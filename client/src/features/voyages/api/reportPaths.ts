/** The report downloads of spec 2 §7 (GET, file name in Content-Disposition). */
const id = encodeURIComponent;

export const reportPaths = {
  mrvVoyage: (departureId: string) => `/EmissionReport/MrvVoyage/${id(departureId)}`,
  imoVoyage: (departureId: string) => `/EmissionReport/ImoVoyage/${id(departureId)}`,
  classSocietyVoyage: (departureId: string) => `/EmissionReport/VoyageDnv/${id(departureId)}`,
  mrvYearly: (vesselId: string, year: number) => `/EmissionReport/MrvYearly/${id(vesselId)}/${year}`,
  imoYearly: (vesselId: string, year: number) => `/EmissionReport/ImoYearly/${id(vesselId)}/${year}`,
};
