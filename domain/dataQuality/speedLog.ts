import { DAY_MS, type Sample } from "./detectors.js";

/**
 * Speed-log bias: the log's speed through water against the speed through water derived from speed
 * over ground. Currents push a ship forward as often as they hold it back, so over days at sea the
 * derived speed through water is the mean speed over ground, and the ratio of the two sums is the log's
 * bias (docs/data-quality.md).
 */

/** Below this speed over ground (knots) the ship is manoeuvring or stopped and not compared. */
export const SPEED_LOG_MIN_SOG = 5;

export interface SpeedPair {
  t: number;
  measured: number;
  derived: number;
}

/**
 * Pairs of measured STW and SOG at the same time (within `toleranceMs`), at sea only; readings whose
 * time is in `excluded` (flagged or deleted) are left out.
 */
export function speedPairs(
  stw: readonly Sample[],
  sog: readonly Sample[],
  toleranceMs: number,
  excluded: (t: number) => boolean = () => false,
): SpeedPair[] {
  const pairs: SpeedPair[] = [];
  let j = 0;
  for (const s of stw) {
    while (j < sog.length && sog[j]!.t < s.t - toleranceMs) j++;
    const g = sog[j];
    if (!g || Math.abs(g.t - s.t) > toleranceMs) continue;
    if (g.v < SPEED_LOG_MIN_SOG || excluded(s.t) || excluded(g.t)) continue;
    pairs.push({ t: s.t, measured: s.v, derived: g.v });
  }
  return pairs;
}

export interface BiasEstimate {
  /** (Σ measured / Σ derived − 1) in percent, or null without pairs. */
  biasPct: number | null;
  pairs: number;
  meanMeasured: number | null;
  meanDerived: number | null;
}

export function biasOf(pairs: readonly SpeedPair[]): BiasEstimate {
  if (pairs.length === 0) return { biasPct: null, pairs: 0, meanMeasured: null, meanDerived: null };
  let m = 0;
  let d = 0;
  for (const p of pairs) {
    m += p.measured;
    d += p.derived;
  }
  return {
    biasPct: d > 0 ? (m / d - 1) * 100 : null,
    pairs: pairs.length,
    meanMeasured: m / pairs.length,
    meanDerived: d / pairs.length,
  };
}

export interface DailyBias extends BiasEstimate {
  day: number;
  /** Bias over the `windowDays` days ending with this one (currents average out over several days). */
  rollingBiasPct: number | null;
}

/** Bias per UTC day and over a rolling window of days (default 7). */
export function biasPerDay(pairs: readonly SpeedPair[], windowDays = 7): DailyBias[] {
  const byDay = new Map<number, SpeedPair[]>();
  for (const p of pairs) {
    const day = Math.floor(p.t / DAY_MS) * DAY_MS;
    const list = byDay.get(day);
    if (list) list.push(p);
    else byDay.set(day, [p]);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  return days.map((day) => {
    const window = days
      .filter((d) => d <= day && d > day - windowDays * DAY_MS)
      .flatMap((d) => byDay.get(d)!);
    return { day, ...biasOf(byDay.get(day)!), rollingBiasPct: biasOf(window).biasPct };
  });
}

/** How much a log reads high, %, when its speed through water is to be multiplied by `factor`. */
export const biasPctOfFactor = (factor: number): number => (1 / factor - 1) * 100;

const BLOCK_MS = 10 * 60_000;

/**
 * The pairs as 10-minute blocks of SOG/STW (ratio of the block's sums) with the course over ground of
 * the hour a block starts in (`courses`, hourlyCourses), or null where unknown: what
 * domain/hullPerformance/speedLogCalibration.ts estimateCalibration reads.
 */
export function ratioBlocksOf(
  pairs: readonly SpeedPair[],
  courses: ReadonlyMap<number, number> | undefined,
): Array<{ ratio: number; course: number | null }> {
  const blocks = new Map<number, { measured: number; derived: number }>();
  for (const p of pairs) {
    const block = Math.floor(p.t / BLOCK_MS) * BLOCK_MS;
    const sums = blocks.get(block) ?? { measured: 0, derived: 0 };
    sums.measured += p.measured;
    sums.derived += p.derived;
    blocks.set(block, sums);
  }
  return [...blocks]
    .filter(([, s]) => s.measured > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([t, s]) => ({
      ratio: s.derived / s.measured,
      course: courses?.get(Math.floor(t / 3600_000) * 3600_000) ?? null,
    }));
}
