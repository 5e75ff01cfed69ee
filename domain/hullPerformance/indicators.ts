/**
 * ISO 19030-2's four performance indicators (regulations reference §6 step 6), each the change of PV
 * from a reference period to an evaluation period, with a 95 % confidence interval of that change from
 * the daily values. A negative value is a loss of performance.
 *
 * Periods (ISO 19030-2 §7, docs/fouling.md). A reference period is used only once it is complete (a
 * reference that reaches past the data's end would hold the evaluation period itself and read 0 by
 * construction); until then the indicator is null and says when it will be. Evaluation never overlaps
 * the reference.
 * - Dry-docking performance: the first year after the previous dry docking vs the first year after the
 *   latest one (the effect of the docking's hull and propeller work).
 * - In-service performance: the first year after the latest dry docking vs the last year after it.
 * - Maintenance trigger: the first year after the latest dry docking (the first three months while that
 *   year is not complete) vs the PV now: a line through the last three months' daily values (since the
 *   latest hull cleaning or new coating, if later) read at the end (a three-month mean would lag the
 *   hull by 45 days). It fires when the loss (−value) reaches the vessel's trigger value with 95 %
 *   confidence: the lower end of its interval, −value − confidence, reaches it (`reachedTrigger`).
 * - Maintenance effect: the step of the trend at the latest hull cleaning or propeller polishing
 *   (eventStep.ts, the figure the Fouling page's event impact shows).
 */

import { formatDay } from "../shared/dateInput.js";
import type { EventImpact } from "./eventImpact.js";
import { lineAt, serialInflation, trendStepAt } from "./eventStep.js";
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
  /** Maintenance trigger only: the reference it is judged against (the first year, or its first three months). */
  referenceKind?: "firstYear" | "firstThreeMonths" | null;
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

const dateOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const notComplete = (t: number) =>
  `Not enough history: the reference period is complete on ${formatDay(dateOf(t))}.`;

function empty(kind: IndicatorKind, note: string): PerformanceIndicator {
  return { kind, reference: null, evaluation: null, value: null, confidence: null, note };
}

function compare(
  kind: IndicatorKind,
  days: readonly DailyPerformance[],
  ref: [number, number],
  evaluation: [number, number],
): PerformanceIndicator {
  const c = comparePeriods(days, ref, evaluation);
  if (c.value === null)
    return {
      kind,
      ...c,
      note: `Not enough history: no daily performance value in the ${c.reference.meanPv === null ? "reference" : "evaluation"} period.`,
    };
  return { kind, ...c, note: null };
}

/**
 * Whether a trigger value is reached: the whole 95 % interval of the loss (−value ± confidence) lies at or
 * beyond it. A line end scatters by its standard error (±0.15–0.2 pp with three months of daily values), so
 * the point estimate alone crosses the trigger days to weeks before the hull does half the time; without a
 * confidence (fewer than two values in a period) nothing is reached.
 */
function reachedTrigger(value: number, confidence: number | null, triggerValue: number): boolean {
  return confidence !== null && -value - confidence >= triggerValue;
}

/** The maintenance trigger: the PV now (the last three months' line at `end`) − the reference's mean. */
function maintenanceTrigger(
  days: readonly DailyPerformance[],
  latest: number | null,
  end: number,
  triggerValue: number | null,
  /** The end of the latest hull cleaning or new coating: the hull the trigger judges starts there. */
  cleanedAt: number | null,
): PerformanceIndicator {
  const kind = "MaintenanceTrigger";
  if (latest === null) return { ...empty(kind, NO_DOCKING), triggered: null, referenceKind: null };
  const year = latest + YEAR_MS <= end;
  const refEnd = year ? latest + YEAR_MS : latest + QUARTER_MS;
  if (refEnd > end) return { ...empty(kind, notComplete(refEnd)), triggered: null, referenceKind: null };
  const reference = comparePeriods(days, [latest, refEnd], [latest, refEnd]).reference;
  const refDays = days.filter((d) => d.dayStart >= latest && d.dayStart < refEnd);
  const refValues = refDays.map((d) => d.pv);
  const evalFrom = Math.max(refEnd, end - QUARTER_MS, cleanedAt ?? refEnd);
  const recent = days.filter((d) => d.dayStart >= evalFrom && d.dayStart < end);
  const now = lineAt(recent, end);
  const evaluation: Period = { from: evalFrom, to: end, days: recent.length, meanPv: now.atEvent };
  const referenceKind = year ? "firstYear" : "firstThreeMonths";
  if (reference.meanPv === null || now.atEvent === null)
    return {
      kind,
      reference,
      evaluation,
      value: null,
      confidence: null,
      triggered: null,
      referenceKind,
      note: `Not enough history: no daily performance value in the ${reference.meanPv === null ? "reference" : "evaluation"} period.`,
    };
  const value = now.atEvent - reference.meanPv;
  // Consecutive days share their weather: each standard error is widened by its serial correlation.
  const refSe =
    refValues.length > 1
      ? Math.sqrt(variance(refValues) / refValues.length) *
        serialInflation(refDays, { atEvent: reference.meanPv, changePerYear: null }, refEnd)
      : null;
  const nowSe = now.standardError === null ? null : now.standardError * serialInflation(recent, now, end);
  const confidence = refSe === null || nowSe === null ? null : 1.96 * Math.hypot(refSe, nowSe);
  return {
    kind,
    reference,
    evaluation,
    value,
    confidence,
    triggered: triggerValue === null ? null : reachedTrigger(value, confidence, triggerValue),
    referenceKind,
    note: null,
  };
}

