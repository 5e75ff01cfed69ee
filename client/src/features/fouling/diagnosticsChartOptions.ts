import type { DeviationSeriesAnswer } from "../../../../domain/hullPerformance/answers";
import type { ChartOptions } from "../../shared/charts/Chart";
import { axisScale } from "../../shared/charts/niceScale";
import type { PropulsionCurve } from "./foulingApi";

/**
 * A daily series on a time axis: the given y range (the spec's ±25 / ±50 %) with nice ticks, or the
 * data's own range when `fit` is on (plain-text labels only).
 */
export function dailyChartOptions(
  base: ChartOptions,
  id: string,
  name: string,
  unit: string,
  days: ReadonlyArray<{ timestamp: string; value: number }>,
  colour: string,
  range: { min: number; max: number },
  zeroLine: number | null,
  lineColour: string,
  fit = false,
) {
  const series = [
    { name, type: "scatter", data: days.map((d) => ({ x: Date.parse(d.timestamp), y: d.value })) },
  ];
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id, zoom: { enabled: false } },
    colors: [colour],
    markers: { size: 3 },
    dataLabels: { enabled: false },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: {
      ...axisScale(range, unit, { fit, values: days.map((d) => d.value) }),
      title: { text: name },
    },
    annotations: {
      yaxis: zeroLine === null ? [] : [{ y: zeroLine, borderColor: lineColour, strokeDashArray: 4 }],
    },
    tooltip: {
      x: { format: "dd MMM yyyy" },
      y: { formatter: (v: number) => (v === null || v === undefined ? "" : `${v.toFixed(2)} ${unit}`) },
    },
    legend: { show: false },
  };
  return { series, options };
}

export const deviationDays = (s: DeviationSeriesAnswer) =>
  s.days.map((d) => ({ timestamp: d.timestamp, value: d.deviation }));

/** Speed (x, kn) against delivered power (y, kW): the reference curves as lines, the measured days as points. */
export function propulsionCurveOptions(
  curve: PropulsionCurve,
  base: ChartOptions,
  colours: readonly string[],
) {
  const series = [
    ...curve.reference.map((c) => ({
      name: `Reference at ${c.draft} m`,
      type: "line",
      data: c.points.map((p) => ({ x: p.speed, y: p.power })),
    })),
    {
      name: "Measured (daily mean)",
      type: "scatter",
      data: curve.measured.map((m) => ({ x: m.speed, y: m.power })),
    },
  ];
  const lines = curve.reference.length;
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "fouling-propulsion-curve", zoom: { enabled: false } },
    colors: [...colours.slice(0, lines), colours.at(-1)!],
    stroke: { width: [...Array(lines).fill(2), 0], curve: "straight" },
    markers: { size: [...Array(lines).fill(0), 4] },
    dataLabels: { enabled: false },
    xaxis: {
      type: "numeric",
      title: { text: "Speed through water (kn)" },
      labels: { formatter: (v: string) => Number(v).toFixed(1) },
      tickAmount: 8,
    },
    yaxis: {
      title: { text: "Delivered power (kW)" },
      labels: { formatter: (v: number) => Math.round(v).toLocaleString("en-GB") },
    },
    tooltip: {
      shared: false,
      x: { formatter: (v: number) => `${v.toFixed(2)} kn` },
      y: { formatter: (v: number) => `${Math.round(v).toLocaleString("en-GB")} kW` },
    },
    legend: { show: true, ...base.legend },
  };
  return { series, options };
}
