import type { ApexOptions } from "apexcharts";
import { dataExtent, niceScale, tickLabel } from "./niceScale";

type YAxis = Exclude<NonNullable<ApexOptions["yaxis"]>, unknown[]>;

export interface AxisSeries {
  name: string;
  unit: string;
  /** Decimals shown on the axis and in the tooltip. */
  precision: number;
  /** The series' values: given, the unit's axis spans them on nice ticks (1, 2, 2.5, 5 × 10ⁿ). */
  values?: readonly (number | null)[];
}

/** Plain-text number with a fixed number of decimals; blank for a gap. */
export const formatValue = (value: number | null | undefined, precision: number): string =>
  typeof value === "number" && Number.isFinite(value)
    ? value.toFixed(Math.max(0, Math.min(6, precision)))
    : "";

/**
 * One y axis per unit (spec 3 §2 charts): ApexCharts wants an entry per series; the first series of
 * a unit shows the axis titled with the unit, the others of that unit share it (seriesName) hidden.
 * Units alternate left and right. Labels are plain text, at most 2 decimals; with the series' values,
 * each unit's axis spans them on nice ticks with the decimals the step needs.
 */
export function unitAxes(series: readonly AxisSeries[], labelWidth = 64): YAxis[] {
  const units = [...new Set(series.map((s) => s.unit))];
  const firstOfUnit = new Map<string, AxisSeries>();
  for (const s of series) if (!firstOfUnit.has(s.unit)) firstOfUnit.set(s.unit, s);
  const scaleOf = new Map(
    units.map((unit) => {
      const extent = dataExtent(series.filter((s) => s.unit === unit).flatMap((s) => s.values ?? []));
      return [unit, extent ? niceScale(extent.low, extent.high, 8) : null] as const;
    }),
  );
  return series.map((s) => {
    const first = firstOfUnit.get(s.unit)!;
    const scale = scaleOf.get(s.unit);
    return {
      seriesName: first.name,
      show: first === s,
      opposite: units.indexOf(s.unit) % 2 === 1,
      title: { text: s.unit || "no unit" },
      ...(scale ? { min: scale.min, max: scale.max, tickAmount: scale.tickAmount } : {}),
      labels: {
        minWidth: labelWidth,
        formatter: scale
          ? (v: number) => tickLabel(v, scale.decimals)
          : (v: number) => formatValue(v, Math.min(first.precision, 2)),
      },
    };
  });
}
