import type { CurvePoint } from "../../../../domain/curves/referenceCurve";
import type { ChartOptions } from "../../shared/charts/Chart";
import { dataExtent, niceScale, tickLabel } from "../../shared/charts/niceScale";

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
  const xExtent = dataExtent([...input.points, ...input.predictions].map((p) => p.x));
  const yExtent = dataExtent(
    [...input.points, ...input.predictionCurve, ...input.predictions].map((p) => p.y),
  );
  // Nice ticks (9, 10, 11 kn; 400, 600 kg/hr), not 9, 9.69, 10.38.
  const xScale = xExtent && niceScale(xExtent.low, xExtent.high, 8);
  const yScale = yExtent && niceScale(yExtent.low, yExtent.high, 8);
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
      ...(xScale ? { min: xScale.min, max: xScale.max, tickAmount: xScale.tickAmount } : {}),
      labels: { formatter: (v: string) => (xScale ? tickLabel(Number(v), xScale.decimals) : num(Number(v))) },
      title: { text: axisTitle(input.xAxis, "x") },
      tooltip: { enabled: false },
    },
    yaxis: {
      ...(yScale ? { min: yScale.min, max: yScale.max, tickAmount: yScale.tickAmount } : {}),
      labels: { formatter: (v: number) => (yScale ? tickLabel(v, yScale.decimals) : num(v)) },
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
