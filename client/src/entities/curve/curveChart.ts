import type { CurvePoint } from "../../../../domain/curves/referenceCurve";
import type { ChartOptions } from "../../shared/charts/Chart";

const axisTitle = (axis: { name: string | null; unit: string | null }, fallback: string) =>
  axis.name ? `${axis.name}${axis.unit ? ` (${axis.unit})` : ""}` : fallback;

const num = (v: number) =>
  Number.isFinite(v) ? v.toLocaleString("en-GB", { maximumFractionDigits: 2 }) : "";

/**
 * The curve view's chart: the curve's points as markers and the fitted prediction curve as a line, on
 * numeric axes. Every formatter answers plain text (shared/charts escapes what reaches HTML anyway).
 */
export function curveChart(
  input: {
    points: readonly CurvePoint[];
    predictionCurve: readonly CurvePoint[];
    predictions: readonly CurvePoint[];
    xAxis: { name: string | null; unit: string | null };
    yAxis: { name: string | null; unit: string | null };
  },
  base: ChartOptions,
  colors: { points: string; curve: string; prediction: string },
) {
  const series = [
    { name: "Points", type: "scatter", data: input.points.map((p) => ({ x: p.x, y: p.y })) },
    { name: "Fitted curve", type: "line", data: input.predictionCurve.map((p) => ({ x: p.x, y: p.y })) },
    { name: "Predictions", type: "scatter", data: input.predictions.map((p) => ({ x: p.x, y: p.y })) },
  ];
  const xs = [...input.points, ...input.predictions].map((p) => p.x);
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "reference-curve", zoom: { enabled: false } },
    colors: [colors.points, colors.curve, colors.prediction],
    stroke: { width: [0, 2.5, 0], curve: "straight" },
    markers: { size: [5, 0, 7], strokeWidth: 0, hover: { sizeOffset: 2 } },
    dataLabels: { enabled: false },
    legend: { ...base.legend, position: "top" },
    xaxis: {
      type: "numeric",
      min: xs.length ? Math.min(...xs) : undefined,
      max: xs.length ? Math.max(...xs) : undefined,
      tickAmount: 8,
      labels: { formatter: (v: string) => num(Number(v)) },
      title: { text: axisTitle(input.xAxis, "x") },
      tooltip: { enabled: false },
    },
    yaxis: {
      labels: { formatter: (v: number) => num(v) },
      title: { text: axisTitle(input.yAxis, "y") },
    },
    tooltip: {
      ...base.tooltip,
      shared: false,
      intersect: true,
      x: { formatter: (v: number) => `x = ${num(v)}` },
      y: { formatter: (v: number) => num(v) },
    },
  };
  return { series, options };
}
