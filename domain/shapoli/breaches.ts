/**
 * Shaft power limitation (ShaPoLi, MEPC.335(76)): the periods a vessel's shaft power was above its
 * limited power, i.e. the power reserve was used. Pure: a series in, breaches out. Rules and the
 * reasons for the edges are in docs/shapoli.md.
 */

export interface PowerSample {
  /** Epoch ms. */
  t: number;
  /** kW. */
  v: number;
}

export interface BreachRules {
  /**
   * Two samples above the limit further apart than this, with no sample between them, are two breaches:
   * what happened in a longer gap is unknown, so it is never claimed as reserve use.
   */
  maxGapMs: number;
  /**
   * Fewest consecutive samples above the limit that make a breach. One sample alone is taken for a
   * sensor spike (a torque meter reading 1.5–4 times the truth for one sample is the commonest fault)
   * and reported as a spike, not as a breach.
   */
  minSamples: number;
}

export const BREACH_RULES: BreachRules = { maxGapMs: 30 * 60_000, minSamples: 2 };

export interface DetectedBreach {
  /** First sample above the limit. */
  start: number;
  /** Last sample above the limit (the limitation is taken as reactivated there). */
  end: number;
  durationMs: number;
  peakPower: number;
  peakAt: number;
  meanPower: number;
  /** Samples above the limit in the breach. */
  samples: number;
  /** Gaps without data bridged inside the breach (each at most `maxGapMs`). */
  bridgedGaps: number;
}

export interface BreachDetection {
  breaches: DetectedBreach[];
  /** Lone samples above the limit, not counted as breaches (see `minSamples`). */
  spikes: PowerSample[];
}

interface Run {
  first: number;
  last: number;
  peak: PowerSample;
  sum: number;
  count: number;
  bridged: number;
}

/**
 * Finds the breaches of `limitedPower` (kW) in a shaft power series. A sample exactly at the limit is
 * not above it: the limitation allows the limited power itself. Samples need not be sorted; samples
 * that are not finite numbers are skipped (they are not data).
 */
export function detectBreaches(
  series: readonly PowerSample[],
  limitedPower: number,
  rules: BreachRules = BREACH_RULES,
): BreachDetection {
  if (!(limitedPower > 0)) throw new Error("The limited power must be a positive number of kW.");
  const samples = series
    .filter((s) => Number.isFinite(s.t) && Number.isFinite(s.v))
    .sort((a, b) => a.t - b.t);
  const breaches: DetectedBreach[] = [];
  const spikes: PowerSample[] = [];
  let run: Run | null = null;

  const close = () => {
    if (!run) return;
    if (run.count >= rules.minSamples) {
      breaches.push({
        start: run.first,
        end: run.last,
        durationMs: run.last - run.first,
        peakPower: run.peak.v,
        peakAt: run.peak.t,
        meanPower: run.sum / run.count,
        samples: run.count,
        bridgedGaps: run.bridged,
      });
    } else {
      spikes.push(run.peak);
    }
    run = null;
  };

  for (const sample of samples) {
    if (sample.v <= limitedPower) {
      close();
      continue;
    }
    if (run && sample.t - run.last <= rules.maxGapMs) {
      const current: Run = run;
      if (sample.t === current.last) continue; // the same moment twice: keep the first reading
      if (sample.t - current.last > 0 && isGap(current, sample.t)) current.bridged++;
      current.last = sample.t;
      current.sum += sample.v;
      current.count++;
      if (sample.v > current.peak.v) current.peak = sample;
      continue;
    }
    close();
    run = { first: sample.t, last: sample.t, peak: sample, sum: sample.v, count: 1, bridged: 0 };
  }
  close();
  return { breaches, spikes };
}

/**
 * A step longer than the run's usual sampling step is a gap. The usual step is the run's mean step so
 * far (or, for the second sample, unknown: a step is only a gap once a shorter one was seen).
 */
function isGap(run: Run, t: number): boolean {
  if (run.count < 2) return false;
  const usual = (run.last - run.first) / (run.count - 1);
  return t - run.last > 1.5 * usual;
}

/** Breaches that overlap [from, to] (ms). */
export const breachesWithin = (breaches: readonly DetectedBreach[], from: number, to: number) =>
  breaches.filter((b) => b.end >= from && b.start <= to);
