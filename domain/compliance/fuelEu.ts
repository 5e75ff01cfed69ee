import type { VoyageReportInput } from "../reports/inputs.js";
import { mrvVoyagesOfYear } from "../reports/mrv.js";
import { round } from "../reports/numbers.js";
import { type FuelFactors, factorsOf, type LngEngineType, wtwIntensity } from "./factors.js";
import { berthShareOf, type ComplianceScope, complianceScopeOf, SCOPE_SHARE } from "./scope.js";

/** FuelEU Art. 4(2): reference 91.16 gCO2e/MJ and the reductions per period (docs/regulatory.md). */
export const FUELEU_REFERENCE = 91.16;
const REDUCTIONS: readonly [fromYear: number, percent: number][] = [
  [2050, 80],
  [2045, 62],
  [2040, 31],
  [2035, 14.5],
  [2030, 6],
  [2025, 2],
];

/** The year's target intensity (gCO2e/MJ); null before 2025. */
export function fuelEuTarget(year: number): number | null {
  const step = REDUCTIONS.find(([from]) => year >= from);
  return step ? round(FUELEU_REFERENCE * (1 - step[1] / 100), 4) : null;
}

/** Annex IV part B: EUR 2 400 per tonne VLSFO-equivalent, 41 000 MJ per tonne. */
export const PENALTY_EUR_PER_TONNE_VLSFO = 2400;
export const VLSFO_MJ_PER_TONNE = 41_000;

/** One fuel's mass with the share of it in scope. */
export interface FuelEuLine {
  shortName: string;
  tonnes: number;
  /** 1 intra-EU and at berth, 0.5 extra-EU, 0 outside. */
  share: number;
  /** For `LNG`: the vessel's engine type (null or absent: the default engine). */
  lngEngine?: LngEngineType | null;
}

export interface FuelEuResult {
  energyMJ: number;
  ghgIntensity: number | null;
  target: number;
  complianceBalanceGrams: number;
  complianceBalanceTonnes: number;
  penaltyEur: number;
  /** Fuel types without an Annex II well-to-tank factor: their energy is left out. */
  factorsMissingFor: string[];
}

/** Energy in scope (MJ) and its energy-weighted WtW intensity, unrounded. */
export function intensityOf(lines: readonly FuelEuLine[]) {
  let energy = 0;
  let weighted = 0;
  const missing = new Set<string>();
  for (const line of lines) {
    const f = factorsOf(line.shortName, line.lngEngine);
    const wtw = f && wtwIntensity(f);
    if (!f || wtw == null) {
      if (line.tonnes > 0) missing.add(line.shortName);
      continue;
    }
    const mj = line.tonnes * 1e6 * f.lcvMjPerG * line.share;
    energy += mj;
    weighted += mj * wtw;
  }
  return { energyMJ: energy, intensity: energy > 0 ? weighted / energy : null, missing: [...missing] };
}

/** Annex IV part B penalty for a balance (grams), raised 10 % per further consecutive deficit period. */
export function fuelEuPenalty(
  balanceGrams: number,
  intensity: number | null,
  consecutiveDeficits = 1,
): number {
  if (balanceGrams >= 0 || !intensity) return 0;
  const multiplier = 1 + (Math.max(1, consecutiveDeficits) - 1) / 10;
  return (
    (Math.abs(balanceGrams) / (intensity * VLSFO_MJ_PER_TONNE)) * PENALTY_EUR_PER_TONNE_VLSFO * multiplier
  );
}

