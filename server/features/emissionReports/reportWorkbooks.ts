import type ExcelJS from "exceljs";
import { GWP_EU_MONITORING } from "../../../domain/compliance/factors.js";
import type { MrvFuelLine } from "../../../domain/reports/fuels.js";
import type {
  ImoCii,
  ImoFuelLine,
  ImoShipParticulars,
  ImoVoyageReport,
  ImoYearlyReport,
} from "../../../domain/reports/imoDcs.js";
import type { VesselReportParticulars } from "../../../domain/reports/inputs.js";
import type { MrvVoyageReport, MrvYearlyReport } from "../../../domain/reports/mrv.js";
import { type Cell, newWorkbook, utc, writeSheet } from "../../shared/sheets.js";

/** The Excel files of the MRV and IMO DCS reports; the JSON answers carry the same figures. */

const UTC_NOTE = "All times are UTC.";
const CO2E_LABEL = (where: string) =>
  `CO2e ${where} (t, GWP CH4 ${GWP_EU_MONITORING.ch4}, N2O ${GWP_EU_MONITORING.n2o})`;
const portText = (port: { name: string; loCode: string }) => `${port.name} (${port.loCode})`;

const mrvFuelRows = (lines: readonly MrvFuelLine[]): Cell[][] =>
  lines.map((l) => [l.fuelType, l.tonnes, l.co2FactorTonnesPerTonne, l.co2Tonnes]);
const MRV_FUEL_HEADERS = [
  "Fuel type",
  "Fuel consumed (t)",
  "Emission factor (t CO2 / t fuel)",
  "CO2 emitted (t)",
];

const imoFuelRows = (lines: readonly ImoFuelLine[]): Cell[][] =>
  lines.map((l) => [l.fuelType, l.tonnes, l.method]);
const IMO_FUEL_HEADERS = ["Fuel type", "Fuel oil consumption (t)", "Method used"];

const shipFields = (vessel: VesselReportParticulars): [string, Cell][] => [
  ["Ship name", vessel.name],
  ["IMO number", vessel.imoNumber],
];

/** A report produced as it stood at a past moment says so (null: as it stands now). */
const asOfFields = (at: string | null): [string, Cell][] =>
  at ? [["Figures as they stood at (UTC)", utc(at)]] : [];

export function mrvVoyageWorkbook(
  vessel: VesselReportParticulars,
  report: MrvVoyageReport,
  at: string | null = null,
): ExcelJS.Workbook {
  const workbook = newWorkbook("EU MRV voyage report");
  const { voyage, atBerth } = report;
  writeSheet(workbook, "MRV voyage")
    .title("EU MRV voyage report (Regulation (EU) 2015/757, Art. 9)")
    .fields([
      ...shipFields(vessel),
      ...asOfFields(at),
      ["Voyage", voyage.name],
      ["Port of departure", portText(voyage.departurePort)],
      ["Departure (UTC)", utc(voyage.departureAt)],
      ["Port of arrival", portText(voyage.arrivalPort)],
      ["Arrival (UTC)", utc(voyage.arrivalAt)],
      ["Distance travelled (nm)", report.distanceNm],
      ["Time spent at sea (h)", report.timeAtSeaHours],
      ["CO2 emitted at sea (t)", report.co2Tonnes],
      ["CH4 emitted at sea (t)", report.ch4Tonnes],
      ["N2O emitted at sea (t)", report.n2oTonnes],
      [CO2E_LABEL("at sea"), report.co2eTonnes],
      [`Transport work (${report.transportWorkUnit ?? "no cargo unit"})`, report.transportWork],
      ["Note", UTC_NOTE],
    ])
    .heading("Fuel consumed at sea")
    .table(MRV_FUEL_HEADERS, mrvFuelRows(report.fuels))
    .heading(
      `At berth in ${portText(atBerth.port)}${atBerth.inMemberStatePort ? "" : " (not a member-state port)"}`,
    )
    .fields([
      ["From (UTC)", utc(atBerth.from)],
      ["To (UTC)", utc(atBerth.to)],
      ["Time at berth (h)", atBerth.hours],
      ["CO2 emitted at berth (t)", atBerth.co2Tonnes],
      ["CH4 emitted at berth (t)", atBerth.ch4Tonnes],
      ["N2O emitted at berth (t)", atBerth.n2oTonnes],
      [CO2E_LABEL("at berth"), atBerth.co2eTonnes],
    ])
    .table(MRV_FUEL_HEADERS, mrvFuelRows(atBerth.fuels))
    .heading("Cargo carried and transport work")
    .table(
      ["Cargo unit", "Cargo carried", "Transport work"],
      report.cargo.map((c, i) => [c.unit, c.amount, report.transportWorkByUnit[i]?.value ?? null]),
    );
  return workbook;
}

