/**
 * The speed loss the fouling added over a window (docs/fouling.md "Added fuel consumption"), pure: the
 * window's mean daily speed loss minus the clean hull's. What ISO 19030-2's method reads on a clean hull
 * is not 0 (waves, which it does not correct, a reference from another sea state, a speed log a little
 * off); that level belongs to the ship, not to the fouling, and priced as fouling it overstated the
 * added fuel. The clean-hull baseline is the line through the first CLEAN_DAYS days after the latest dry
 * docking, hull cleaning or new coating, read at the event (eventStep.ts lineAt). Without such an event
 * the baseline is the reference itself (0), and the answer says so. The mean, not the trend's end:
 * the fuel of a window is what the hull cost over it.
 *
 * Confidence: 1.96 · √(se_mean² + se_baseline²), se_mean = s/√n of the window's daily values.
 */
import { lineAt } from "./eventStep.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY_MS = 24 * 3600_000;
/** Days after a hull event the clean-hull baseline is read from. */
export const CLEAN_DAYS = 91;

export interface FoulingLoss {
  /** Mean daily speed loss of the window's days since the hull event, %. */
  meanSpeedLoss: number;
  days: number;
  /** The clean hull's speed loss, %, and whether it was measured after a hull event. */
  baseline: number;
  baselineMeasured: boolean;
  /** meanSpeedLoss − baseline, pp: the loss the fouling added. */
  speedLoss: number;
  /** Half-width of its 95 % confidence interval, pp (null with fewer than 2 days on a side). */
  confidence: number | null;
}

/**
 * `window` the window's daily values, `cleanDays` the daily values from `hullEvent` on (at least its first
 * CLEAN_DAYS), `hullEvent` the end of the latest resetting event, or null when none is recorded.
 */
export function foulingLoss(
  window: readonly DailyPerformance[],
  cleanDays: readonly DailyPerformance[],
  hullEvent: number | null,
): FoulingLoss | null {
  const since = hullEvent === null ? window : window.filter((d) => d.dayStart >= hullEvent);
  const n = since.length;
  if (n === 0) return null;
  const losses = since.map((d) => d.speedLoss);
  const mean = losses.reduce((s, x) => s + x, 0) / n;
  const seMean = n > 1 ? Math.sqrt(losses.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) / n) : null;
  const clean =
    hullEvent === null
      ? null
      : lineAt(
          cleanDays.filter((d) => d.dayStart >= hullEvent && d.dayStart < hullEvent + CLEAN_DAYS * DAY_MS),
          hullEvent,
        );
  // lineAt reads PV; the baseline is a speed loss (−PV).
  const baseline = clean?.atEvent === null || clean === null ? 0 : -clean.atEvent;
  const baselineMeasured = clean !== null && clean.atEvent !== null;
  const seBaseline = baselineMeasured ? clean.standardError : 0;
  return {
    meanSpeedLoss: mean,
    days: n,
    baseline,
    baselineMeasured,
    speedLoss: mean - baseline,
    confidence: seMean === null || seBaseline === null ? null : 1.96 * Math.hypot(seMean, seBaseline),
  };
}
