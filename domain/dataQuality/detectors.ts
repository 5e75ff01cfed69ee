/**
 * Data-quality detectors: pure functions over one variable's samples (time-ordered, epoch ms).
 * Nothing here knows a variable's name; the caller reads each feature through the vessel's feature
 * mapping and passes the feature's expected interval and valid range (docs/data-quality.md).
 */

export interface Sample {
  t: number;
  v: number;
}

export interface Period {
  start: number;
  end: number;
}

export const DAY_MS = 24 * 3600_000;

const dayOf = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;

/** Expected samples in [from, to) at one per `intervalMs`. */
const expectedIn = (from: number, to: number, intervalMs: number) =>
  Math.max(0, Math.round((to - from) / intervalMs));

export interface DayAvailability {
  /** Start of the UTC day. */
  day: number;
  expected: number;
  received: number;
  /** received / expected, capped at 1 (0 when nothing was expected). */
  share: number;
}

/**
 * The share of expected samples received per UTC day over [from, to). A sample counts once per
 * expected slot, so a sensor logging twice as often does not hide a gap elsewhere in the day.
 */
export function availabilityPerDay(
  times: readonly number[],
  from: number,
  to: number,
  intervalMs: number,
): DayAvailability[] {
  const days: DayAvailability[] = [];
  const slots = new Map<number, Set<number>>();
  for (const t of times) {
    if (t < from || t >= to) continue;
    const day = dayOf(t);
    let set = slots.get(day);
    if (!set) {
      set = new Set();
      slots.set(day, set);
    }
    set.add(Math.floor((t - from) / intervalMs));
  }
  for (let day = dayOf(from); day < to; day += DAY_MS) {
    const start = Math.max(day, from);
    const end = Math.min(day + DAY_MS, to);
    const expected = expectedIn(start, end, intervalMs);
    const received = Math.min(expected, slots.get(day)?.size ?? 0);
    days.push({ day, expected, received, share: expected === 0 ? 0 : received / expected });
  }
  return days;
}

/**
 * Outage periods: stretches of [from, to) without a sample that last at least `thresholdMs`. A stretch
 * runs from one expected interval after the last sample to the next sample, so a gap across midnight is
 * one outage, not two.
 */
export function outages(
  times: readonly number[],
  from: number,
  to: number,
  intervalMs: number,
  thresholdMs: number,
): Period[] {
  const found: Period[] = [];
  let expectedNext = from;
  const close = (next: number) => {
    if (next - expectedNext >= thresholdMs) found.push({ start: expectedNext, end: next });
  };
  for (const t of times) {
    if (t < from || t >= to) continue;
    close(t);
    expectedNext = Math.max(expectedNext, t + intervalMs);
  }
  close(to);
  return found;
}

/**
 * Share of a range's span a reading may lie outside it before it is an outlier: a sensor at rest reads
 * its zero offset (a shaft power of −40 kW at anchor is noise around zero, not a fault).
 */
export const RANGE_TOLERANCE = 0.01;

/**
 * The sampling interval a series shows: the median time between readings (null below 3 readings). Used as
 * the expected interval of a feature nobody has configured, so a vessel logging every 15 minutes is not
 * called 93 % unavailable against a 1-minute default.
 */
export function typicalInterval(times: readonly number[]): number | null {
  if (times.length < 3) return null;
  const steps: number[] = [];
  for (let i = 1; i < times.length; i++) if (times[i]! > times[i - 1]!) steps.push(times[i]! - times[i - 1]!);
  if (steps.length === 0) return null;
  steps.sort((a, b) => a - b);
  return steps[steps.length >> 1]!;
}

/** Indices of samples outside [min, max] by more than RANGE_TOLERANCE of the span. */
export function outOfRange(samples: readonly Sample[], range: readonly [number, number]): number[] {
  const found: number[] = [];
  const slack = RANGE_TOLERANCE * (range[1] - range[0]);
  samples.forEach((s, i) => {
    if (s.v < range[0] - slack || s.v > range[1] + slack) found.push(i);
  });
  return found;
}

/** Complementary error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const r = y * Math.exp(-z * z);
  return x >= 0 ? r : 2 - r;
}

/**
 * Chauvenet's criterion (mean, standard deviation and count): a value is rejected when the expected
 * number of values at least as far from the mean, N·P(|X−μ| ≥ |x−μ|), is below one half. Answers the
 * indices rejected; fewer than three values or no spread reject nothing.
 */
