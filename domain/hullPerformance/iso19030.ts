/**
 * ISO 19030-2 default method (regulations reference §6), pure: from a vessel's logged features to
 * performance values per 10-minute block and per day. Variables are found by the caller through the
 * feature mapping (domain/featureMapping); this module only sees features.
 *
 *  1. Split into 10-minute blocks; Chauvenet's criterion rejects outlying samples of each feature
 *     within the block (domain/logdata/filters.ts withoutOutliers); the block value is the mean of the rest.
 *  2. Stability: a block whose standard deviation of shaft rpm, speed through water, speed over ground
 *     or rudder angle exceeds ISO 19030-2's limits (3 rpm, 0.5 kn, 0.5 kn, 1°) is rejected.
 *  3. Reference conditions: water temperature above 2 °C, true wind 0–7.9 m/s, rudder within ±5°,
 *     water depth above max(3·√(B·T), 2.75·V²/g), mean draft within the reference curves' drafts ±10 %,
 *     under way (speed through water ≥ 3 kn, power > 0).
 *  4. Wind correction of the delivered power to the reference's still-air condition; when the vessel
 *     logs a significant wave height, a wave filter and correction first (waves.ts, beyond ISO 19030-2).
 *  5. Expected speed Ve from the speed-power reference at the corrected power and mean draft;
 *     PV = 100 · (Vm − Ve) / Ve. Speed loss = −PV.
 *
 * Speed-log calibration (a decision beyond ISO 19030-2, docs/fouling.md): a speed log reads a few per
 * cent off after each calibration, which shows one-for-one in PV. Per period between events (dry
 * dockings, hull cleanings, ...) the product scales speed through water by the period's SOG/STW ratio on
 * opposite headings, where a mean current cancels (speedLogCalibration.ts), or by a certified calibration.
 * Switch off with `calibrateSpeedLog: false`; the waves with `correctWaves: false`.
 */
import type { FeatureName } from "../featureMapping/features.js";
import { withoutOutliers } from "../logdata/filters.js";
import {
  DEFAULT_WIND_COEFFICIENT,
  expectedSpeed,
  type HullPerformanceSettings,
  referenceDraftRange,
} from "./reference.js";
import {
  type CalibrationMethod,
  type CertifiedCalibration,
  calibrationWarning,
  estimateCalibration,
  type RatioSample,
} from "./speedLogCalibration.js";
import type { TimeValue } from "./timeValue.js";
import { addedWavePower, maxWaveHeight } from "./waves.js";
import { estimateWindCoefficient, type WindFitBlock } from "./windFit.js";

export type { TimeValue } from "./timeValue.js";

/** Logged samples per feature, each ascending in time. */
export type FeatureSeries = Partial<Record<FeatureName, readonly TimeValue[]>>;

export const ISO_LIMITS = {
  blockMs: 10 * 60_000,
  /** Standard deviation limits of a stable block (ISO 19030-2 table). */
  stability: { "Shaft Rpm": 3, "Speed Through Water": 0.5, "Speed Over Ground": 0.5, "Rudder Angle": 1 },
  minWaterTemperature: 2,
  /** 7.9 m/s (Beaufort 4) in knots. */
  maxTrueWindKnots: 7.9 / 0.514444,
  maxRudderAngle: 5,
  draftMargin: 0.1,
  minSpeed: 3,
  /** Data logged coarser than this (median sample spacing) has one sample per block: no stability check. */
  coarseSpacingMs: 5 * 60_000,
  minSamplesPerBlock: 3,
  /** A day needs this many accepted blocks for a daily value (one hour of 10-minute blocks). */
  minBlocksPerDay: 6,
  /** Accepted blocks a period needs before its speed log is calibrated (two days of 10-minute blocks). */
  minCalibrationBlocks: 288,
} as const;

