import type { EventImpact } from "../hullPerformance/eventImpact.js";
import { type EventStep, eventStep } from "./consequence.js";
import type { DiagnosticType, LongTrendPeriod, LongTrendResult } from "./longTrends.js";

/**
 * What a consequence is of (docs/long-trends.md "Consequences"): the deviation the Compare table shows,
 * the current level against a chosen period's benchmark point, or the step a hull event made. Pure.
 */
export interface ConsequenceSubject {
  type: DiagnosticType;
  /** Percentage points above the benchmark, null when there is none to count. */
  deviation: number | null;
  benchmarking: boolean;
}

/** A trend's current deviation from its benchmark level (the Compare table's Deviation). */
export const deviationOf = (trend: LongTrendResult): ConsequenceSubject => ({
  type: trend.type,
  deviation: trend.deviationFromBenchmark,
  benchmarking: trend.performanceStatus === "BenchMarking",
});

/** The period index a `benchmarkPeriod` query names among `count` periods (blank: the last); null when none. */
export function benchmarkPeriodIndex(text: string, count: number): number | null {
  const index = text === "" ? count - 1 : /^\d{1,4}$/.test(text) ? Number(text) : -1;
  return index < 0 || index >= count ? null : index;
}

/**
 * The trend's current level (the last period's trendline at its end) against the benchmark point of
 * period `index`; a young last period stays Benchmarking (spec 3 §8).
 */
export function againstPeriod(
  trend: LongTrendResult,
  index: number,
): { benchmark: LongTrendPeriod; current: number | null; subject: ConsequenceSubject } {
  const benchmark = trend.periods[index]!;
  const current = trend.periods.at(-1)!.trendline?.end ?? null;
  return {
    benchmark,
    current,
    subject: {
      type: trend.type,
      deviation:
        current === null || benchmark.benchmarkPoint === null ? null : current - benchmark.benchmarkPoint,
      benchmarking: index === trend.periods.length - 1 && trend.performanceStatus === "BenchMarking",
    },
  };
}

export type BenefitStep = EventStep | "Benchmarking" | "NotAvailable";

/**
 * What a hull event took off a trend: the step between its periods (eventStep). The speed step is the
 * hull's trend step at the event instead, the Fouling page's event impact (one figure), except while
 * the new period is young (Benchmarking, as for every type).
 */
export function benefitStep(
  trend: LongTrendResult,
  eventEnd: number,
  impact: Pick<EventImpact, "improvement" | "before" | "after"> | null,
): BenefitStep {
  const trendStep = eventStep(trend.periods, eventEnd);
  if (trend.type !== "speed" || trendStep === "Benchmarking") return trendStep;
  if (impact?.improvement == null || impact.before.atEvent === null || impact.after.atEvent === null)
    return "NotAvailable";
  return { before: -impact.before.atEvent, after: -impact.after.atEvent, step: impact.improvement };
}

/** The consequence subject of a benefit step. */
export const stepSubject = (type: DiagnosticType, step: BenefitStep): ConsequenceSubject => ({
  type,
  deviation: typeof step === "string" ? null : step.step,
  benchmarking: step === "Benchmarking",
});
