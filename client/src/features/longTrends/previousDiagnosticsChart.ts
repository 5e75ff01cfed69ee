import type { LongTrendDataAnswer } from "../../../../domain/longTrends/answers";
import type { ChartOptions } from "../../shared/charts/Chart";
import { axisScale } from "../../shared/charts/niceScale";

/**
 * The previous Diagnostics view's one chart: every trend's daily values as a line of its own, on one
 * ±50 % axis (the widest of spec 3 §9's ranges, so rpm's ±25 fits), or the data's own range when `fit`
 * is on, on nice ticks through 0; labels and tooltips plain text.
 */
export function previousDiagnosticsChart(
  trends: readonly LongTrendDataAnswer[],
  base: ChartOptions,
  fit = false,
) {
  const series = trends.map((trend) => ({
    name: `${trend.name} (%)`,
    data: trend.values.map((v) => ({ x: Date.parse(v.timestamp), y: v.value })),
  }));
  const range = Math.max(25, ...trends.map((t) => t.chartRange));
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "diagnostics-previous", zoom: { enabled: false } },
    stroke: { width: 2, curve: "straight" },
    markers: { size: 0 },
    dataLabels: { enabled: false },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: {
      ...axisScale({ min: -range, max: range }, "%", {
        fit,
        values: series.flatMap((s) => s.data.map((p) => p.y)),
      }),
      title: { text: "Deviation (%)" },
    },
    tooltip: {
      ...base.tooltip,
      shared: true,
      x: { format: "dd MMM yyyy" },
      y: { formatter: (v: number) => (v === null || v === undefined ? "" : `${v.toFixed(2)} %`) },
    },
    legend: { ...base.legend, show: true, position: "bottom" },
  };
  return { series, options };
}
