import type { EventImpactAnswer } from "../../../../domain/hullPerformance/answers";
import { CLEAN_START_DAYS } from "../../../../domain/hullPerformance/cleanHullPeriod";
import { formatUtc } from "../../shared/format/formatUtc";

type TrendStep = Pick<
  EventImpactAnswer,
  | "before"
  | "after"
  | "performanceValueBefore"
  | "performanceValueAfter"
  | "improvement"
  | "confidence"
  | "significant"
>;

const NBSP = "\u00a0";

/** "no day", "1 day", "15 days": a count of days with a value, never "0 days", never broken after its number. */
export function daysWithValue(days: number): string {
  if (days === 0) return "no day";
  return days === 1 ? `1${NBSP}day` : `${days.toLocaleString("en-GB")}${NBSP}days`;
}

const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}`;

/** The step of the speed-loss trend at a hull event, or which side of it lacks the history for one. */
export function eventImpactText(step: TrendStep): string {
  const { before, after, performanceValueBefore, performanceValueAfter, improvement } = step;
  if (improvement === null || performanceValueBefore === null || performanceValueAfter === null)
    return `Not enough history: ${daysWithValue(before.days)} with a value before the event, ${daysWithValue(after.days)} after it`;
  const confidence = step.confidence === null ? "" : ` ± ${step.confidence.toFixed(2)}`;
  const unclear =
    step.significant === false ? " (within the 95 % confidence interval: not a clear effect)" : "";
  return `Trend at the event ${performanceValueBefore.toFixed(2)} % before (${daysWithValue(before.days)}), ${performanceValueAfter.toFixed(2)} % after (${daysWithValue(after.days)}): ${signed(improvement)}${confidence} percentage points${unclear}`;
}

/**
 * "a − b" of two percentages, the subtracted one in brackets when it is negative ("0.33 % − (−5.64 %)",
 * not "0.33 % − -5.64 %"), each with a true minus sign.
 */
export function percentDifferenceText(minuend: number, subtrahend: number, digits = 2): string {
  const percent = (n: number) => percentText(n, digits);
  const right = percent(subtrahend).startsWith("−") ? `(${percent(subtrahend)})` : percent(subtrahend);
  return `${percent(minuend)} − ${right}`;
}

/**
 * The label of the added-fuel card's "mean − clean hull" row: where the clean hull's level was read, or
 * why the reference stands for it (docs/fouling.md "Added fuel consumption").
 */
export function cleanHullLabel(measured: boolean, eventDate: string | null): string {
  if (eventDate === null) return "Mean speed loss − clean hull (the reference: no dry docking recorded)";
  const docking = formatUtc(eventDate, false);
  return measured
    ? `Mean speed loss − clean hull (after the dry docking of ${docking})`
    : `Mean speed loss − clean hull (the reference: no data in the ${CLEAN_START_DAYS} days after the dry docking of ${docking})`;
}

/** A number to `digits` decimals with a true minus sign ("−5.64", not "-5.64"; never "−0.00"). */
export function fixedText(n: number, digits = 2): string {
  const magnitude = Math.abs(n).toFixed(digits);
  return n < 0 && Number(magnitude) !== 0 ? `−${magnitude}` : magnitude;
}

/** A percentage to `digits` decimals with a true minus sign: "−5.64 %". */
export const percentText = (n: number, digits = 2): string => `${fixedText(n, digits)} %`;
