import type { LongTrendDataAnswer } from "../../../../domain/longTrends/answers";
import type { ChartOptions } from "../../shared/charts/Chart";
import { axisScale } from "../../shared/charts/niceScale";

const EVENT_LABELS: Record<string, string> = {
  DryDocking: "Dry docking",
  PropellerPolishing: "Propeller polishing",
  HullCleaning: "Hull cleaning",
  NewCoating: "New coating",
};

/**
 * One long trend: daily values as points, each period's trendline as a line, the hull events as
 * vertical markers; y range ±25 for rpm and ±50 otherwise (spec 3 §9), or the data's own range when
 * `fit` is on, with nice ticks. Labels and tooltips are plain text.
 */
export function longTrendChartOptions(
  trend: LongTrendDataAnswer,
  base: ChartOptions,
  colors: { points: string; trend: string; event: string; label: string },
  fit = false,
) {
  const series = [
    {
      name: `${trend.name} (%)`,
      type: "scatter",
      data: trend.values.map((v) => ({ x: Date.parse(v.timestamp), y: v.value })),
    },
    {
      name: "Trendline (%)",
      type: "line",
      data: trend.periods.flatMap((p) => {
        if (!p.trendline) return [];
        const values = trend.values.filter((v) => v.timestamp >= p.from && v.timestamp <= p.to);
        const start = values.length ? Date.parse(values[0]!.timestamp) : Date.parse(p.from);
        const end = Date.parse(p.to);
        return [
          { x: start, y: p.trendline.start },
          { x: end, y: p.trendline.end },
          { x: end + 1, y: null },
        ];
      }),
    },
  ];
  const range = trend.chartRange;
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: `long-trend-${trend.diagnosticType}`, zoom: { enabled: false } },
    colors: [colors.points, colors.trend],
    markers: { size: [3, 0] },
    stroke: { width: [0, 2.5], curve: "straight" },
    dataLabels: { enabled: false },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: {
      ...axisScale({ min: -range, max: range }, "%", {
        fit,
        values: series.flatMap((s) => s.data.map((p) => p.y)),
      }),
      title: { text: `${trend.name} (%)` },
    },
    annotations: {
      xaxis: trend.events.map((e) => ({
        x: Date.parse(e.endTime),
        borderColor: colors.event,
        strokeDashArray: 4,
        label: {
          text: EVENT_LABELS[e.eventType] ?? e.eventType,
          style: { color: colors.label, background: colors.event },
        },
      })),
    },
    tooltip: {
      shared: false,
      x: { format: "dd MMM yyyy" },
      y: { formatter: (v: number) => (v === null || v === undefined ? "" : `${v.toFixed(2)} %`) },
    },
    legend: { show: true, ...base.legend },
  };
  return { series, options };
}
