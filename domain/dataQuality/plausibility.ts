import type { Series } from "../alerts/series.js";
import type { FeatureConfig } from "../featureMapping/mapping.js";
import { DEFAULT_OUTAGE_THRESHOLD_MINUTES } from "./actions.js";
import { CIRCULAR_FEATURES } from "./circularFeatures.js";
import { median, outOfRange, type Sample, spikes } from "./detectors.js";

/**
 * Plausibility (issue 29): the one rule that says which readings of a feature are implausible — out of
 * its valid range, or a spike — as the Data Outliers page flags them. Every reader that must not show
 * or act on a sensor's glitch (data-quality findings, alert evaluation) asks here.
 */
export interface PlausibilityRule {
  /** The feature's valid range [min, max]. */
  range: readonly [number, number];
  /** Angles compare the short way round. */
  circular: boolean;
  /** Neighbours further apart than this do not judge a reading (a gap). */
  maxGapMs: number;
}

/** Neighbours a trailing reading is compared with, and how far (in noise units) it may depart. */
const TRAILING_NEIGHBOURS = 4;
const TRAILING_SIGMAS = 8;

/**
 * The readings at the end of the data — fewer than two neighbours on the right, so `spikes` cannot judge
 * them — that depart from the median of their left neighbours by more than `TRAILING_SIGMAS` times the
 * left neighbours' noise: a spike or the start of a new level, which only the next readings tell apart.
 * Such a reading is held as provisional (not plausible yet) unless it continues its nearest plausible
 * left neighbour; once two readings follow it, `spikes` judges it on both sides and a new level is
 * plausible. So the newest value shown can be a reading
 * older than the newest received, never a spike, and an alarm never rings on a lone last reading.
 */
export function trailingDepartures(samples: readonly Sample[], rule: PlausibilityRule): number[] {
  const found: number[] = [];
  const n = samples.length;
  const reach = rule.maxGapMs * TRAILING_NEIGHBOURS;
  const diff = (a: number, b: number) => (rule.circular ? ((((a - b) % 360) + 540) % 360) - 180 : a - b);
  for (let i = Math.max(0, n - 2); i < n; i++) {
    const right = samples.slice(i + 1).filter((s) => s.t - samples[i]!.t <= reach).length;
    if (right >= 2) continue;
    const left: Sample[] = [];
    for (let j = i - 1; j >= 0 && left.length < TRAILING_NEIGHBOURS + 1; j--) {
      if (samples[i]!.t - samples[j]!.t > reach) break;
      if (found.includes(j)) continue;
      left.push(samples[j]!);
    }
    if (left.length < 3) continue;
    const steps = left
      .slice(1)
      .map((s, k) => Math.abs(diff(left[k]!.v, s.v)))
      .filter((step) => step > 1e-9);
    const noise = Math.max(steps.length ? median(steps) / 0.954 : 0, 1e-6);
    const departure = median(left.slice(0, TRAILING_NEIGHBOURS).map((s) => diff(samples[i]!.v, s.v)));
    // A reading that continues its (plausible) left neighbour carries on a new level already begun.
    const step = diff(samples[i]!.v, left[0]!.v);
    if (Math.abs(departure) / noise > TRAILING_SIGMAS && Math.abs(step) / noise > TRAILING_SIGMAS)
      found.push(i);
  }
  return found;
}

/** Indices of the implausible samples (time order), out of range first, then the spikes among the rest. */
export function implausibleIndexes(
  samples: readonly Sample[],
  rule: PlausibilityRule,
): { outOfRange: number[]; spikes: number[] } {
  const range = outOfRange(samples, rule.range);
  const known = new Set(range);
  const spiked = spikes(samples, { circular: rule.circular, maxGapMs: rule.maxGapMs }).filter(
    (i) => !known.has(i),
  );
  return { outOfRange: range, spikes: spiked };
}

/** The samples without their settled implausible readings (`implausibleIndexes`: out of range, spikes). */
export function settledPlausible(samples: readonly Sample[], rule: PlausibilityRule): Sample[] {
  const found = implausibleIndexes(samples, rule);
  if (found.outOfRange.length + found.spikes.length === 0) return [...samples];
  const skip = new Set([...found.outOfRange, ...found.spikes]);
  return samples.filter((_, i) => !skip.has(i));
}

/**
 * The series without its implausible readings — out of range, spikes, and readings at its end not yet
 * plausible (`trailingDepartures`) — and how many were skipped. Alert evaluation and the latest values
 * read the data through this; the Data Outliers page lists `implausibleIndexes` (settled readings only).
 */
export function plausibleSeries(series: Series, rule: PlausibilityRule): { series: Series; skipped: number } {
  const samples: Sample[] = Array.from(series.t, (t, i) => ({ t, v: series.v[i]! }));
  const found = implausibleIndexes(samples, rule);
  const skip = new Set([...found.outOfRange, ...found.spikes]);
  const settled = samples.filter((_, i) => !skip.has(i));
  const kept = samples.map((_, i) => i).filter((i) => !skip.has(i));
  for (const k of trailingDepartures(settled, rule)) skip.add(kept[k]!);
  if (skip.size === 0) return { series, skipped: 0 };
  const t = new Float64Array(series.t.length - skip.size);
  const v = new Float64Array(t.length);
  let k = 0;
  for (let i = 0; i < series.t.length; i++) {
    if (skip.has(i)) continue;
    t[k] = series.t[i]!;
    v[k] = series.v[i]!;
    k++;
  }
  return { series: { t, v }, skipped: skip.size };
}

/**
 * The rule of a mapped feature, as the data-quality pages judge it: its valid range, circular for angles,
 * and gaps of at least two intervals or the outage threshold left unjudged.
 */
export function plausibilityRuleOf(
  config: Pick<FeatureConfig, "featureName" | "min" | "max" | "intervalSeconds">,
  outageThresholdMinutes = DEFAULT_OUTAGE_THRESHOLD_MINUTES,
): PlausibilityRule {
  return {
    range: [config.min, config.max],
    circular: CIRCULAR_FEATURES.has(config.featureName),
    maxGapMs: Math.max(2 * config.intervalSeconds * 1000, outageThresholdMinutes * 60_000),
  };
}

/**
 * The records (time-ordered, e.g. 10-minute blocks of an analysis) whose every judged quantity is
 * plausible by its rule: a record carrying a spike or an out-of-range value in any of them is left out.
 */
export function plausibleRecords<T extends { t: number }>(
  records: readonly T[],
  judged: ReadonlyArray<{ value: (record: T) => number; rule: PlausibilityRule }>,
): T[] {
  const ordered = [...records].sort((a, b) => a.t - b.t);
  const dropped = new Set<number>();
  for (const { value, rule } of judged) {
    const samples = ordered.map((r) => ({ t: r.t, v: value(r) }));
    const found = implausibleIndexes(samples, rule);
    for (const i of [...found.outOfRange, ...found.spikes]) dropped.add(i);
  }
  return ordered.filter((_, i) => !dropped.has(i));
}