const NO_DOCKING = "Record a dry docking (ISO 19030 events) to start the reference period.";

/** The four indicators from the daily values and the vessel's events; `end` = the data's (or today's) end. */
export function performanceIndicators(
  days: readonly DailyPerformance[],
  events: readonly Iso19030EventView[],
  end: number,
  triggerValue: number | null,
  /** The latest maintenance's impact as the Fouling page reads it (eventImpactOf); computed from `days` without. */
  maintenanceImpact?: EventImpact | null,
): PerformanceIndicator[] {
  const known = events.filter((e) => e.endTime <= end);
  const dockings = known
    .filter((e) => e.eventType === "DryDocking")
    .map((e) => e.endTime)
    .sort((a, b) => a - b);
  const latest = dockings.at(-1) ?? null;
  const previous = dockings.at(-2) ?? null;
  const maintenance = known
    .filter((e) => e.eventType === "HullCleaning" || e.eventType === "PropellerPolishing")
    .sort((a, b) => a.endTime - b.endTime)
    .at(-1);

  const dryDocking =
    latest === null || previous === null
      ? empty("DryDockingPerformance", "Record two dry dockings to compare the years after each.")
      : latest + YEAR_MS > end
        ? empty("DryDockingPerformance", notComplete(latest + YEAR_MS))
        : compare(
            "DryDockingPerformance",
            days,
            [previous, Math.min(previous + YEAR_MS, latest)],
            [latest, latest + YEAR_MS],
          );
  const inService =
    latest === null
      ? empty("InServicePerformance", NO_DOCKING)
      : latest + YEAR_MS >= end
        ? empty("InServicePerformance", notComplete(latest + YEAR_MS))
        : compare(
            "InServicePerformance",
            days,
            [latest, latest + YEAR_MS],
            [Math.max(latest + YEAR_MS, end - YEAR_MS), end],
          );
  return [
    dryDocking,
    inService,
    maintenanceTrigger(
      days,
      latest,
      end,
      triggerValue,
      known
        .filter((e) => e.eventType === "HullCleaning" || e.eventType === "NewCoating")
        .reduce<number | null>((t, e) => Math.max(t ?? e.endTime, e.endTime), null),
    ),
    maintenanceEffect(days, maintenance, known, maintenanceImpact),
  ];
}

/** The trend step at the latest hull cleaning or propeller polishing, bounded by the other events. */
function maintenanceEffect(
  days: readonly DailyPerformance[],
  maintenance: Iso19030EventView | undefined,
  events: readonly Iso19030EventView[],
  impact: EventImpact | null | undefined,
): PerformanceIndicator {
  const kind = "MaintenanceEffect";
  if (!maintenance) return empty(kind, "Record a hull cleaning or propeller polishing to see its effect.");
  const step =
    impact && impact.eventId === maintenance.id
      ? {
          before: impact.before,
          after: impact.after,
          value: impact.improvement,
          confidence: impact.confidence,
        }
      : trendStepAt(days, maintenance, events);
  const side = (s: typeof step.before): Period => ({
    from: s.from,
    to: s.to,
    days: s.days,
    meanPv: s.atEvent,
  });
  return {
    kind,
    reference: side(step.before),
    evaluation: side(step.after),
    value: step.value,
    confidence: step.confidence,
    note:
      step.value === null
        ? `Not enough history: no daily performance value ${step.before.atEvent === null ? "before" : "after"} the event.`
        : null,
  };
}
