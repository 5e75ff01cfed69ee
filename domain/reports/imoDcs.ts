import type { z } from "zod";
import { type CapacityBasis, type CiiRating, ciiOf, co2GramsOf } from "../cii/cii.js";
import { ciiLineOfVessel } from "../cii/vesselLine.js";
import { ValidationError } from "../shared/errors.js";
import type {
  imoCiiAnswer,
  imoFuelLineAnswer,
  imoShipParticularsAnswer,
  imoVoyageReportAnswer,
  imoYearlyReportAnswer,
} from "./answers.js";
import type {
  FuelDataSource,
  ReportFuelType,
  ReportPort,
  VesselReportParticulars,
  VoyageReportInput,
} from "./inputs.js";
import { hoursInSpan, round, shareInSpan, yearSpan } from "./numbers.js";

/** Appendix IX's methods, named as the regulation names them. */
export const IMO_METHOD_OF_SOURCE: Record<FuelDataSource, string> = {
  flowMeter: "Flow meters",
  fuelTank: "Tank monitoring",
  bunkerDeliveryNote: "Bunker delivery notes",
};
const METHOD_ORDER: FuelDataSource[] = ["bunkerDeliveryNote", "flowMeter", "fuelTank"];

/** Engines below this rated power are not reported (MARPOL Annex VI, Appendix IX). */
export const IMO_MIN_REPORTED_POWER_KW = 130;

export type ImoFuelLine = z.infer<typeof imoFuelLineAnswer>;

class ImoFuelTally {
  private readonly lines = new Map<
    string,
    { fuelType: ReportFuelType; tonnes: number; sources: Set<FuelDataSource> }
  >();

  add(fuelType: ReportFuelType, tonnes: number, source: FuelDataSource): void {
    const line = this.lines.get(fuelType.name);
    if (line) {
      line.tonnes += tonnes;
      line.sources.add(source);
    } else this.lines.set(fuelType.name, { fuelType, tonnes, sources: new Set([source]) });
  }

  /** Grams of CO2 of the unrounded tonnes, by each fuel type's Cf. */
  co2Grams(): number {
    return co2GramsOf(
      [...this.lines.values()].map((l) => ({
        tonnes: l.tonnes,
        carbonEmissionFactor: l.fuelType.carbonEmissionFactor,
      })),
    );
  }

  result(): ImoFuelLine[] {
    return [...this.lines.values()].map((line) => ({
      fuelType: line.fuelType.name,
      tonnes: round(line.tonnes),
      method: METHOD_ORDER.filter((s) => line.sources.has(s))
        .map((s) => IMO_METHOD_OF_SOURCE[s])
        .join(", "),
    }));
  }
}

export type ImoShipParticulars = z.infer<typeof imoShipParticularsAnswer>;

const reportedPower = (kw: number | null): number | null =>
  kw !== null && kw >= IMO_MIN_REPORTED_POWER_KW ? kw : null;

export function imoShipParticulars(vessel: VesselReportParticulars, year: number): ImoShipParticulars {
  return {
    imoNumber: vessel.imoNumber,
    shipName: vessel.name,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    shipType: vessel.shipType,
    grossTonnage: vessel.grossTonnage,
    netTonnage: vessel.netTonnage,
    deadweight: vessel.deadweight,
    mainEnginesPowerKw: reportedPower(vessel.mainEnginesPowerKw),
    auxiliaryEnginesPowerKw: reportedPower(vessel.auxiliaryEnginesPowerKw),
    eedi: vessel.eedi,
    eexi: vessel.eexi,
    iceClass: vessel.iceClass,
  };
}

const ALL_TIME: [number, number] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];

/**
 * Hours underway (Appendix IX; MEPC.282(70) Part II: "an aggregated duration while the ship is underway
 * under its own propulsion") of a voyage inside a span: departure to arrival, less the time at anchor
 * (not underway) and drifting (not under its own propulsion). See docs/reports.md.
 */
export function hoursUnderwayIn(
  voyage: Pick<VoyageReportInput, "departure" | "arrival" | "notUnderway">,
  span: [number, number],
): number {
  const sea = hoursInSpan(voyage.departure.at, voyage.arrival.at, span);
  const stopped = voyage.notUnderway.reduce((sum, p) => sum + hoursInSpan(p.from, p.to, span), 0);
  return Math.max(0, sea - stopped);
}

