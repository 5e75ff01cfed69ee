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
  /** A renewable fuel of non-biological origin (RFNBO): its energy counts RWD times in the divisor. */
  rfnbo?: boolean;
}

/** The rewards of Annex I beside the fuels (docs/regulatory.md, "FuelEU rewards"). */
export interface FuelEuRewards {
  /** Electricity delivered at berth by on-shore power supply (OPS) in EU/EEA ports, MWh: zero emissions. */
  opsMwh?: number;
  /** P_wind / P_prop of the ship's wind-assisted propulsion (0 or absent: none). */
  windRatio?: number;
}

/** Annex I: the RFNBO reward factor RWD, 2 from 2025 to the end of 2033, then 1. */
export const rfnboRewardFactor = (year: number): number => (year >= 2025 && year <= 2033 ? 2 : 1);

/** Annex I, f_wind: 0.99 from P_wind/P_prop 0.1, 0.97 from 0.2, 0.95 from 0.3; 1 below 0.1 (no interpolation). */
export function windRewardFactor(ratio: number): number {
  if (ratio >= 0.3) return 0.95;
  if (ratio >= 0.2) return 0.97;
  if (ratio >= 0.1) return 0.99;
  return 1;
}

export const MJ_PER_MWH = 3600;
/** The most on-shore power a vessel's year is taken with (MWh): a bound on input, far above any ship's use. */
export const MAX_OPS_MWH = 1_000_000;

export interface FuelEuResult {
  energyMJ: number;
  ghgIntensity: number | null;
  target: number;
  complianceBalanceGrams: number;
  complianceBalanceTonnes: number;
  penaltyEur: number;
  /** Fuel types without an Annex II well-to-tank factor: their energy is left out. */
  factorsMissingFor: string[];
  /** f_wind applied (1 without wind-assisted propulsion). */
  windRewardFactor: number;
}

/**
 * Energy in scope (MJ) and its GHG intensity by Annex I, unrounded:
 * I = f_wind x Σ E_i WtW_i / (Σ E_i RWD_i + E_OPS), E_i the energy of fuel i in scope, RWD_i 2 for an RFNBO
 * until 2033 (else 1), E_OPS the on-shore electricity at zero emissions. `energyMJ` = Σ E_i + E_OPS without
 * the reward: the energy of the compliance balance (Annex IV part A).
 */
export function intensityOf(lines: readonly FuelEuLine[], year: number, rewards: FuelEuRewards = {}) {
  const ops = (rewards.opsMwh ?? 0) * MJ_PER_MWH;
  let energy = ops;
  let divisor = ops;
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
    divisor += mj * (line.rfnbo ? rfnboRewardFactor(year) : 1);
    weighted += mj * wtw;
  }
  const fWind = windRewardFactor(rewards.windRatio ?? 0);
  return {
    energyMJ: energy,
    intensity: divisor > 0 ? (fWind * weighted) / divisor : null,
    windRewardFactor: fWind,
    missing: [...missing],
  };
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
  { consecutiveDeficits = 1, bankedGrams = 0, rewards = {} as FuelEuRewards } = {},
): FuelEuResult {
  const target = fuelEuTarget(year);
  if (target === null) throw new RangeError(`FuelEU applies from 2025 (asked ${year}).`);
  const { energyMJ, intensity, windRewardFactor: fWind, missing } = intensityOf(lines, year, rewards);
  const balance = intensity === null ? bankedGrams : (target - intensity) * energyMJ + bankedGrams;
  return {
    energyMJ: round(energyMJ, 1),
    ghgIntensity: intensity === null ? null : round(intensity, 4),
    target,
    complianceBalanceGrams: round(balance, 0),
    complianceBalanceTonnes: round(balance / 1e6),
    penaltyEur: round(fuelEuPenalty(balance, intensity, consecutiveDeficits), 2),
    factorsMissingFor: missing,
    windRewardFactor: fWind,
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
 * to zero (counted in full scope). Null when there is no deficit or the fuel is not below the target. With
 * wind-assisted propulsion the chosen fuel counts at f_wind times its well-to-wake intensity, as the mix does.
 */
export function tonnesToBalance(
  energyMJ: number,
  intensity: number | null,
  target: number,
  fuel: FuelFactors,
  windRewardFactor = 1,
): number | null {
  const wtw = wtwIntensity(fuel);
  const fuelIntensity = wtw === null ? null : windRewardFactor * wtw;
  if (intensity === null || intensity <= target || fuelIntensity === null || fuelIntensity >= target)
    return null;
  const share = (intensity - target) / (intensity - fuelIntensity);
  return (share * energyMJ) / fuel.lcvMjPerG / 1e6;
}
