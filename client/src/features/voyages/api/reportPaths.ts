/** The report downloads of spec 2 §7 (GET, file name in Content-Disposition). */
const id = encodeURIComponent;

export const reportPaths = {
  mrvVoyage: (departureId: string) => `/EmissionReport/MrvVoyage/${id(departureId)}`,
  imoVoyage: (departureId: string) => `/EmissionReport/ImoVoyage/${id(departureId)}`,
  classSocietyVoyage: (departureId: string) => `/EmissionReport/VoyageDnv/${id(departureId)}`,
  mrvYearly: (vesselId: string, year: number) => `/EmissionReport/MrvYearly/${id(vesselId)}/${year}`,
  imoYearly: (vesselId: string, year: number) => `/EmissionReport/ImoYearly/${id(vesselId)}/${year}`,
};

/** The older page's forms of the voyage downloads: the departure as a query (spec 2 §7). */
const query = (departureId: string) => `?${new URLSearchParams({ departureId })}`;
export const olderReportPaths = {
  mrvVoyage: (departureId: string) => `/EmissionReport/MrvVoyage${query(departureId)}`,
  imoVoyage: (departureId: string) => `/EmissionReport/ImoVoyage${query(departureId)}`,
  classSocietyVoyage: (departureId: string) => `/EmissionReport/VoyageDnv${query(departureId)}`,
};