/** Intensity, target, compliance balance and penalty of fuel lines in a year from 2025. */
export function fuelEuOf(
  lines: readonly FuelEuLine[],
  year: number,
  { consecutiveDeficits = 1, bankedGrams = 0 } = {},
): FuelEuResult {
  const target = fuelEuTarget(year);
  if (target === null) throw new RangeError(`FuelEU applies from 2025 (asked ${year}).`);
  const { energyMJ, intensity, missing } = intensityOf(lines);
  const balance = intensity === null ? bankedGrams : (target - intensity) * energyMJ + bankedGrams;
  return {
    energyMJ: round(energyMJ, 1),
    ghgIntensity: intensity === null ? null : round(intensity, 4),
    target,
    complianceBalanceGrams: round(balance, 0),
    complianceBalanceTonnes: round(balance / 1e6),
    penaltyEur: round(fuelEuPenalty(balance, intensity, consecutiveDeficits), 2),
    factorsMissingFor: missing,
  };
}

/** One fuel of one voyage, at sea or at berth, as the FuelEU workbook lists it. */
export interface FuelEuVoyageLine extends FuelEuLine {
  departureId: string;
  voyageName: string;
  departureAt: string;
  departurePort: string;
  arrivalPort: string;
  /** Where the fuel was burnt: at sea (by the voyage's scope) or at berth after the arrival. */
  part: "sea" | "berth";
  scope: ComplianceScope;
}

/**
 * The fuel lines of a vessel's year with their voyage: the MRV voyages, at sea by their scope share, at
 * berth in member-state ports. Lines with no tonnes or no share are left out.
 */
export function fuelEuVoyageLinesOf(voyages: readonly VoyageReportInput[], year: number): FuelEuVoyageLine[] {
  const lines: FuelEuVoyageLine[] = [];
  for (const voyage of mrvVoyagesOfYear(voyages, year)) {
    const scope = complianceScopeOf(voyage);
    const shares = { sea: SCOPE_SHARE[scope], berth: berthShareOf(voyage) } as const;
    for (const fuel of voyage.fuels)
      for (const part of ["sea", "berth"] as const) {
        const tonnes = part === "sea" ? fuel.tonnesAtSea : fuel.tonnesAtBerth;
        if (!(tonnes > 0 && shares[part] > 0)) continue;
        lines.push({
          departureId: voyage.departureId,
          voyageName: voyage.voyageName,
          departureAt: voyage.departure.at,
          departurePort: voyage.departure.port.name,
          arrivalPort: voyage.arrival.port.name,
          scope,
          part,
          shortName: fuel.fuelType.shortName,
          lngEngine: fuel.fuelType.lngEngine ?? null,
          tonnes,
          share: shares[part],
        });
      }
  }
  return lines;
}

/** The fuel lines of a vessel's year: the MRV voyages, at sea by their scope share, at berth in member-state ports. */
export function fuelEuLinesOf(voyages: readonly VoyageReportInput[], year: number): FuelEuLine[] {
  const lines: FuelEuLine[] = [];
  for (const voyage of mrvVoyagesOfYear(voyages, year)) {
    const seaShare = SCOPE_SHARE[complianceScopeOf(voyage)];
    const berthShare = berthShareOf(voyage);
    for (const fuel of voyage.fuels) {
      const { shortName, lngEngine = null } = fuel.fuelType;
      if (fuel.tonnesAtSea > 0 && seaShare > 0)
        lines.push({ shortName, lngEngine, tonnes: fuel.tonnesAtSea, share: seaShare });
      if (fuel.tonnesAtBerth > 0 && berthShare > 0)
        lines.push({ shortName, lngEngine, tonnes: fuel.tonnesAtBerth, share: berthShare });
    }
  }
  return lines;
}

/**
 * What-if: tonnes of the chosen fuel that, replacing the same energy of the current mix, bring the balance
 * to zero (counted in full scope). Null when there is no deficit or the fuel is not below the target.
 */
export function tonnesToBalance(
  energyMJ: number,
  intensity: number | null,
  target: number,
  fuel: FuelFactors,
): number | null {
  const fuelIntensity = wtwIntensity(fuel);
  if (intensity === null || intensity <= target || fuelIntensity === null || fuelIntensity >= target)
    return null;
  const share = (intensity - target) / (intensity - fuelIntensity);
  return (share * energyMJ) / fuel.lcvMjPerG / 1e6;
}
