import { describe, expect, it } from "vitest";
import { BENCHMARK_DAYS, type LongTrendPeriod, type LongTrendResult } from "./longTrends.js";
import { againstPeriod, benchmarkPeriodIndex, benefitStep, deviationOf, stepSubject } from "./subjects.js";

const DAY = 86_400_000;
const period = (from: number, days: number, start: number | null, end: number | null): LongTrendPeriod => ({
  from,
  to: from + (days - 1) * DAY,
  values: Array.from({ length: days }, (_, i) => ({ t: from + i * DAY, value: 0 })),
  trendline:
    start === null || end === null ? null : { start, end, coefficient: 0, changePerYear: (end - start) * 12 },
  benchmarkPoint: start,
  statistics: null,
});
const trend = (
  type: LongTrendResult["type"],
  periods: LongTrendPeriod[],
  status: LongTrendResult["performanceStatus"] = "Ok",
): LongTrendResult => ({
  type,
  periods,
  benchmarkLevel: 1,
  deviationFromBenchmark: 2.5,
  trendLimits: null,
  performanceStatus: status,
});
const event = 100 * DAY;
const two = [period(0, 90, 1, 4), period(event, BENCHMARK_DAYS, 0.5, 3)];

describe("consequence subjects", () => {
  it("the Compare deviation", () => {
    expect(deviationOf(trend("rpm", two, "BenchMarking"))).toEqual({
      type: "rpm",
      deviation: 2.5,
      benchmarking: true,
    });
  });

  it("names a period by index, the last when blank, none outside the periods", () => {
    expect(benchmarkPeriodIndex("", 2)).toBe(1);
    expect(benchmarkPeriodIndex("0", 2)).toBe(0);
    expect(benchmarkPeriodIndex("2", 2)).toBeNull();
    expect(benchmarkPeriodIndex("-1", 2)).toBeNull();
    expect(benchmarkPeriodIndex("1.5", 2)).toBeNull();
    expect(benchmarkPeriodIndex("", 0)).toBeNull();
  });

  it("the current level against an earlier period's benchmark point; Benchmarking only for the last", () => {
    const young = trend("sfoc", two, "BenchMarking");
    const first = againstPeriod(young, 0);
    expect(first.current).toBe(3);
    expect(first.benchmark).toBe(two[0]);
    expect(first.subject).toEqual({ type: "sfoc", deviation: 2, benchmarking: false });
    expect(againstPeriod(young, 1).subject).toEqual({ type: "sfoc", deviation: 2.5, benchmarking: true });
    expect(againstPeriod(trend("sfoc", [period(0, 90, null, null)]), 0).subject.deviation).toBeNull();
  });

  it("the step between the periods of an event; for speed the hull's step at the event", () => {
    expect(benefitStep(trend("rpm", two), event, null)).toEqual({ before: 4, after: 0.5, step: 3.5 });
    const impact = { improvement: 1.2, before: { atEvent: -3 }, after: { atEvent: -1.8 } } as Parameters<
      typeof benefitStep
    >[2];
    expect(benefitStep(trend("speed", two), event, impact)).toEqual({ before: 3, after: 1.8, step: 1.2 });
    expect(benefitStep(trend("speed", two), event, null)).toBe("NotAvailable");
    const youngPeriods = [two[0]!, period(event, BENCHMARK_DAYS - 1, 0.5, 3)];
    expect(benefitStep(trend("speed", youngPeriods), event, impact)).toBe("Benchmarking");
  });

  it("a step's subject", () => {
    expect(stepSubject("rpm", { before: 4, after: 0.5, step: 3.5 })).toEqual({
      type: "rpm",
      deviation: 3.5,
      benchmarking: false,
    });
    expect(stepSubject("rpm", "Benchmarking")).toEqual({ type: "rpm", deviation: null, benchmarking: true });
    expect(stepSubject("rpm", "NotAvailable")).toEqual({ type: "rpm", deviation: null, benchmarking: false });
  });
});
