import type { FeatureName } from "../featureMapping/features.js";
import { CIRCULAR_FEATURES } from "./circularFeatures.js";
import {
  availabilityPerDay,
  type DayAvailability,
  type FrozenPeriod,
  frozenPeriods,
  outages,
  type Period,
  type Sample,
} from "./detectors.js";
import { implausibleIndexes } from "./plausibility.js";

/**
 * One feature's checks over a span, as every data-quality page and the fleet summary compute them:
 * availability, outages, out-of-range values, spikes and frozen values (docs/data-quality.md).
 */

/** Quantities that read zero only when the shaft stands still: a run of zeros under way is frozen. */
export const ZERO_ONLY_WHEN_STOPPED: ReadonlySet<FeatureName> = new Set<FeatureName>([
  "Speed Through Water",
  "Shaft Rpm",
  "Shaft Power",
  "ME Fuel Mass Flow",
]);

/** Under way above this speed over ground (knots). */
export const UNDER_WAY_SOG = 3;
/**
 * Below this speed over ground (knots) the ship lies still (berth, anchor): a position that does not
 * change then is the truth, not a frozen sensor.
 */
export const STILL_SOG = 1;
/** Features that stand still with the ship: their frozen check needs the ship moving. */
export const POSITION_FEATURES: ReadonlySet<FeatureName> = new Set<FeatureName>(["Latitude", "Longitude"]);

export interface FeatureCheckConfig {
  feature: FeatureName;
  /** Expected time between samples. */
  intervalMs: number;
  range: readonly [number, number];
  /** A value repeated longer than this is frozen. */
  frozenLimitMs: number;
}

export interface FeatureFindings {
  availability: DayAvailability[];
  /** received / expected over the whole span. */
  availabilityShare: number;
  outages: Period[];
  outOfRange: Sample[];
  spikes: Sample[];
  frozen: FrozenPeriod[];
}

/**
 * Whether the ship was under way at t, from its speed over ground (nearest earlier sample within an
 * hour) above `aboveKnots` (default UNDER_WAY_SOG).
 */
export function underWayFrom(sog: readonly Sample[], aboveKnots = UNDER_WAY_SOG): (t: number) => boolean {
  return (t: number) => {
    let lo = 0;
    let hi = sog.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (sog[mid]!.t <= t) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const s = found >= 0 ? sog[found] : undefined;
    return s !== undefined && t - s.t <= 3600_000 && s.v > aboveKnots;
  };
}

/**
 * A position is frozen only when both its coordinates hold: a ship sailing due north keeps its longitude,
 * one sailing due east its latitude. The frozen periods of one coordinate that overlap one of the other's.
 */
export function frozenWithOther(
  own: readonly FrozenPeriod[],
  other: readonly FrozenPeriod[],
): FrozenPeriod[] {
  return own.filter((p) => other.some((o) => o.start <= p.end && o.end >= p.start));
}

/**
 * Whether the ship moved at the start, the middle and the end of a period: one speed-over-ground reading
 * (a spike, or a log frozen at its last sea speed into port) does not make a berth a passage.
 */
const movingThroughout = (p: { start: number; end: number }, moving: (t: number) => boolean) =>
  moving(p.start) && moving((p.start + p.end) / 2) && moving(p.end);

export function analyseFeature(
  samples: readonly Sample[],
  config: FeatureCheckConfig,
  span: { from: number; to: number; outageThresholdMs: number },
  underWay?: (t: number) => boolean,
  moving?: (t: number) => boolean,
): FeatureFindings {
  const inSpan = samples.filter((s) => s.t >= span.from && s.t < span.to);
  const times = inSpan.map((s) => s.t);
  const availability = availabilityPerDay(times, span.from, span.to, config.intervalMs);
  let expected = 0;
  let received = 0;
  for (const d of availability) {
    expected += d.expected;
    received += d.received;
  }
  const maxGapMs = Math.max(2 * config.intervalMs, span.outageThresholdMs);
  const implausible = implausibleIndexes(inSpan, {
    range: config.range,
    circular: CIRCULAR_FEATURES.has(config.feature),
    maxGapMs,
  });
  const rangeIdx = implausible.outOfRange;
  const spikeIdx = implausible.spikes;
  const zeroIsFault = ZERO_ONLY_WHEN_STOPPED.has(config.feature) && underWay ? underWay : undefined;
  return {
    availability,
    availabilityShare: expected === 0 ? 0 : received / expected,
    outages: outages(times, span.from, span.to, config.intervalMs, span.outageThresholdMs),
    outOfRange: rangeIdx.map((i) => inSpan[i]!),
    spikes: spikeIdx.map((i) => inSpan[i]!),
    frozen: frozenPeriods(inSpan, { limitMs: config.frozenLimitMs, zeroIsFault, maxGapMs }).filter(
      (p) => !POSITION_FEATURES.has(config.feature) || !moving || movingThroughout(p, moving),
    ),
  };
}