export function chauvenet(values: readonly number[]): number[] {
  const n = values.length;
  if (n < 3) return [];
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  if (!(sd > 0)) return [];
  const rejected: number[] = [];
  values.forEach((v, i) => {
    if (n * erfc(Math.abs(v - mean) / (sd * Math.SQRT2)) < 0.5) rejected.push(i);
  });
  return rejected;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface SpikeOptions {
  /** Neighbours on each side a reading is compared with (default 4). */
  neighbours?: number;
  /** Neighbours further apart than this (ms) are not compared (default: no limit). */
  maxGapMs?: number;
  /** A spike departs by at least this many noise standard deviations (default 8). */
  sigmas?: number;
  /** Smallest noise assumed (a sensor quantised to whole units reads flat most of the time). */
  noiseFloor?: number;
  /** Circular quantities (angles in degrees) compare the shortest way round. */
  circular?: boolean;
}

/**
 * Spikes, single or in pairs: a reading far from the median of its neighbours on the left AND on the
 * right, in the same direction (a step change departs from one side only, so it is not a spike). The
 * noise is estimated around each reading from the series itself (median absolute first difference of
 * the neighbouring readings), and a reading is a spike when its departure, in units of that noise,
 * exceeds `sigmas` and is rejected by Chauvenet's criterion over all departures of the series.
 */
export function spikes(samples: readonly Sample[], options: SpikeOptions = {}): number[] {
  const k = options.neighbours ?? 4;
  const sigmas = options.sigmas ?? 8;
  const maxGap = options.maxGapMs ?? Number.POSITIVE_INFINITY;
  const n = samples.length;
  if (n < 2 * k + 1) return [];
  const diff = (a: number, b: number) => {
    if (!options.circular) return a - b;
    return ((((a - b) % 360) + 540) % 360) - 180;
  };
  // |step i| = |v[i+1] − v[i]|; the local noise is estimated from the steps around a reading that do not
  // touch it (a spike pair touches three), so a calm passage and a busy manoeuvre each have their own.
  const steps: number[] = [];
  let quantum = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < n; i++) {
    const step = Math.abs(diff(samples[i + 1]!.v, samples[i]!.v));
    steps.push(step);
    if (step > 1e-9 && step < quantum) quantum = step;
  }
  // A sensor's resolution bounds its noise from below (a quantised series often repeats a reading).
  const floor = Math.max(options.noiseFloor ?? 1e-6, Number.isFinite(quantum) ? quantum : 0);
  const reach = 3 * k;
  const departure = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const t = samples[i]!.t;
    const v = samples[i]!.v;
    const left: number[] = [];
    const right: number[] = [];
    for (let j = i - 1; j >= 0 && left.length < k && t - samples[j]!.t <= maxGap * k; j--)
      left.push(diff(v, samples[j]!.v));
    for (let j = i + 1; j < n && right.length < k && samples[j]!.t - t <= maxGap * k; j++)
      right.push(diff(v, samples[j]!.v));
    // A reading is judged against both sides only: at the edge of the data, or of a gap, a trend
    // would pass for a departure.
    if (left.length < 2 || right.length < 2) continue;
    const dl = median(left);
    const dr = median(right);
    if (Math.sign(dl) !== Math.sign(dr)) continue;
    const d = Math.sign(dl) * Math.min(Math.abs(dl), Math.abs(dr));
    const around: number[] = [];
    // Exact repeats say nothing of the noise: next to a frozen stretch they would make the first moving
    // reading after it look like a departure of many "noise" units.
    for (let j = Math.max(0, i - reach); j < Math.min(n - 1, i + reach); j++)
      if ((j < i - 2 || j > i + 1) && steps[j]! > 1e-9) around.push(steps[j]!);
    // Median absolute first difference of Gaussian noise is 0.954·σ; the floor keeps flat series sane.
    const noise = Math.max(around.length ? median(around) / 0.954 : 0, floor);
    departure[i] = d / noise;
  }
  const rejected = new Set(chauvenet(departure));
  const found: number[] = [];
  for (let i = 0; i < n; i++) if (Math.abs(departure[i]!) > sigmas && rejected.has(i)) found.push(i);
  return found;
}

export interface FrozenOptions {
  /** A value repeated for longer than this (ms) is frozen. */
  limitMs: number;
  /**
   * Whether a run of zeros at time t is a fault. By default it is not: a shaft at rest or a ship at anchor
   * reads zero for hours. The caller says when the vessel was under way for quantities that then move.
   */
  zeroIsFault?: (t: number) => boolean;
  /** Samples further apart than this end a run (a gap is an outage, not a frozen value). */
  maxGapMs?: number;
}

export interface FrozenPeriod extends Period {
  value: number;
  samples: number;
}

/**
 * Frozen values: a sensor repeating exactly one value for longer than `limitMs` (first to last equal
 * reading). A run of zeros counts only where `zeroIsFault` says so.
 */
export function frozenPeriods(samples: readonly Sample[], options: FrozenOptions): FrozenPeriod[] {
  const found: FrozenPeriod[] = [];
  const maxGap = options.maxGapMs ?? Number.POSITIVE_INFINITY;
  let start = 0;
  const close = (endIndex: number) => {
    const first = samples[start]!;
    const last = samples[endIndex]!;
    if (last.t - first.t <= options.limitMs) return;
    if (first.v === 0 && !(options.zeroIsFault?.(first.t) && options.zeroIsFault(last.t))) return;
    found.push({ start: first.t, end: last.t, value: first.v, samples: endIndex - start + 1 });
  };
  for (let i = 1; i <= samples.length; i++) {
    const s = samples[i];
    const prev = samples[i - 1]!;
    if (s && s.v === prev.v && s.t - prev.t <= maxGap) continue;
    close(i - 1);
    start = i;
  }
  return found;
}
