/**
 * Axis ranges and ticks people read at a glance: steps of 1, 2, 2.5 or 5 × 10ⁿ, ends on a step, labels
 * with as many decimals as the step needs and the unit beside the number ("8,000 kW", not "8000.0").
 */

const MANTISSAS = [1, 2, 2.5, 5, 10] as const;

export interface NiceScale {
  min: number;
  max: number;
  step: number;
  /** Intervals between min and max (ApexCharts' tickAmount). */
  tickAmount: number;
  /** Decimals a tick label needs. */
  decimals: number;
}

const decimalsOf = (step: number): number => {
  const exponent = Math.floor(Math.log10(step) + 1e-9);
  const mantissa = step / 10 ** exponent;
  return Math.max(0, -exponent + (Math.abs(mantissa - 2.5) < 1e-9 ? 1 : 0));
};

const roundTo = (v: number, decimals: number) => Number(v.toFixed(Math.min(20, decimals)));

/** [low, high] widened to multiples of the smallest nice step that needs at most `maxTicks` intervals. */
export function niceScale(low: number, high: number, maxTicks = 10): NiceScale {
  if (!Number.isFinite(low) || !Number.isFinite(high))
    return { min: 0, max: 1, step: 0.2, tickAmount: 5, decimals: 1 };
  if (high < low) [low, high] = [high, low];
  if (high === low) {
    const pad = Math.abs(low) * 0.05 || 1;
    low -= pad;
    high += pad;
  }
  const ticks = Math.max(1, Math.floor(maxTicks));
  const magnitude = 10 ** Math.floor(Math.log10((high - low) / ticks));
  for (const mantissa of MANTISSAS) {
    const step = mantissa * magnitude;
    const decimals = decimalsOf(step);
    const min = roundTo(Math.floor(low / step + 1e-9) * step, decimals);
    const max = roundTo(Math.ceil(high / step - 1e-9) * step, decimals);
    const tickAmount = Math.round((max - min) / step);
    if (tickAmount <= ticks) return { min, max, step: roundTo(step, decimals), tickAmount, decimals };
  }
  // Unreachable: ten times the magnitude always fits; kept for the type checker.
  return { min: low, max: high, step: high - low, tickAmount: 1, decimals: 0 };
}

/** A tick label: the number with the scale's decimals and thousands separators, then the unit. */
export function tickLabel(value: number, decimals: number, unit = ""): string {
  if (!Number.isFinite(value)) return "";
  const shown = Number(value.toFixed(decimals)) === 0 ? 0 : value;
  const text = shown.toLocaleString("en-GB", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return unit ? `${text} ${unit}` : text;
}

/** The smallest and largest finite value, or null when there is none. */
export function dataExtent(
  values: Iterable<number | null | undefined>,
): { low: number; high: number } | null {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (typeof v !== "number" || !Number.isFinite(v)) continue;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return low <= high ? { low, high } : null;
}

export interface AxisScale {
  min: number;
  max: number;
  tickAmount: number;
  labels: { formatter: (value: number) => string };
}

/**
 * A y axis: the given range (the spec's default, e.g. ±50 %) with nice ticks, or, when `fit` is on and
 * there is data, the data's own range rounded out to nice ticks.
 */
export function axisScale(
  range: { min: number; max: number },
  unit: string,
  options: { fit?: boolean; values?: Iterable<number | null | undefined>; maxTicks?: number } = {},
): AxisScale {
  const extent = options.fit && options.values ? dataExtent(options.values) : null;
  const scale = extent
    ? niceScale(extent.low, extent.high, options.maxTicks)
    : niceScale(range.min, range.max, options.maxTicks);
  return {
    min: scale.min,
    max: scale.max,
    tickAmount: scale.tickAmount,
    labels: { formatter: (value: number) => tickLabel(value, scale.decimals, unit) },
  };
}
