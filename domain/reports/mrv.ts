import type { z } from "zod";
import { co2eOf } from "../compliance/factors.js";
import { ConflictError } from "../shared/errors.js";
import type { MRV_SCOPES, mrvVoyageReportAnswer, mrvYearlyReportAnswer } from "./answers.js";
import { FuelTally, type MrvFuelLine } from "./fuels.js";
import type { ReportPort, VoyageReportInput } from "./inputs.js";
import { hoursBetween, round, yearOf } from "./numbers.js";
import {
  roundedLines,
  sumTransportWork,
  type TransportWorkLine,
  transportWorkOf,
  transportWorkUnit,
} from "./transportWork.js";

export const MRV_NOT_BETWEEN_MEMBER_STATES = "MRV report is not available between non Member States.";
export const MRV_NOT_COMMERCIAL =
  "MRV report is not available for a non-commercial voyage: EU MRV covers voyages that carry cargo or passengers for commercial purposes.";

/** How a voyage touches the member states (MRV Art. 10(b)-(d)); null when it does not. */
export type MrvScope = (typeof MRV_SCOPES)[number];

export function mrvScopeOf(voyage: Pick<VoyageReportInput, "departure" | "arrival">): MrvScope | null {
  const from = voyage.departure.port.isMrvPort;
  const to = voyage.arrival.port.isMrvPort;
  if (from && to) return "betweenMemberStates";
  if (from) return "departingMemberState";
  if (to) return "arrivingMemberState";
  return null;
}

/** The refusal when a voyage has no MRV report, or null when it has one. */
export function mrvRefusal(voyage: VoyageReportInput): string | null {
  if (mrvScopeOf(voyage) === null) return MRV_NOT_BETWEEN_MEMBER_STATES;
  if (voyage.isNonCommercial) return MRV_NOT_COMMERCIAL;
  return null;
}

export type MrvVoyageReport = z.infer<typeof mrvVoyageReportAnswer>;

function tallies(voyage: VoyageReportInput) {
  const atSea = new FuelTally();
  const atBerth = new FuelTally();
  for (const fuel of voyage.fuels) {
    atSea.add(fuel.fuelType, fuel.tonnesAtSea);
    atBerth.add(fuel.fuelType, fuel.tonnesAtBerth);
  }
  return { atSea, atBerth };
}

/** The per-voyage MRV record of Art. 9; refuses (409) a voyage outside MRV with the reason. */
export function mrvVoyageReport(voyage: VoyageReportInput): MrvVoyageReport {
  const refusal = mrvRefusal(voyage);
  if (refusal) throw new ConflictError(refusal);
  const { atSea, atBerth } = tallies(voyage);
  const work = transportWorkOf(voyage.cargo, voyage.distanceNm);
  const seaGases = atSea.otherGases;
  const berthGases = atBerth.otherGases;
  return {
    voyage: {
      name: voyage.voyageName,
      departurePort: voyage.departure.port,
      departureAt: voyage.departure.at,
      arrivalPort: voyage.arrival.port,
      arrivalAt: voyage.arrival.at,
    },
    scope: mrvScopeOf(voyage)!,
    fuels: atSea.mrvLines(),
    co2Tonnes: round(atSea.co2Tonnes),
    ch4Tonnes: round(seaGases.ch4, 6),
    n2oTonnes: round(seaGases.n2o, 6),
    co2eTonnes: round(co2eOf({ co2: atSea.co2Tonnes, ...seaGases })),
    ch4N2oFactorsMissingFor: [...new Set([...seaGases.missing, ...berthGases.missing])],
    distanceNm: round(voyage.distanceNm),
    timeAtSeaHours: round(hoursBetween(voyage.departure.at, voyage.arrival.at), 2),
    cargo: voyage.cargo.map((c) => ({ unit: c.unit, amount: c.amount })),
    transportWork: work.primary ? round(work.primary.value) : null,
    transportWorkUnit: transportWorkUnit(work.primary?.unit),
    transportWorkByUnit: roundedLines(work.byUnit),
    atBerth: {
      port: voyage.arrival.port,
      from: voyage.arrival.at,
      to: voyage.endOfVoyageAt,
      hours: round(hoursBetween(voyage.arrival.at, voyage.endOfVoyageAt), 2),
      inMemberStatePort: voyage.arrival.port.isMrvPort,
      fuels: atBerth.mrvLines(),
      co2Tonnes: round(atBerth.co2Tonnes),
      ch4Tonnes: round(berthGases.ch4, 6),
      n2oTonnes: round(berthGases.n2o, 6),
      co2eTonnes: round(co2eOf({ co2: atBerth.co2Tonnes, ...berthGases })),
    },
  };
}

