import { describe, expect, it } from "vitest";
import type { LongTrendDataAnswer } from "../../../../domain/longTrends/answers";
import { safeChartOptions } from "../../shared/charts/safeChartOptions";
import { apexHtmlSinks, HOSTILE, hasLiveMarkup } from "../../shared/charts/testing/apexHtmlSinks";
import { previousDiagnosticsChart } from "./previousDiagnosticsChart";

/** A trend with only what the chart reads: its name, spec range and daily values. */
const trend = (name: string, chartRange: number, values: number[]) =>
  ({
    name,
    chartRange,
    values: values.map((value, day) => ({
      timestamp: new Date(Date.UTC(2026, 10, 1 + day)).toISOString(),
      value,
    })),
  }) as unknown as LongTrendDataAnswer;

const yAxis = (fit: boolean) => {
  const { options } = previousDiagnosticsChart(
    [trend("Speed loss", 50, [-0.9, 0.4, 2.47]), trend("Shaft rpm deviation", 25, [0.1, -0.1])],
    {},
    fit,
  );
  return options.yaxis as {
    min: number;
    max: number;
    tickAmount: number;
    labels: { formatter: (v: number) => string };
  };
};

describe("previousDiagnosticsChart", () => {
  it("keeps the spec's ±50 % on ticks of 10 %, 0 among them", () => {
    const axis = yAxis(false);
    expect([axis.min, axis.max, axis.tickAmount]).toEqual([-50, 50, 10]);
    expect(axis.labels.formatter(0)).toBe("0 %");
    expect(axis.labels.formatter(-10)).toBe("-10 %");
  });

  it("fits every trend's values to nice ticks when asked", () => {
    const axis = yAxis(true);
    expect(axis.min).toBeLessThanOrEqual(-0.9);
    expect(axis.max).toBeGreaterThanOrEqual(2.47);
    expect(axis.max - axis.min).toBeLessThan(5);
  });

  it("writes a trend's name into the tooltip and legend as text, its axis labels from numbers only", () => {
    const { series, options } = previousDiagnosticsChart([trend(HOSTILE, 50, [1, 2])], {}, true);
    const sinks = apexHtmlSinks(safeChartOptions(options), series);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    expect(sinks.some((s) => s.includes("&lt;img"))).toBe(true);
  });
});
