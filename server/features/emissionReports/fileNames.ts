import type { VesselReportParticulars, VoyageReportInput } from "../../../domain/reports/inputs.js";

const voyagePart = (voyage: VoyageReportInput) =>
  `${voyage.departure.at.slice(0, 10)}_${voyage.departure.port.loCode}-${voyage.arrival.port.loCode}`;

export const reportFileNames = {
  mrvVoyage: (v: VesselReportParticulars, voyage: VoyageReportInput) =>
    `MRV_${v.imoNumber}_${voyagePart(voyage)}.xlsx`,
  imoVoyage: (v: VesselReportParticulars, voyage: VoyageReportInput) =>
    `IMO_${v.imoNumber}_${voyagePart(voyage)}.xlsx`,
  mrvYearly: (v: VesselReportParticulars, year: number) => `MRV_${v.imoNumber}_${year}.xlsx`,
  imoYearly: (v: VesselReportParticulars, year: number) => `IMO_DCS_${v.imoNumber}_${year}.xlsx`,
  template: (v: VesselReportParticulars) => `Keelson_voyage_template_${v.imoNumber}.xlsx`,
};