export type MrvYearlyReport = z.infer<typeof mrvYearlyReportAnswer>;

/** The voyages an MRV annual report covers: commercial, touching a member state, departed in the year. */
export const mrvVoyagesOfYear = (voyages: readonly VoyageReportInput[], year: number): VoyageReportInput[] =>
  voyages.filter((v) => yearOf(v.departure.at) === year && mrvRefusal(v) === null);

const perUnit = (numerator: number, denominator: number, scale: number): number | null =>
  denominator > 0 ? round((numerator * scale) / denominator, 3) : null;

/**
 * The annual MRV figures of Art. 10 over the year's MRV voyages. A voyage that departs in one year
 * and arrives in the next counts, whole and with its following berth stay, in the year it departed
 * (Art. 3(m): "accounted under the first calendar year concerned").
 */
export function mrvYearlyReport(voyages: readonly VoyageReportInput[], year: number): MrvYearlyReport {
  const fuels = new FuelTally();
  const co2 = { betweenMemberStates: 0, departingMemberState: 0, arrivingMemberState: 0, atBerth: 0 };
  let distanceNm = 0;
  let timeAtSeaHours = 0;
  const work: TransportWorkLine[] = [];
  const covered = mrvVoyagesOfYear(voyages, year);
  for (const voyage of covered) {
    const { atSea, atBerth } = tallies(voyage);
    fuels.addAll(atSea);
    co2[mrvScopeOf(voyage)!] += atSea.co2Tonnes;
    if (voyage.arrival.port.isMrvPort) {
      fuels.addAll(atBerth);
      co2.atBerth += atBerth.co2Tonnes;
    }
    distanceNm += voyage.distanceNm;
    timeAtSeaHours += hoursBetween(voyage.departure.at, voyage.arrival.at);
    work.push(...transportWorkOf(voyage.cargo, voyage.distanceNm).byUnit);
  }
  const byUnit = sumTransportWork(work);
  const primaryUnit = covered[0]?.cargo[0]?.unit;
  const primary = byUnit.find((l) => l.unit === primaryUnit);
  const gases = fuels.otherGases;
  const co2Tonnes =
    co2.betweenMemberStates + co2.departingMemberState + co2.arrivingMemberState + co2.atBerth;
  return {
    year,
    voyageCount: covered.length,
    fuels: fuels.mrvLines(),
    co2Tonnes: round(co2Tonnes),
    co2BetweenMsPortsTonnes: round(co2.betweenMemberStates),
    co2DepartingMsPortsTonnes: round(co2.departingMemberState),
    co2ArrivingMsPortsTonnes: round(co2.arrivingMemberState),
    co2AtBerthTonnes: round(co2.atBerth),
    ch4Tonnes: round(gases.ch4, 6),
    n2oTonnes: round(gases.n2o, 6),
    co2eTonnes: round(co2eOf({ co2: co2Tonnes, ...gases })),
    ch4N2oFactorsMissingFor: gases.missing,
    distanceNm: round(distanceNm),
    timeAtSeaHours: round(timeAtSeaHours, 2),
    transportWork: primary ? round(primary.value) : null,
    transportWorkUnit: transportWorkUnit(primary?.unit),
    transportWorkByUnit: roundedLines(byUnit),
    averageEnergyEfficiency: {
      fuelPerDistanceKgPerNm: perUnit(fuels.tonnes, distanceNm, 1000),
      co2PerDistanceKgPerNm: perUnit(co2Tonnes, distanceNm, 1000),
      fuelPerTransportWorkGrams: perUnit(fuels.tonnes, primary?.value ?? 0, 1_000_000),
      co2PerTransportWorkGrams: perUnit(co2Tonnes, primary?.value ?? 0, 1_000_000),
    },
  };
}
