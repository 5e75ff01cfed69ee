import type { ChartOptions } from "../../shared/charts/Chart";
import type { DeviationSeries, PropulsionCurve } from "./foulingApi";

/** A daily series on a time axis with a fixed symmetric or given y range (plain-text labels only). */
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
      min: range.min,
      max: range.max,
      // Ticks on round numbers: 5 % steps on ±25, 25 % steps on ±50, 10 % on the efficiency scale.
      tickAmount: Math.max(
        2,
        Math.round(
          (range.max - range.min) /
            (range.max - range.min <= 50 ? 5 : range.max - range.min === 100 ? 25 : 10),
        ),
      ),
      labels: { formatter: (v: number) => `${v.toFixed(0)} ${unit}` },
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

export const deviationDays = (s: DeviationSeries) =>
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