export function mrvYearlyWorkbook(
  vessel: VesselReportParticulars,
  report: MrvYearlyReport,
  at: string | null = null,
): ExcelJS.Workbook {
  const workbook = newWorkbook(`EU MRV annual report ${report.year}`);
  const efficiency = report.averageEnergyEfficiency;
  writeSheet(workbook, `MRV ${report.year}`)
    .title(`EU MRV annual report ${report.year} (Regulation (EU) 2015/757, Art. 10)`)
    .fields([
      ...shipFields(vessel),
      ...asOfFields(at),
      ["Reporting period", `${report.year}-01-01 to ${report.year}-12-31`],
      ["Voyages reported", report.voyageCount],
      ["Total CO2 emitted (t)", report.co2Tonnes],
      ["CO2 on voyages between member-state ports (t)", report.co2BetweenMsPortsTonnes],
      ["CO2 on voyages departing from member-state ports (t)", report.co2DepartingMsPortsTonnes],
      ["CO2 on voyages arriving at member-state ports (t)", report.co2ArrivingMsPortsTonnes],
      ["CO2 at berth in member-state ports (t)", report.co2AtBerthTonnes],
      ["Total CH4 emitted (t)", report.ch4Tonnes],
      ["Total N2O emitted (t)", report.n2oTonnes],
      [CO2E_LABEL("in total"), report.co2eTonnes],
      ["Total distance travelled (nm)", report.distanceNm],
      ["Total time spent at sea (h)", report.timeAtSeaHours],
      [`Total transport work (${report.transportWorkUnit ?? "no cargo unit"})`, report.transportWork],
      ["Fuel per distance (kg / nm)", efficiency.fuelPerDistanceKgPerNm],
      ["CO2 per distance (kg CO2 / nm)", efficiency.co2PerDistanceKgPerNm],
      ["Fuel per transport work (g / transport work unit)", efficiency.fuelPerTransportWorkGrams],
      ["CO2 per transport work (g CO2 / transport work unit)", efficiency.co2PerTransportWorkGrams],
    ])
    .heading("Fuel consumed per fuel type")
    .table(MRV_FUEL_HEADERS, mrvFuelRows(report.fuels))
    .heading("Transport work per cargo unit")
    .table(
      ["Unit", "Transport work"],
      report.transportWorkByUnit.map((l) => [l.unit, l.value]),
    );
  return workbook;
}

const particularFields = (p: ImoShipParticulars): [string, Cell][] => [
  ["IMO number", p.imoNumber],
  ["Ship name", p.shipName],
  ["Period start", p.periodStart],
  ["Period end", p.periodEnd],
  ["Ship type", p.shipType],
  ["Gross tonnage", p.grossTonnage],
  ["Net tonnage", p.netTonnage],
  ["Deadweight (t)", p.deadweight],
  ["Main propulsion power, engines of 130 kW and above (kW)", p.mainEnginesPowerKw],
  ["Auxiliary engine power, engines of 130 kW and above (kW)", p.auxiliaryEnginesPowerKw],
  ["Attained EEDI (g CO2 / t nm)", p.eedi],
  ["Attained EEXI (g CO2 / t nm)", p.eexi],
  ["Ice class", p.iceClass],
];

/** The DCS-basis CII: the fuel and distance above, by the calculator of domain/cii. */
const imoCiiFields = (cii: ImoCii): [string, Cell][] => [
  ["CO2 of the fuel above (t)", cii.co2Tonnes],
  [`Capacity (${cii.capacityBasis ?? "DWT or GT"})`, cii.capacity],
  ["Attained CII (g CO2 / capacity nm)", cii.attained],
  ["Required CII (g CO2 / capacity nm)", cii.required],
  ["CII rating", cii.rating],
  ...(cii.note ? ([["Note", cii.note]] as [string, Cell][]) : []),
];

export function imoYearlyWorkbook(report: ImoYearlyReport, at: string | null = null): ExcelJS.Workbook {
  const workbook = newWorkbook(`IMO DCS annual report ${report.year}`);
  writeSheet(workbook, `IMO DCS ${report.year}`)
    .title(`IMO DCS annual report ${report.year} (MARPOL Annex VI, regulation 27, Appendix IX)`)
    .fields([
      ...particularFields(report),
      ...asOfFields(at),
      ["Distance travelled (nm)", report.distanceNm],
      ["Hours underway (h)", report.hoursUnderway],
    ])
    .heading("Fuel oil consumption per fuel type")
    .table(IMO_FUEL_HEADERS, imoFuelRows(report.fuels))
    .heading("Carbon intensity (CII, MARPOL Annex VI regulation 28) of these figures")
    .fields(imoCiiFields(report.cii));
  return workbook;
}

export function imoVoyageWorkbook(
  vessel: VesselReportParticulars,
  report: ImoVoyageReport,
  at: string | null = null,
): ExcelJS.Workbook {
  const workbook = newWorkbook("IMO DCS voyage data");
  const { voyage } = report;
  writeSheet(workbook, "IMO voyage")
    .title("IMO DCS voyage data")
    .fields([
      ...shipFields(vessel),
      ...asOfFields(at),
      ["Voyage", voyage.name],
      ["Port of departure", portText(voyage.departurePort)],
      ["Departure (UTC)", utc(voyage.departureAt)],
      ["Port of arrival", portText(voyage.arrivalPort)],
      ["Arrival (UTC)", utc(voyage.arrivalAt)],
      ["Next departure (UTC)", utc(voyage.endOfVoyageAt)],
      ["Distance travelled (nm)", report.distanceNm],
      ["Hours underway (h)", report.hoursUnderway],
    ])
    .heading("Fuel oil consumption per fuel type (at sea and at berth)")
    .table(IMO_FUEL_HEADERS, imoFuelRows(report.fuels));
  return workbook;
}
