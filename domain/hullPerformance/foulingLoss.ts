/**
 * The speed loss the fouling added over a window (docs/fouling.md "Added fuel consumption"), pure: the
 * mean daily speed loss of **every day of the window** minus the clean hull's. Added fuel means the extra
 * fuel against the clean hull over the window the owner looks at, so days before the latest hull event
 * count, and so does the fouling a hull cleaning by divers leaves on (its residual is fouling the owner
 * pays for; before issue 30 #5 the window was cut at the latest hull event and the baseline read after it,
 * which took that residual out).
 *
 * What ISO 19030-2's method reads on a clean hull is not 0 (the waves and wind it corrects only in part, a
 * reference from another sea state, a speed log a little off); that level belongs to the ship, not to the
 * fouling. The clean-hull baseline is the line through the first CLEAN_DAYS days after the latest **dry
 * docking or new coating** (the events that take the ship out of the water, blast and recoat the hull and
 * start a speed-log calibration period: events.ts LOG_SERVICING_EVENTS), read at the event (eventStep.ts
 * lineAt). Without such an event the baseline is the reference itself (0), and the answer says so. Nor is
 * the level read when the logged days after the event begin more than CLEAN_START_DAYS after it: a line
 * through later days alone would be read back across the gap (the demo's Nordic Aurora with 30 days of
 * history, which begin two months after its docking, showed a clean hull of −5.64 % ± 3.89 from such a
 * line). The
 * mean, not the trend's end: the fuel of a window is what the hull cost over it.
 *
 * Confidence: 1.96 · √(se_mean² + se_baseline²), se_mean = s/√n of the window's daily values.
 */
import { CLEAN_DAYS, CLEAN_START_DAYS } from "./cleanHullPeriod.js";
import { lineAt } from "./eventStep.js";
import { calibrationStartsOf, type Iso19030EventView } from "./events.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY_MS = 24 * 3600_000;

export interface FoulingLoss {
  /** Mean daily speed loss of the window's days, %. */
  meanSpeedLoss: number;
  days: number;
  /** The clean hull's speed loss, %, and whether it was measured after a dry docking or new coating. */
  baseline: number;
  baselineMeasured: boolean;
  /** The end of the latest dry docking or new coating (null: none recorded), read or not. */
  baselineEvent: number | null;
  /** meanSpeedLoss − baseline, pp: the loss the fouling added. */
  speedLoss: number;
  /** Half-width of its 95 % confidence interval, pp (null with fewer than 2 days on a side). */
  confidence: number | null;
}

/**
 * The end of the latest event before `to` after which the hull is clean (dry docking, new coating), or
 * null. A hull cleaning by divers or a propeller polishing does not make the hull clean again.
 */
export function cleanHullEventOf(
  events: readonly Pick<Iso19030EventView, "eventType" | "endTime">[],
  to: number,
): number | null {
  const ends = calibrationStartsOf(events).filter((t) => t < to);
  return ends.length ? Math.max(...ends) : null;
}

/**
 * `window` the window's daily values, `cleanDays` the daily values from `cleanHullEvent` on (at least its
 * first CLEAN_DAYS), `cleanHullEvent` the end of the latest dry docking or new coating (cleanHullEventOf),
 * or null when none is recorded.
 */
export function foulingLoss(
  window: readonly DailyPerformance[],
  cleanDays: readonly DailyPerformance[],
  cleanHullEvent: number | null,
): FoulingLoss | null {
  const n = window.length;
  if (n === 0) return null;
  const losses = window.map((d) => d.speedLoss);
  const mean = losses.reduce((s, x) => s + x, 0) / n;
  const seMean = n > 1 ? Math.sqrt(losses.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) / n) : null;
  const cleanPeriod =
    cleanHullEvent === null
      ? []
      : cleanDays.filter(
          (d) => d.dayStart >= cleanHullEvent && d.dayStart < cleanHullEvent + CLEAN_DAYS * DAY_MS,
        );
  const readable =
    cleanHullEvent !== null &&
    cleanPeriod.length > 0 &&
    Math.min(...cleanPeriod.map((d) => d.dayStart)) < cleanHullEvent + CLEAN_START_DAYS * DAY_MS;
  const clean = readable ? lineAt(cleanPeriod, cleanHullEvent) : null;
  // lineAt reads PV; the baseline is a speed loss (−PV).
  const baseline = clean?.atEvent === null || clean === null ? 0 : -clean.atEvent;
  const baselineMeasured = clean !== null && clean.atEvent !== null;
  const seBaseline = baselineMeasured ? clean.standardError : 0;
  return {
    meanSpeedLoss: mean,
    days: n,
    baseline,
    baselineMeasured,
    baselineEvent: cleanHullEvent,
    speedLoss: mean - baseline,
    confidence: seMean === null || seBaseline === null ? null : 1.96 * Math.hypot(seMean, seBaseline),
  };
}
