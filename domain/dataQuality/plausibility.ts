import type { Series } from "../alerts/series.js";
import type { FeatureConfig } from "../featureMapping/mapping.js";
import { DEFAULT_OUTAGE_THRESHOLD_MINUTES } from "./actions.js";
import { CIRCULAR_FEATURES } from "./analysis.js";
import { outOfRange, type Sample, spikes } from "./detectors.js";

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

/** The series without its implausible readings, and how many were skipped. */
export function plausibleSeries(series: Series, rule: PlausibilityRule): { series: Series; skipped: number } {
  const samples: Sample[] = Array.from(series.t, (t, i) => ({ t, v: series.v[i]! }));
  const found = implausibleIndexes(samples, rule);
  const skip = new Set([...found.outOfRange, ...found.spikes]);
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
