import { withinRange } from "../../../../domain/logdata/filters";
import type { VoyageSummary } from "../../entities/vessel/voyagesApi";
import type { ChartOptions } from "../../shared/charts/Chart";
import { formatValue, unitAxes } from "../../shared/charts/unitAxes";
import type { LoadedSeries } from "./loadSeries";

/** Min & max of Filter min & max: points outside a variable's range are dropped (spec 3 §9). */
export function applyRanges(
  series: readonly LoadedSeries[],
  ranges: ReadonlyMap<number, { min: number | null; max: number | null }>,
): LoadedSeries[] {
  return series.map((s) => {
    const range = ranges.get(s.id);
    if (!range || (range.min === null && range.max === null)) return s;
    return {
      ...s,
      points: withinRange(
        s.points,
        { min: range.min ?? undefined, max: range.max ?? undefined },
        (p) => p[1],
      ),
    };
  });
}

/** x-y pairs of two series at the same timestamps (one variable against another). */
export function scatterPoints(x: LoadedSeries, y: LoadedSeries): [number, number][] {
  const yAt = new Map(y.points);
  const pairs: [number, number][] = [];
  for (const [t, value] of x.points) {
    const other = yAt.get(t);
    if (other !== undefined) pairs.push([value, other]);
  }
  return pairs;
}

const voyageName = (v: VoyageSummary): string => {
  const port = (p: VoyageSummary["fromPort"]) => p?.name ?? "";
  const route = [port(v.fromPort), port(v.toPort)].filter(Boolean).join(" – ");
  return v.voyage?.name ? `Voyage ${v.voyage.name}` : route || "Voyage";
};

/** Voyages inside [from, to] as shaded x ranges, labelled (SVG text, never HTML). */
export function voyageAnnotations(
  voyages: readonly VoyageSummary[],
  from: number,
  to: number,
  color: string,
): NonNullable<NonNullable<ChartOptions["annotations"]>["xaxis"]> {
  return voyages
    .map((v) => ({
      v,
      start: Date.parse(v.departedAt),
      end: Date.parse(v.endedAt ?? v.arrivedAt ?? "") || to,
    }))
    .filter(({ start, end }) => Number.isFinite(start) && end > from && start < to)
    .map(({ v, start, end }) => ({
      x: Math.max(start, from),
      x2: Math.min(end, to),
      fillColor: color,
      opacity: 0.08,
      borderColor: color,
      label: { text: voyageName(v), orientation: "horizontal", style: { background: "transparent", color } },
    }));
}

export interface GroupChartInput {
  base: ChartOptions;
  groupKey: string;
  syncGroup: string;
  series: readonly LoadedSeries[];
  from: number;
  to: number;
  annotations: ReturnType<typeof voyageAnnotations>;
  onZoom: (from: number, to: number) => void;
  onResetZoom: () => void;
}

/**
 * A group's time chart: datetime x axis over [from, to], one y axis per unit, crosshair and zoom
 * synchronised with the other groups (ApexCharts chart group), tooltips as plain text.
 */
export function groupChartOptions(input: GroupChartInput): ChartOptions {
  const { base } = input;
  const precision = new Map(input.series.map((s) => [s.name, s.precision]));
  return {
    ...base,
    chart: {
      ...base.chart,
      id: input.groupKey,
      group: input.syncGroup,
      type: "line",
      zoom: { enabled: true, type: "x", autoScaleYaxis: false },
      toolbar: {
        show: true,
        tools: {
          download: false,
          selection: false,
          zoom: true,
          zoomin: true,
          zoomout: true,
          pan: false,
          reset: true,
        },
      },
      events: {
        zoomed: (_chart: unknown, { xaxis }: { xaxis?: { min?: number; max?: number } }) => {
          if (xaxis?.min !== undefined && xaxis.max !== undefined)
            input.onZoom(Math.round(xaxis.min), Math.round(xaxis.max));
        },
        beforeResetZoom: () => {
          input.onResetZoom();
          return { xaxis: { min: input.from, max: input.to } };
        },
      },
    },
    stroke: { width: 1.5, curve: "straight" },
    markers: { size: 0 },
    dataLabels: { enabled: false },
    legend: { ...base.legend, position: "top", horizontalAlign: "left", showForSingleSeries: true },
    xaxis: { type: "datetime", min: input.from, max: input.to, labels: { datetimeUTC: true } },
    yaxis: unitAxes(input.series.map((s) => ({ name: s.name, unit: s.unit, precision: s.precision }))),
    annotations: { xaxis: input.annotations },
    tooltip: {
      ...base.tooltip,
      shared: true,
      x: { format: "dd MMM yyyy HH:mm" },
      y: {
        formatter: (
          value: number,
          opts?: { seriesIndex?: number; w?: { globals?: { seriesNames?: string[] } } },
        ) => {
          const name = opts?.w?.globals?.seriesNames?.[opts.seriesIndex ?? 0] ?? "";
          const s = input.series.find((x) => x.name === name);
          return s
            ? `${formatValue(value, precision.get(name) ?? 2)} ${s.unit}`.trim()
            : formatValue(value, 2);
        },
      },
    },
  };
}

/** The x-y scatter of one variable against another, numeric axes titled with name and unit. */
export function scatterChartOptions(base: ChartOptions, x: LoadedSeries, y: LoadedSeries): ChartOptions {
  return {
    ...base,
    chart: { ...base.chart, type: "scatter", zoom: { enabled: true, type: "xy" } },
    markers: { size: 3 },
    dataLabels: { enabled: false },
    legend: { show: false },
    xaxis: {
      type: "numeric",
      tickAmount: 6,
      title: { text: `${x.name} (${x.unit || "no unit"})` },
      labels: { formatter: (v: string) => formatValue(Number(v), Math.min(x.precision, 2)) },
    },
    yaxis: {
      title: { text: `${y.name} (${y.unit || "no unit"})` },
      labels: { formatter: (v: number) => formatValue(v, Math.min(y.precision, 2)) },
    },
    tooltip: {
      ...base.tooltip,
      x: { formatter: (v: number) => `${x.name}: ${formatValue(v, x.precision)} ${x.unit}`.trim() },
      y: {
        title: { formatter: () => `${y.name}:` },
        formatter: (v: number) => `${formatValue(v, y.precision)} ${y.unit}`.trim(),
      },
    },
  };
}
