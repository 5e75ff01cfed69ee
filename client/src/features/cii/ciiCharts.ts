import type { CiiBoundaries, CiiRunningDay } from "../../entities/cii/ciiApi";
import { RATING_COLOURS } from "../../entities/cii/ciiLook";
import type { ChartOptions } from "../../shared/charts/Chart";

const BOUNDARY_LINES: Array<[keyof CiiBoundaries, string, string]> = [
  ["superior", "A | B  superior", RATING_COLOURS.A],
  ["lower", "B | C  lower", RATING_COLOURS.B],
  ["upper", "C | D  upper", RATING_COLOURS.D],
  ["inferior", "D | E  inferior", RATING_COLOURS.E],
];

/** The four rating boundaries as horizontal lines (SVG text labels: constant words only). */
const boundaryAnnotations = (b: CiiBoundaries, labelColour: string) =>
  BOUNDARY_LINES.map(([key, text, colour]) => ({
    y: b[key],
    borderColor: colour,
    strokeDashArray: 4,
    label: { text, borderColor: colour, style: { background: colour, color: labelColour }, position: "left" },
  }));

const fixed = (digits: number) => (value: number) =>
  typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "";

/** Attained (with and without corrections), projected and required CII against the boundaries. */
export function comparisonChart(
  values: { label: string; value: number | null }[],
  boundaries: CiiBoundaries,
  base: ChartOptions,
  colour: string,
) {
  const top = Math.max(boundaries.inferior * 1.1, ...values.map((v) => (v.value ?? 0) * 1.1));
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "cii-comparison" },
    plotOptions: { bar: { columnWidth: "45%", borderRadius: 3 } },
    colors: [colour],
    dataLabels: { enabled: true, formatter: (v: number) => fixed(2)(v) },
    xaxis: { categories: values.map((v) => v.label) },
    yaxis: { min: 0, max: top, labels: { formatter: fixed(1) }, title: { text: "g CO2 / capacity·nm" } },
    annotations: { yaxis: boundaryAnnotations(boundaries, "#111") },
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
  const top = Math.max(boundaries.inferior * 1.15, ...days.map((d) => d.attained ?? 0));
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "cii-running", zoom: { enabled: false } },
    colors: [colour],
    stroke: { width: 2, curve: "straight" },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: { min: 0, max: top, labels: { formatter: fixed(1) }, title: { text: "g CO2 / capacity·nm" } },
    annotations: { yaxis: boundaryAnnotations(boundaries, "#111") },
    tooltip: { ...base.tooltip, x: { format: "dd MMM yyyy" }, y: { formatter: fixed(4) } },
    legend: { show: false },
  };
  return { options, series: [{ name: "Attained CII (running)", data }] };
}
