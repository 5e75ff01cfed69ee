import type { CompareAnswer } from "../../../../domain/longTrends/answers";
import type { ChartOptions } from "../../shared/charts/Chart";
import { axisScale } from "../../shared/charts/niceScale";

/** One colour per vessel, told apart in light and dark (Okabe–Ito, then a few more). */
export const VESSEL_COLORS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#8C6D31",
  "#7F7F7F",
  "#B8860B",
  "#6A3D9A",
];
export const vesselColor = (index: number) => VESSEL_COLORS[index % VESSEL_COLORS.length]!;

/**
 * The compared long trends in one chart: per vessel its daily values as points and each shown
 * period's trendline as a line in the same colour; y range ±25 for rpm and ±50 otherwise (spec 3 §9),
 * or the data's range when that is wider, or only the data's range when `fit` is on; nice ticks. Names
 * are plain text (Chart escapes them).
 */
export function compareChartOptions(comparison: CompareAnswer, base: ChartOptions, fit = false) {
  const series = comparison.items.flatMap((item) => [
    {
      name: item.name,
      type: "scatter",
      data: item.values.map((v) => ({ x: Date.parse(v.timestamp), y: v.value })),
    },
    {
      name: `${item.name} trendline`,
      type: "line",
      data: item.trendlines.flatMap((l) => [
        { x: Date.parse(l.from), y: l.start },
        { x: Date.parse(l.to), y: l.end },
        { x: Date.parse(l.to) + 1, y: null },
      ]),
    },
  ]);
  const colors = comparison.items.flatMap((_, i) => [vesselColor(i), vesselColor(i)]);
  const range = comparison.chartRange;
  const label = comparison.relativeY
    ? `${comparison.name}, since period start (pp)`
    : `${comparison.name} (%)`;
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "compare-long-trends", zoom: { enabled: false } },
    colors,
    markers: { size: comparison.items.flatMap(() => [3, 0]) },
    stroke: { width: comparison.items.flatMap(() => [0, 2.5]), curve: "straight" },
    dataLabels: { enabled: false },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: {
      ...axisScale({ min: -range, max: range }, comparison.relativeY ? "pp" : "%", {
        fit,
        values: series.flatMap((s) => s.data.map((p) => p.y)),
      }),
      title: { text: label },
    },
    tooltip: {
      shared: false,
      x: { format: "dd MMM yyyy" },
      y: { formatter: (v: number) => (v === null || v === undefined ? "" : `${v.toFixed(2)}`) },
    },
    // The page draws the legend itself (a swatch per vessel in the table): each trendline shares
    // its vessel's colour, and names stay text nodes.
    legend: { show: false },
  };
  return { series, options };
}
