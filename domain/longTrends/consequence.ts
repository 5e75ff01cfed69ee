import { z } from "zod";
import { powerShareOfSpeedLoss } from "../hullPerformance/addedFuel.js";
import { BENCHMARK_DAYS, type DiagnosticType, type LongTrendPeriod } from "./longTrends.js";

/**
 * Consequence of a long trend's deviation (spec 3 §2 "Compare vessels" consequence columns, §3
 * Benefit/consequence, §9 MCR options; docs/long-trends.md "Consequences"): the fuel a vessel spends per
 * day because it is that far from its benchmark, at an engine load of 40, 50, 75 or 90 % MCR, and what
 * that fuel costs at the fuel price the user gives. Pure.
 *
 * At load L the engine delivers P = L · MCR; the fuel for it is F = P · SFOC · 24 / 10⁶ t/day (SFOC in
 * g/kWh, the vessel's measured one). The deviation d (percentage points above the benchmark) costs
 * - speed loss: holding the speed takes (1 − d)⁻³ − 1 more power (cubic relation, as the Fouling page's
 *   added fuel: `powerShareOfSpeedLoss`);
 * - rpm: a propeller turning d % off the propeller law at the same power needs (1 + d)⁻³ − 1 more power
 *   to turn as before (n ~ P^⅓), the same relation with the sign turned;
 * - SFOC: d % more fuel per kWh, d / 100 of F.
 * Added fuel = F · that share; negative when the vessel is better than its benchmark (a benefit).
 */

/** The MCR basis options; their index is the consequence index 0–3 (spec 3 §9). */
export const MCR_PERCENTS = [40, 50, 75, 90] as const;
export type McrPercent = (typeof MCR_PERCENTS)[number];
export const DEFAULT_MCR_PERCENT: McrPercent = 50;
export const MAX_FUEL_PRICE = 10_000;

export const CONSEQUENCE_MESSAGES = {
  missingCode: "Consequences cannot be calculated because the vessel-specific code was not found.",
  fuelPrice: `fuelPrice must be a number of USD per tonne from 0 to ${MAX_FUEL_PRICE}.`,
  noMcr: "the vessel's MCR (Max Continuous Rating in the vessel's particulars)",
  noSfoc: "a measured SFOC (ME Fuel Mass Flow and Shaft Power logged in the period)",
} as const;

/** The optional fuel price of a query: blank means none (the cost columns show n/a). */
export const fuelPriceQuery = z
  .string()
  .optional()
  .transform((text, ctx): number | null => {
    if (text === undefined || text.trim() === "") return null;
    const n = Number(text.trim());
    if (!Number.isFinite(n) || n < 0 || n > MAX_FUEL_PRICE) {
      ctx.addIssue({ code: "custom", message: CONSEQUENCE_MESSAGES.fuelPrice });
      return z.NEVER;
    }
    return n;
  });

/** What the calculation needs of a vessel: its MCR (kW) and its SFOC (g/kWh), null when unknown. */
export interface VesselFuelModel {
  mcrKw: number | null;
  sfoc: number | null;
}

/** What the vessel lacks for the calculation (the §8 missing-code warning lists it); empty when nothing. */
export function missingForConsequence(model: VesselFuelModel): string[] {
  const missing: string[] = [];
  if (!(model.mcrKw !== null && model.mcrKw > 0)) missing.push(CONSEQUENCE_MESSAGES.noMcr);
  if (!(model.sfoc !== null && model.sfoc > 0)) missing.push(CONSEQUENCE_MESSAGES.noSfoc);
  return missing;
}

/** The share of the load's fuel a deviation of `deviation` percentage points adds (negative: saves). */
export function fuelShareOfDeviation(type: DiagnosticType, deviation: number): number {
  switch (type) {
    case "speed":
      return powerShareOfSpeedLoss(deviation);
    case "rpm":
      return powerShareOfSpeedLoss(-deviation);
    case "sfoc":
      return deviation / 100;
  }
}

export interface Consequence {
  mcrPercent: McrPercent;
  /** Engine power at that load, kW. */
  powerKw: number;
  /** Fuel for that power at the vessel's SFOC, t/day. */
  fuelTonnesPerDay: number;
  /** What the deviation adds to it, t/day (negative: a benefit). */
  addedFuelTonnesPerDay: number;
  /** Its cost per day at the fuel price, or null without a price. */
  costPerDay: number | null;
}

/** The consequence at every MCR basis, in the order of MCR_PERCENTS (index 0–3). */
export function consequences(
  type: DiagnosticType,
  deviation: number,
  model: { mcrKw: number; sfoc: number },
  fuelPrice: number | null,
): Consequence[] {
  const share = fuelShareOfDeviation(type, deviation);
  return MCR_PERCENTS.map((mcrPercent) => {
    const powerKw = (mcrPercent / 100) * model.mcrKw;
    const fuelTonnesPerDay = (powerKw * model.sfoc * 24) / 1e6;
    const addedFuelTonnesPerDay = fuelTonnesPerDay * share;
    return {
      mcrPercent,
      powerKw,
      fuelTonnesPerDay,
      addedFuelTonnesPerDay,
      costPerDay: fuelPrice === null ? null : addedFuelTonnesPerDay * fuelPrice,
    };
  });
}

export interface EventStep {
  /** The previous period's trendline at its end and the new period's at its start (its benchmark point), %. */
  before: number;
  after: number;
  /** before − after, percentage points: what the event took off the deviation (positive: better after). */
  step: number;
}

/**
 * The benefit of a hull event (spec 3 §7 GET /Benefits/Find {trendEventId, longTrendId}): the step it made in
 * the trend, from the period before it to the period it opened (`eventEnd` is that period's start). "Benchmarking"
 * while the new period is younger than BENCHMARK_DAYS daily values (spec 3 §8: a benefit without consequences
 * rejects with Benchmarking), "NotAvailable" when either side has no trendline.
 */
export function eventStep(
  periods: readonly LongTrendPeriod[],
  eventEnd: number,
): EventStep | "Benchmarking" | "NotAvailable" {
  const index = periods.findIndex((p) => p.from === eventEnd);
  const previous = index > 0 ? periods[index - 1] : undefined;
  const opened = index >= 0 ? periods[index] : undefined;
  if (!previous?.trendline || !opened?.trendline) return "NotAvailable";
  if (opened.values.length < BENCHMARK_DAYS) return "Benchmarking";
  const before = previous.trendline.end;
  const after = opened.trendline.start;
  return { before, after, step: before - after };
}
