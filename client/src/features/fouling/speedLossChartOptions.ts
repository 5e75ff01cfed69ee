import type {
  SpeedLossAnswer,
  SpeedLossDayAnswer,
  SpeedLossPeriodAnswer,
} from "../../../../domain/hullPerformance/answers";
import type { ChartOptions } from "../../shared/charts/Chart";
import { EVENT_TYPE_LABELS } from "./eventTypes";

const DAY = 86_400_000;

/**
 * Daily speed loss (ISO 19030-2, %) as points, the fitted trend of each period between hull events as
 * lines, and the events as vertical markers. Tooltips and labels are plain text (shared/charts escapes).
 */
export function speedLossChartOptions(
  history: SpeedLossDayAnswer[],
  periods: SpeedLossPeriodAnswer[],
  events: SpeedLossAnswer["events"],
  base: ChartOptions,
  colors: { points: string; trend: string; event: string; benchmark: string; label: string },
  show: { trend: boolean; events: boolean; benchmark: number | null } = {
    trend: true,
    events: true,
    benchmark: null,
  },
) {
  const series = [
    {
      name: "Daily speed loss (%)",
      type: "scatter",
      data: history.map((d) => ({ x: Date.parse(d.timestamp), y: d.speedLoss })),
    },
    {
      name: "Trend (%)",
      type: "line",
      data: (show.trend ? periods : []).flatMap((p) => {
        const start = Math.max(Date.parse(p.from), history.length ? Date.parse(history[0]!.timestamp) : 0);
        const end = Date.parse(p.to);
        const years = (end - start) / (365.25 * DAY);
        const startValue = p.current - p.changePerYear * years;
        return [
          { x: start, y: Math.round(startValue * 100) / 100 },
          { x: end, y: p.current },
          { x: end + 1, y: null },
        ];
      }),
    },
  ];
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "fouling-speed-loss", zoom: { enabled: false } },
    colors: [colors.points, colors.trend],
    markers: { size: [3, 0] },
    stroke: { width: [0, 2.5], curve: "straight" },
    dataLabels: { enabled: false },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: {
      // A benchmark outside the data's range would not be drawn: the axis is widened to hold it.
      ...(show.benchmark === null
        ? {}
        : yRangeWith(
            history.map((d) => d.speedLoss),
            show.benchmark,
          )),
      labels: { formatter: (v: number) => `${v.toFixed(1)} %` },
      title: { text: "Speed loss (%)" },
    },
    annotations: {
      yaxis:
        show.benchmark === null
          ? []
          : [
              {
                y: show.benchmark,
                borderColor: colors.benchmark,
                strokeDashArray: 6,
                label: {
                  text: `Benchmark ${show.benchmark} %`,
                  style: { color: colors.label, background: colors.benchmark },
                },
              },
            ],
      xaxis: (show.events ? events : []).map((e) => ({
        x: Date.parse(e.endTime),
        borderColor: colors.event,
        strokeDashArray: 4,
        label: {
          text: EVENT_TYPE_LABELS[e.eventType],
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

function yRangeWith(values: readonly number[], benchmark: number): { min: number; max: number } {
  const low = Math.min(benchmark, ...values);
  const high = Math.max(benchmark, ...values);
  const pad = Math.max(0.5, (high - low) * 0.05);
  return { min: Math.floor(low - pad), max: Math.ceil(high + pad) };
}
