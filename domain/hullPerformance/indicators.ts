/**
 * ISO 19030-2's four performance indicators (regulations reference §6 step 6), each the change of mean
 * PV from a reference period to an evaluation period, with a 95 % confidence interval of that change
 * from the daily values (1.96 · √(s₁²/n₁ + s₂²/n₂)). A negative value is a loss of performance.
 *
 * Periods (ISO 19030-2 §7, docs/fouling.md):
 * - Dry-docking performance: the first year after the previous dry docking vs the first year after the
 *   latest one (the effect of the docking's hull and propeller work).
 * - In-service performance: the first year after the latest dry docking vs the last year up to the data's end.
 * - Maintenance trigger: the first year after the latest dry docking vs the last three months; it fires
 *   when the loss (−value) reaches the vessel's trigger value.
 * - Maintenance effect: the three months before the latest hull cleaning or propeller polishing vs the
 *   three months after it.
 * An indicator whose periods hold no daily value has value null and says why.
 */

import type { Iso19030EventView } from "./events.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY_MS = 24 * 3600_000;
const YEAR_MS = 365 * DAY_MS;
const QUARTER_MS = 91 * DAY_MS;

export type IndicatorKind =
  | "DryDockingPerformance"
  | "InServicePerformance"
  | "MaintenanceTrigger"
  | "MaintenanceEffect";

export interface Period {
  from: number;
  to: number;
  /** Daily values inside the period, and their mean PV. */
  days: number;
  meanPv: number | null;
}

export interface PerformanceIndicator {
  kind: IndicatorKind;
  reference: Period | null;
  evaluation: Period | null;
  /** Mean PV of evaluation − mean PV of reference, percentage points. */
  value: number | null;
  /** Half-width of the 95 % confidence interval of `value`, pp (null with fewer than 2 days in a period). */
  confidence: number | null;
  /** Maintenance trigger only: whether the loss reached the trigger value (null without one). */
  triggered?: boolean | null;
  /** Why the value is missing, for a person. */
  note: string | null;
}

function period(days: readonly DailyPerformance[], from: number, to: number): Period & { values: number[] } {
  const values = days.filter((d) => d.dayStart >= from && d.dayStart < to).map((d) => d.pv);
  return {
    from,
    to,
    days: values.length,
    meanPv: values.length ? values.reduce((s, v) => s + v, 0) / values.length : null,
    values,
  };
}

function variance(values: readonly number[]): number {
  const m = values.reduce((s, v) => s + v, 0) / values.length;
  return values.reduce((s, v) => s + (v - m) ** 2, 0) / (values.length - 1);
}

/** Two periods' daily PV compared: mean of `evaluation` − mean of `reference`, with its 95 % confidence half-width. */
export interface PeriodComparison {
  reference: Period;
  evaluation: Period;
  /** null when a period holds no daily value. */
  value: number | null;
  confidence: number | null;
}

export function comparePeriods(
  days: readonly DailyPerformance[],
  ref: readonly [number, number],
  evaluation: readonly [number, number],
): PeriodComparison {
  const a = period(days, ref[0], ref[1]);
  const b = period(days, evaluation[0], evaluation[1]);
  const strip = ({ values: _values, ...p }: Period & { values: number[] }): Period => p;
  const confidence =
    a.values.length > 1 && b.values.length > 1
      ? 1.96 * Math.sqrt(variance(a.values) / a.values.length + variance(b.values) / b.values.length)
      : null;
  return {
    reference: strip(a),
    evaluation: strip(b),
    value: a.meanPv === null || b.meanPv === null ? null : b.meanPv - a.meanPv,
    confidence: a.meanPv === null || b.meanPv === null ? null : confidence,
  };
}

function compare(
  kind: IndicatorKind,
  days: readonly DailyPerformance[],
  ref: [number, number] | null,
  evaluation: [number, number] | null,
  missing: string,
): PerformanceIndicator {
  if (!ref || !evaluation)
    return { kind, reference: null, evaluation: null, value: null, confidence: null, note: missing };
  const c = comparePeriods(days, ref, evaluation);
  if (c.value === null)
    return {
      kind,
      ...c,
      note: `No daily performance value in the ${c.reference.meanPv === null ? "reference" : "evaluation"} period.`,
    };
  return { kind, ...c, note: null };
}

/** The four indicators from the daily values and the vessel's events; `end` = the data's (or today's) end. */
export function performanceIndicators(
  days: readonly DailyPerformance[],
  events: readonly Iso19030EventView[],
  end: number,
  triggerValue: number | null,
): PerformanceIndicator[] {
  const dockings = events
    .filter((e) => e.eventType === "DryDocking")
    .map((e) => e.endTime)
    .sort((a, b) => a - b);
  const latest = dockings.at(-1) ?? null;
  const previous = dockings.at(-2) ?? null;
  const maintenance = events
    .filter((e) => e.eventType === "HullCleaning" || e.eventType === "PropellerPolishing")
    .sort((a, b) => a.endTime - b.endTime)
    .at(-1);
  const noDocking = "Record a dry docking (ISO 19030 events) to start the reference period.";
  const firstYear = (t: number | null): [number, number] | null => (t === null ? null : [t, t + YEAR_MS]);

  const trigger = compare(
    "MaintenanceTrigger",
    days,
    firstYear(latest),
    latest === null ? null : [Math.max(latest, end - QUARTER_MS), end],
    noDocking,
  );
  trigger.triggered = triggerValue === null || trigger.value === null ? null : -trigger.value >= triggerValue;
  return [
    compare(
      "DryDockingPerformance",
      days,
      firstYear(previous),
      firstYear(latest),
      "Record two dry dockings to compare the years after each.",
    ),
    compare(
      "InServicePerformance",
      days,
      firstYear(latest),
      latest === null ? null : [Math.max(latest, end - YEAR_MS), end],
      noDocking,
    ),
    trigger,
    compare(
      "MaintenanceEffect",
      days,
      maintenance ? [maintenance.startTime - QUARTER_MS, maintenance.startTime] : null,
      maintenance ? [maintenance.endTime, maintenance.endTime + QUARTER_MS] : null,
      "Record a hull cleaning or propeller polishing to see its effect.",
    ),
  ];
}
