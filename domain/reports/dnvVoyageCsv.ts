import { csvDocument } from "../shared/csv.js";
import { IMO_METHOD_OF_SOURCE } from "./imoDcs.js";
import type { VesselReportParticulars, VoyageReportInput } from "./inputs.js";
import { hoursBetween, round } from "./numbers.js";

/**
 * The classification-society voyage file. Keelson reports to DNV; the layout (one row per fuel type
 * and voyage, comma-separated, UTF-8, CRLF, RFC 4180 quoting, formulas neutralised: domain/shared/csv.ts) is Keelson's own, carrying the MRV and
 * DCS per-voyage fields DNV's emission reporting verifies (docs/reports.md).
 */
export const DNV_FIXED_COLUMNS = [
  "IMO",
  "VesselName",
  "VoyageName",
  "DeparturePortLoCode",
  "DeparturePortName",
  "DepartureUtc",
  "ArrivalPortLoCode",
  "ArrivalPortName",
  "ArrivalUtc",
  "EndOfVoyageUtc",
  "DistanceNm",
  "TimeAtSeaHours",
  "TimeAtBerthHours",
  "NonCommercial",
  "FuelType",
  "FuelShortName",
  "CO2FactorTonnesPerTonne",
  "FuelTonnesAtSea",
  "FuelTonnesAtBerth",
  "CO2TonnesAtSea",
  "CO2TonnesAtBerth",
  "Method",
] as const;

export const dnvFileName = (vessel: VesselReportParticulars, voyage: VoyageReportInput): string =>
  `DNV_${vessel.imoNumber}_${voyage.departure.at.slice(0, 10)}_${voyage.departure.port.loCode}-${voyage.arrival.port.loCode}.csv`;

/** The file; cargo follows the fixed columns as one "Cargo <unit>" column per cargo unit. */
export function dnvVoyageCsv(vessel: VesselReportParticulars, voyage: VoyageReportInput): string {
  const header = [...DNV_FIXED_COLUMNS, ...voyage.cargo.map((c) => `Cargo ${c.unit}`)];
  const common = [
    vessel.imoNumber,
    vessel.name,
    voyage.voyageName,
    voyage.departure.port.loCode,
    voyage.departure.port.name,
    voyage.departure.at,
    voyage.arrival.port.loCode,
    voyage.arrival.port.name,
    voyage.arrival.at,
    voyage.endOfVoyageAt,
    round(voyage.distanceNm),
    round(hoursBetween(voyage.departure.at, voyage.arrival.at), 2),
    round(hoursBetween(voyage.arrival.at, voyage.endOfVoyageAt), 2),
    voyage.isNonCommercial ? "Yes" : "No",
  ];
  const cargo = voyage.cargo.map((c) => c.amount);
  const rows = voyage.fuels.map((fuel) => {
    const cf = fuel.fuelType.carbonEmissionFactor;
    return [
      ...common,
      fuel.fuelType.name,
      fuel.fuelType.shortName,
      cf,
      round(fuel.tonnesAtSea),
      round(fuel.tonnesAtBerth),
      round(fuel.tonnesAtSea * cf),
      round(fuel.tonnesAtBerth * cf),
      IMO_METHOD_OF_SOURCE[fuel.source],
      ...cargo,
    ];
  });
  return csvDocument([header, ...rows]);
}
