import type { CiiBoundaries, CiiRating, CiiRunningDay } from "../../entities/cii/ciiApi";
import { RATING_COLOURS } from "../../entities/cii/ciiLook";
import type { ChartOptions } from "../../shared/charts/Chart";

/**
 * The five rating bands between the boundaries as shaded ranges with their letter (SVG text: constant
 * letters only), from `bottom` to `top` of the axis.
 */
const ratingBands = (b: CiiBoundaries, bottom: number, top: number) => {
  const edges: Array<[CiiRating, number, number]> = [
    ["A", bottom, b.superior],
    ["B", b.superior, b.lower],
    ["C", b.lower, b.upper],
    ["D", b.upper, b.inferior],
    ["E", b.inferior, top],
  ];
  return edges.map(([rating, y, y2]) => ({
    y,
    y2,
    fillColor: RATING_COLOURS[rating],
    opacity: 0.16,
    borderColor: "transparent",
    label: {
      text: rating,
      position: "right",
      textAnchor: "end",
      offsetX: -4,
      offsetY: 14,
      borderColor: "transparent",
      style: { background: "transparent", color: RATING_COLOURS[rating], fontWeight: 700, fontSize: "12px" },
    },
  }));
};

/** An axis range that shows every band: from well below the superior boundary to above the inferior. */
const axisRange = (b: CiiBoundaries, values: number[]) => ({
  min: Math.max(0, Math.min(b.superior * 0.75, ...values.map((v) => v * 0.95))),
  // a first day's spike should not flatten the year: the axis stops at 1.5 × the inferior boundary
  max: Math.min(b.inferior * 1.5, Math.max(b.inferior * 1.12, ...values.map((v) => v * 1.05))),
});

const fixed = (digits: number) => (value: number) =>
  typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "";

/** Attained (with and without corrections), projected and required CII against the boundaries. */
export function comparisonChart(
  values: { label: string; value: number | null }[],
  boundaries: CiiBoundaries,
  base: ChartOptions,
  colour: string,
) {
  const { min, max } = axisRange(
    boundaries,
    values.flatMap((v) => (v.value === null ? [] : [v.value])),
  );
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "cii-comparison" },
    plotOptions: { bar: { columnWidth: "45%", borderRadius: 3 } },
    colors: [colour],
    dataLabels: { enabled: true, formatter: (v: number) => fixed(2)(v) },
    xaxis: { categories: values.map((v) => v.label) },
    yaxis: { min, max, labels: { formatter: fixed(2) }, title: { text: "gCO2/cap·nm" } },
    annotations: { yaxis: ratingBands(boundaries, min, max) },
    tooltip: { ...base.tooltip, y: { formatter: fixed(4) } },
    legend: { show: false },
  };
  return { options, series: [{ name: "CII", data: values.map((v) => v.value) }] };
}

/** The running (year-to-date) attained CII per day against the boundaries. */
export function runningChart(
  days: CiiRunningDay[],
  boundaries: CiiBoundaries,
  base: ChartOptions,
  colour: string,
) {
  const data = days.map((d) => ({ x: Date.parse(`${d.date}T00:00:00Z`), y: d.attained }));
  const { min, max } = axisRange(
    boundaries,
    days.flatMap((d) => (d.attained === null ? [] : [d.attained])),
  );
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "cii-running", zoom: { enabled: false } },
    colors: [colour],
    stroke: { width: 2, curve: "straight" },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: { min, max, labels: { formatter: fixed(2) }, title: { text: "gCO2/cap·nm" } },
    annotations: { yaxis: ratingBands(boundaries, min, max) },
    tooltip: { ...base.tooltip, x: { format: "dd MMM yyyy" }, y: { formatter: fixed(4) } },
    legend: { show: false },
  };
  return { options, series: [{ name: "Attained CII (running)", data }] };
}