/**
 * The attained CII of the DCS figures (MEPC.352(78): the year's DCS fuel by Cf over capacity × DCS
 * distance), the figure reported with the DCS data from 2023 and the one a verifier signs. `note` says
 * why it is null (no CII ship type, no capacity, a year without a reduction factor, no distance).
 */
export type ImoCii = z.infer<typeof imoCiiAnswer>;

export type ImoYearlyReport = z.infer<typeof imoYearlyReportAnswer>;

/** The CII of a year's DCS CO2 and distance, with the calculator of domain/cii (unrounded inputs). */
export function imoCiiOf(
  vessel: VesselReportParticulars,
  year: number,
  co2Grams: number,
  distanceNm: number,
): ImoCii {
  const co2Tonnes = round(co2Grams / 1e6, 3);
  const none = (note: string): ImoCii => ({
    attained: null,
    required: null,
    rating: null,
    capacityBasis: null,
    capacity: null,
    co2Tonnes,
    note,
  });
  let line: ReturnType<typeof ciiLineOfVessel>;
  try {
    line = ciiLineOfVessel({ ...vessel, vesselType: vessel.shipType }, year);
  } catch (error) {
    if (error instanceof ValidationError) return none(error.message);
    throw error;
  }
  const cii = ciiOf({ shipType: line.shipType, capacity: line.capacity, year, co2Grams, distanceNm });
  return {
    attained: cii.attained === null ? null : round(cii.attained, 4),
    required: round(cii.required, 4),
    rating: cii.rating,
    capacityBasis: cii.capacityBasis,
    capacity: cii.capacity,
    co2Tonnes,
    note: cii.attained === null ? "No distance travelled in the year: the CII cannot be attained." : null,
  };
}

/**
 * IMO DCS annual data (regulation 27, Appendix IX) over every voyage, whatever its ports. The DCS
 * period is the calendar year, so a voyage that spans 1 January 00:00 UTC is split in proportion to
 * time: sea fuel and distance by the share of departure-to-arrival inside the year, berth fuel by the
 * share of arrival-to-next-departure inside the year (docs/reports.md).
 */
export function imoYearlyReport(
  voyages: readonly VoyageReportInput[],
  vessel: VesselReportParticulars,
  year: number,
): ImoYearlyReport {
  const span = yearSpan(year);
  const fuels = new ImoFuelTally();
  let distanceNm = 0;
  let hoursUnderway = 0;
  for (const voyage of voyages) {
    const seaShare = shareInSpan(voyage.departure.at, voyage.arrival.at, span);
    const berthShare = shareInSpan(voyage.arrival.at, voyage.endOfVoyageAt, span);
    if (seaShare === 0 && berthShare === 0) continue;
    for (const fuel of voyage.fuels)
      fuels.add(fuel.fuelType, fuel.tonnesAtSea * seaShare + fuel.tonnesAtBerth * berthShare, fuel.source);
    distanceNm += voyage.distanceNm * seaShare;
    hoursUnderway += hoursUnderwayIn(voyage, span);
  }
  return {
    year,
    ...imoShipParticulars(vessel, year),
    fuels: fuels.result(),
    distanceNm: round(distanceNm),
    hoursUnderway: round(hoursUnderway, 2),
    cii: imoCiiOf(vessel, year, fuels.co2Grams(), distanceNm),
  };
}

export type ImoVoyageReport = z.infer<typeof imoVoyageReportAnswer>;

/** One voyage's share of the DCS figures (the annual report is their sum within the year). */
export function imoVoyageReport(voyage: VoyageReportInput): ImoVoyageReport {
  const fuels = new ImoFuelTally();
  for (const fuel of voyage.fuels)
    fuels.add(fuel.fuelType, fuel.tonnesAtSea + fuel.tonnesAtBerth, fuel.source);
  return {
    voyage: {
      name: voyage.voyageName,
      departurePort: voyage.departure.port,
      departureAt: voyage.departure.at,
      arrivalPort: voyage.arrival.port,
      arrivalAt: voyage.arrival.at,
      endOfVoyageAt: voyage.endOfVoyageAt,
    },
    fuels: fuels.result(),
    distanceNm: round(voyage.distanceNm),
    hoursUnderway: round(hoursUnderwayIn(voyage, ALL_TIME), 2),
  };
}