/** Features the method needs; without them no block is accepted. */
export const REQUIRED_FEATURES = ["Speed Through Water", "Shaft Power", "Draft Fore", "Draft Aft"] as const;
/** Features the filters and corrections use when the vessel maps them (a missing one skips its step). */
export const OPTIONAL_FEATURES = [
  "Speed Over Ground",
  "Shaft Rpm",
  "Rudder Angle",
  "Water Depth",
  "Sea Water Temperature",
  "Relative Wind Speed",
  "Relative Wind Direction",
  "Significant Wave Height",
] as const;
export const ISO_FEATURES: readonly FeatureName[] = [...REQUIRED_FEATURES, ...OPTIONAL_FEATURES];

const CIRCULAR: ReadonlySet<FeatureName> = new Set(["Relative Wind Direction"]);
const KNOT = 0.514444;
const G = 9.80665;
const DAY_MS = 24 * 3600_000;

/** Why a block was not accepted (steps 1–3 and the wave filter). */
export const REJECT_REASONS = [
  "incomplete",
  "unstable",
  "waterTemperature",
  "wind",
  "rudder",
  "waterDepth",
  "draft",
  "notUnderWay",
  "waves",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export interface BlockValue {
  /** Block start, ms. */
  t: number;
  /** Speed through water as logged (block mean), and calibrated (Vm), kn. */
  stw: number;
  vm: number;
  sog: number | null;
  /** Delivered power as logged and wind-corrected, kW. */
  power: number;
  correctedPower: number;
  draft: number;
  /** Expected speed Ve, kn. */
  ve: number;
  /** Performance value, %. */
  pv: number;
}

export interface DailyPerformance {
  /** Midnight UTC, ms. */
  dayStart: number;
  /** Mean PV of the day's accepted blocks, %. */
  pv: number;
  /** −PV: speed loss, % (positive = slower than the reference). */
  speedLoss: number;
  blocks: number;
  /** Mean delivered power and speed of the accepted blocks (added fuel, statistics). */
  power: number;
  speed: number;
}

export interface SpeedLogCalibration {
  from: number;
  to: number;
  /** What the logged STW is multiplied by (1 when uncalibrated); see speedLogCalibration.ts. */
  factor: number;
  method: CalibrationMethod;
  /** Why the factor is 1 or may be off, or a warning that the log reads far off; null when nothing to say. */
  note: string | null;
}

export interface IsoAnalysis {
  blocks: BlockValue[];
  days: DailyPerformance[];
  counts: { blocks: number; accepted: number; rejected: Record<RejectReason, number> };
  calibrations: SpeedLogCalibration[];
  /** The wind coefficient the correction used and where it came from (windFit.ts). */
  wind: WindCorrection;
  /** Required or optional features without data: their steps could not run. */
  missingFeatures: FeatureName[];
}

export const WIND_CORRECTION_METHODS = ["setting", "estimated", "default"] as const;
export type WindCorrectionMethod = (typeof WIND_CORRECTION_METHODS)[number];

/**
 * The wind resistance coefficient of step 4: the vessel's own (`setting`), or, when the owner knows none,
 * estimated from the window's blocks (`estimated`, with its standard error and the blocks it read) or the
 * default where the data cannot tell (`default`).
 */
export interface WindCorrection {
  coefficient: number;
  method: WindCorrectionMethod;
  standardError: number | null;
  blocks: number;
}

export interface IsoOptions {
  /** Times that start a new speed-log calibration period (events.ts calibrationStartsOf: dry docking, new coating), ms. */
  calibrationStarts?: readonly number[];
  calibrateSpeedLog?: boolean;
  /** Course over ground of the hour a block starts in (hourlyCourses), or null; absent: courses unknown. */
  courses?: ReadonlyMap<number, number>;
  /** Certified log calibrations (vessel setting): each starts a period whose factor it is. */
  certifiedCalibrations?: readonly CertifiedCalibration[];
  /** Wave filter and correction (waves.ts) when the wave height is logged; false: ISO 19030-2 as is. */
  correctWaves?: boolean;
}

interface BlockStats {
  mean: number;
  sd: number;
  n: number;
}

/** Block start → statistics of one feature's samples in the block (after Chauvenet). */
export function blockStatistics(
  samples: readonly TimeValue[],
  circular = false,
  blockMs: number = ISO_LIMITS.blockMs,
): Map<number, BlockStats> {
  const out = new Map<number, BlockStats>();
  let start = 0;
  while (start < samples.length) {
    const block = Math.floor(samples[start]!.t / blockMs) * blockMs;
    let end = start;
    while (end < samples.length && samples[end]!.t < block + blockMs) end++;
    const values = samples.slice(start, end).map((s) => s.value);
    out.set(block, circular ? circularStats(values) : linearStats(withoutOutliers(values, (v) => v)));
    start = end;
  }
  return out;
}

function linearStats(values: readonly number[]): BlockStats {
  const n = values.length;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return { mean, sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0, n };
}

function circularStats(degrees: readonly number[]): BlockStats {
  let s = 0;
  let c = 0;
  for (const d of degrees) {
    s += Math.sin((d * Math.PI) / 180);
    c += Math.cos((d * Math.PI) / 180);
  }
  const mean = ((Math.atan2(s, c) * 180) / Math.PI + 360) % 360;
  return { mean, sd: 0, n: degrees.length };
}

/** True wind speed from the apparent wind (speed, angle off the bow) and the ship's speed, same unit. */
export function trueWindSpeed(relativeSpeed: number, relativeAngleDeg: number, shipSpeed: number): number {
  const a = (relativeAngleDeg * Math.PI) / 180;
  return Math.sqrt(shipSpeed ** 2 - 2 * shipSpeed * relativeSpeed * Math.cos(a) + relativeSpeed ** 2);
}

/** Power corrected to the reference's still-air condition: P · (1 + k·V²) / (1 + k·Vwr²·(1 + cos ψ)/2). */
export function windCorrectedPower(
  power: number,
  k: number,
  speed: number,
  relativeSpeed: number,
  relativeAngleDeg: number,
): number {
  return (power * (1 + k * speed ** 2)) / (1 + k * relativeSpeed ** 2 * headOnShare(relativeAngleDeg));
}

/** The share of a relative wind's resistance the correction counts at an angle off the bow: (1 + cos ψ)/2. */
export const headOnShare = (relativeAngleDeg: number) =>
  (1 + Math.cos((relativeAngleDeg * Math.PI) / 180)) / 2;

/** ISO 19030-2 shallow-water limit: h > max(3·√(B·T), 2.75·V²/g), V in m/s. */
export function minimumWaterDepth(breadth: number, draft: number, speedKnots: number): number {
  return Math.max(3 * Math.sqrt(breadth * draft), (2.75 * (speedKnots * KNOT) ** 2) / G);
}

function medianSpacing(samples: readonly TimeValue[]): number {
  if (samples.length < 2) return Number.POSITIVE_INFINITY;
  const gaps: number[] = [];
  const step = Math.max(1, Math.floor(samples.length / 200));
  for (let i = step; i < samples.length; i += step) gaps.push((samples[i]!.t - samples[i - step]!.t) / step);
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

/** A block that passed the filters (steps 1–3), before the speed-log calibration and the reference. */
export interface IsoCandidate {
  t: number;
  stw: number;
  sog: number | null;
  power: number;
  draft: number;
  windSpeed: number | null;
  windAngle: number | null;
  /** Significant wave height, m, or null when not logged. */
  waveHeight: number | null;
}

/**
 * One 10-minute block with speed-through-water samples after steps 1–3. `outcome` is what the filters
 * decide when every optional feature the window logs is present in the block; `optionalMissing` has a
 * bit (index in OPTIONAL_FEATURES) for each optional feature without a sample in the block: when the
 * window logs that feature somewhere, the block is incomplete instead. So a block's record depends only
 * on its own samples and the settings, and the records of separate days can be computed apart and
 * concatenated (the daily store, docs/fouling.md) — except `coarse`, which the series passed decides
 * unless the caller gives it.
 */
export interface IsoBlockRecord {
  t: number;
  outcome: RejectReason | "accepted";
  optionalMissing: number;
  candidate: IsoCandidate | null;
}

export interface IsoBlockRecords {
  blocks: IsoBlockRecord[];
  /** ISO features with at least one sample. */
  present: FeatureName[];
}

export const noRejections = (): Record<RejectReason, number> => ({
  incomplete: 0,
  unstable: 0,
  waterTemperature: 0,
  wind: 0,
  rudder: 0,
  waterDepth: 0,
  draft: 0,
  notUnderWay: 0,
  waves: 0,
});

/** Whether the speed-through-water samples are logged coarser than ISO_LIMITS.coarseSpacingMs. */
export const isCoarse = (stw: readonly TimeValue[]): boolean =>
  medianSpacing(stw) >= ISO_LIMITS.coarseSpacingMs;

/** Steps 1–3 per block; see IsoBlockRecord. */
export function isoBlockRecords(
  series: FeatureSeries,
  settings: HullPerformanceSettings,
  options: { coarse?: boolean } = {},
): IsoBlockRecords {
  const stats = new Map<FeatureName, Map<number, BlockStats>>();
  const present: FeatureName[] = [];
  for (const feature of ISO_FEATURES) {
    const samples = series[feature];
    if (samples && samples.length > 0) {
      present.push(feature);
      stats.set(feature, blockStatistics(samples, CIRCULAR.has(feature)));
    }
  }
  const stw = stats.get("Speed Through Water");
  const blocks: IsoBlockRecord[] = [];
  if (!stw) return { blocks, present };
  const coarse = options.coarse ?? isCoarse(series["Speed Through Water"]!);
  const minSamples = coarse ? 1 : ISO_LIMITS.minSamplesPerBlock;
  const [lowDraft, highDraft] = referenceDraftRange(settings.reference);
  const at = (feature: FeatureName, t: number) => stats.get(feature)?.get(t);

  for (const [t, speed] of stw) {
    let optionalMissing = 0;
    OPTIONAL_FEATURES.forEach((f, i) => {
      if ((at(f, t)?.n ?? 0) < 1) optionalMissing |= 1 << i;
    });
    const record = (outcome: RejectReason): void => {
      blocks.push({ t, outcome, optionalMissing, candidate: null });
    };
    const power = at("Shaft Power", t);
    const fore = at("Draft Fore", t);
    const aft = at("Draft Aft", t);
    if (!power || !fore || !aft || speed.n < minSamples || power.n < minSamples) {
      record("incomplete");
      continue;
    }
    if (speed.mean < ISO_LIMITS.minSpeed || power.mean <= 0) {
      record("notUnderWay");
      continue;
    }
    if (
      !coarse &&
      (Object.entries(ISO_LIMITS.stability) as Array<[FeatureName, number]>).some(
        ([f, limit]) => (at(f, t)?.sd ?? 0) > limit,
      )
    ) {
      record("unstable");
      continue;
    }
    const draft = (fore.mean + aft.mean) / 2;
    const temperature = at("Sea Water Temperature", t);
    if (temperature && temperature.mean <= ISO_LIMITS.minWaterTemperature) {
      record("waterTemperature");
      continue;
    }
    const windSpeed = at("Relative Wind Speed", t)?.mean ?? null;
    const windAngle = at("Relative Wind Direction", t)?.mean ?? null;
    if (
      windSpeed !== null &&
      windAngle !== null &&
      trueWindSpeed(windSpeed, windAngle, speed.mean) > ISO_LIMITS.maxTrueWindKnots
    ) {
      record("wind");
      continue;
    }
    const rudder = at("Rudder Angle", t);
    if (rudder && Math.abs(rudder.mean) > ISO_LIMITS.maxRudderAngle) {
      record("rudder");
      continue;
    }
    const depth = at("Water Depth", t);
    if (depth && depth.mean <= minimumWaterDepth(settings.breadth, draft, speed.mean)) {
      record("waterDepth");
      continue;
    }
    if (draft < lowDraft * (1 - ISO_LIMITS.draftMargin) || draft > highDraft * (1 + ISO_LIMITS.draftMargin)) {
      record("draft");
      continue;
    }
    blocks.push({
      t,
      outcome: "accepted",
      optionalMissing,
      candidate: {
        t,
        stw: speed.mean,
        sog: at("Speed Over Ground", t)?.mean ?? null,
        power: power.mean,
        draft,
        windSpeed,
        windAngle,
        waveHeight: at("Significant Wave Height", t)?.mean ?? null,
      },
    });
  }
  return { blocks, present };
}

/** Runs the method over the series; see the module comment. */
export function analyseIso19030(
  series: FeatureSeries,
  settings: HullPerformanceSettings,
  options: IsoOptions = {},
): IsoAnalysis {
  return foldIsoBlocks(isoBlockRecords(series, settings), settings, options);
}

/**
 * Steps 4–5 over the block records of a window (ascending in time; `present` the features the window
 * logs): the presence check, the speed-log calibration per period between log-servicing events, the wind correction,
 * Ve and PV per block, the daily values.
 */
export function foldIsoBlocks(
  input: IsoBlockRecords,
  settings: HullPerformanceSettings,
  options: IsoOptions = {},
): IsoAnalysis {
  const present = new Set(input.present);
  const missingFeatures = ISO_FEATURES.filter((f) => !present.has(f));
  const rejected = noRejections();
  if (REQUIRED_FEATURES.some((f) => !present.has(f)))
    return {
      blocks: [],
      days: [],
      counts: { blocks: 0, accepted: 0, rejected },
      calibrations: [],
      wind: windCorrectionOf(settings, null),
      missingFeatures,
    };
  let windowMask = 0;
  OPTIONAL_FEATURES.forEach((f, i) => {
    if (present.has(f)) windowMask |= 1 << i;
  });
  const waves = options.correctWaves !== false && present.has("Significant Wave Height");
  const waveLimit = maxWaveHeight(settings.breadth);
  const candidates: IsoCandidate[] = [];
  for (const block of input.blocks) {
    if (block.optionalMissing & windowMask) rejected.incomplete++;
    else if (block.outcome !== "accepted") rejected[block.outcome]++;
    else if (waves && block.candidate!.waveHeight! > waveLimit) rejected.waves++;
    else candidates.push(block.candidate!);
  }
  const total = input.blocks.length;
  candidates.sort((a, b) => a.t - b.t);

  // Speed-log calibration per period between log-servicing events (and certified calibrations).
  const certified = [...(options.certifiedCalibrations ?? [])].sort((a, b) => a.validFrom - b.validFrom);
  const starts = [...(options.calibrationStarts ?? []), ...certified.map((k) => k.validFrom)].sort(
    (a, b) => a - b,
  );
  const certifiedAt = new Map(certified.map((k) => [k.validFrom, k.factor]));
  const periodOf = (t: number) => {
    let i = 0;
    while (i < starts.length && starts[i]! <= t) i++;
    return i;
  };
  const calibrate = options.calibrateSpeedLog !== false;
  const courses = options.courses;
  const HOUR = 3600_000;
  const ratios = new Map<number, { samples: RatioSample[]; from: number; to: number }>();
  for (const c of candidates) {
    if (c.sog === null || c.stw <= 0) continue;
    const p = periodOf(c.t);
    const r = ratios.get(p) ?? { samples: [], from: c.t, to: c.t };
    r.samples.push({
      ratio: c.sog / c.stw,
      course: courses ? (courses.get(Math.floor(c.t / HOUR) * HOUR) ?? null) : null,
    });
    r.to = c.t + ISO_LIMITS.blockMs;
    ratios.set(p, r);
  }
  const factors = new Map<number, number>();
  const calibrations: SpeedLogCalibration[] = [];
  for (const [p, r] of [...ratios].sort((a, b) => a[0] - b[0])) {
    const certifiedFactor = p > 0 ? certifiedAt.get(starts[p - 1]!) : undefined;
    if (certifiedFactor !== undefined) {
      factors.set(p, certifiedFactor);
      calibrations.push({
        from: starts[p - 1]!,
        to: r.to,
        factor: certifiedFactor,
        method: "certified",
        note: calibrationWarning(certifiedFactor),
      });
      continue;
    }
    if (!calibrate) {
      factors.set(p, 1);
      calibrations.push({ from: r.from, to: r.to, factor: 1, method: "none", note: null });
      continue;
    }
    const estimate = estimateCalibration(r.samples, ISO_LIMITS.minCalibrationBlocks);
    factors.set(p, estimate.factor);
    calibrations.push({
      from: r.from,
      to: r.to,
      factor: estimate.factor,
      method: estimate.method,
      note: estimate.note,
    });
  }

  const calm = candidates.map((c) => {
    const vm = c.stw * (factors.get(periodOf(c.t)) ?? 1);
    const calmPower =
      waves && c.waveHeight !== null ? c.power - addedWavePower(c.waveHeight, settings.breadth, vm) : c.power;
    return { c, vm, calmPower };
  });
  const corrected = (b: (typeof calm)[number], k: number) =>
    b.c.windSpeed !== null && b.c.windAngle !== null
      ? windCorrectedPower(b.calmPower, k, b.vm, b.c.windSpeed, b.c.windAngle)
      : b.calmPower;
  const pvOf = (b: (typeof calm)[number], power: number) => {
    const ve = expectedSpeed(settings.reference, power, b.c.draft);
    return (100 * (b.vm - ve)) / ve;
  };
  let wind = windCorrectionOf(settings, null);
  if (settings.windCoefficient === null) {
    const windy = calm.filter((b) => b.c.windSpeed !== null && b.c.windAngle !== null);
    const fitBlocks: WindFitBlock[] = windy.map((b) => ({
      t: b.c.t,
      period: periodOf(b.c.t),
      x: b.c.windSpeed! ** 2 * headOnShare(b.c.windAngle!) - b.vm ** 2,
    }));
    const fit = estimateWindCoefficient(fitBlocks, (k) => windy.map((b) => pvOf(b, corrected(b, k))));
    wind = windCorrectionOf(settings, fit);
  }

  const blocks: BlockValue[] = calm.map((b) => {
    const correctedPower = corrected(b, wind.coefficient);
    const ve = expectedSpeed(settings.reference, correctedPower, b.c.draft);
    return {
      t: b.c.t,
      stw: b.c.stw,
      vm: b.vm,
      sog: b.c.sog,
      power: b.c.power,
      correctedPower,
      draft: b.c.draft,
      ve,
      pv: (100 * (b.vm - ve)) / ve,
    };
  });

  return {
    blocks,
    days: dailyValues(blocks),
    counts: { blocks: total, accepted: blocks.length, rejected },
    calibrations,
    wind,
    missingFeatures,
  };
}

function windCorrectionOf(
  settings: HullPerformanceSettings,
  fit: ReturnType<typeof estimateWindCoefficient>,
): WindCorrection {
  if (settings.windCoefficient !== null)
    return { coefficient: settings.windCoefficient, method: "setting", standardError: null, blocks: 0 };
  if (fit)
    return {
      coefficient: fit.coefficient,
      method: "estimated",
      standardError: fit.standardError,
      blocks: fit.blocks,
    };
  return { coefficient: DEFAULT_WIND_COEFFICIENT, method: "default", standardError: null, blocks: 0 };
}

/** Mean PV per UTC day of days with at least ISO_LIMITS.minBlocksPerDay accepted blocks. */
export function dailyValues(blocks: readonly BlockValue[]): DailyPerformance[] {
  const byDay = new Map<number, BlockValue[]>();
  for (const b of blocks) {
    const day = Math.floor(b.t / DAY_MS) * DAY_MS;
    const list = byDay.get(day);
    if (list) list.push(b);
    else byDay.set(day, [b]);
  }
  const out: DailyPerformance[] = [];
  for (const [dayStart, list] of [...byDay].sort((a, b) => a[0] - b[0])) {
    if (list.length < ISO_LIMITS.minBlocksPerDay) continue;
    const mean = (f: (b: BlockValue) => number) => list.reduce((s, b) => s + f(b), 0) / list.length;
    const pv = mean((b) => b.pv);
    out.push({
      dayStart,
      pv,
      speedLoss: -pv,
      blocks: list.length,
      power: mean((b) => b.power),
      speed: mean((b) => b.vm),
    });
  }
  return out;
}
