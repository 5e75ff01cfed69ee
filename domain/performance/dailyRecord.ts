/**
 * A vessel's day as the daily performance store keeps it (docs/fouling.md "Daily store"): what the
 * ISO 19030 method, the long trends' rpm and SFOC deviations and the specific fuel consumption need of
 * one UTC day, computed once from the day's log data. Pure: computing a day, folding days of a window,
 * encoding to bytes.
 *
 * Why not the final daily values: the day's PV depends on the speed-log calibration factor of its
 * period (the median over the period's blocks in the window), and the rpm and SFOC deviations on the
 * window's reference (propeller law and SFOC level of its first 30 days, load limit from its highest
 * power). So a day keeps what is independent of other days — its filtered 10-minute blocks and its
 * loaded samples — and the fold runs the window-wide steps over the stored days; the result equals the
 * computation over the window's raw points (tests/api/dailyPerformance.test.ts checks to 1e-9).
 */
import type { FeatureName } from "../featureMapping/features.js";
import {
  addFuelSample,
  addFuelSamples,
  emptyFuelSamples,
  type FuelCurve,
  type FuelSamples,
  fitFuelCurve,
} from "../hullPerformance/fuelCurve.js";
import {
  type FeatureSeries,
  foldIsoBlocks,
  ISO_FEATURES,
  type IsoAnalysis,
  type IsoBlockRecord,
  type IsoOptions,
  isoBlockRecords,
  OPTIONAL_FEATURES,
  type RejectReason,
  type TimeValue,
} from "../hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../hullPerformance/reference.js";
import { DAY_MS } from "./trendline.js";

/** The features a day reads: the ISO 19030 ones and the main engine's fuel. */
export const DAILY_FEATURES: readonly FeatureName[] = [...ISO_FEATURES, "ME Fuel Mass Flow"];

/** A loaded sample: shaft power above 0 with the shaft rpm and/or fuel flow logged at the same time. */
export interface DaySample {
  t: number;
  power: number;
  /** NaN when not logged at t. */
  rpm: number;
  /** Main-engine fuel, kg/h; NaN when not logged at t. */
  fuel: number;
}

export interface DayRecord {
  /** Midnight UTC, ms. */
  day: number;
  blocks: IsoBlockRecord[];
  /** DAILY_FEATURES with at least one sample in the day. */
  present: FeatureName[];
  /** Highest finite shaft power of the day, kW (0 without). */
  maxPower: number;
  samples: DaySample[];
}

export const dayStartOf = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;

/** The day's record from its series (features read for [day, day + 1 day)) and the fuel flow. */
export function computeDayRecord(
  day: number,
  series: FeatureSeries,
  fuel: readonly TimeValue[],
  settings: HullPerformanceSettings | null,
): DayRecord {
  const iso = settings ? isoBlockRecords(series, settings) : { blocks: [], present: [] };
  const present = DAILY_FEATURES.filter((f) =>
    f === "ME Fuel Mass Flow" ? fuel.length > 0 : (series[f]?.length ?? 0) > 0,
  );
  const power = series["Shaft Power"] ?? [];
  let maxPower = 0;
  for (const p of power) if (Number.isFinite(p.value)) maxPower = Math.max(maxPower, p.value);
  const rpmAt = new Map((series["Shaft Rpm"] ?? []).map((r) => [r.t, r.value]));
  const fuelAt = new Map(fuel.map((f) => [f.t, f.value]));
  const samples: DaySample[] = [];
  for (const p of power) {
    if (!(p.value > 0)) continue;
    const rpm = rpmAt.get(p.t) ?? Number.NaN;
    const f = fuelAt.get(p.t) ?? Number.NaN;
    if (Number.isNaN(rpm) && Number.isNaN(f)) continue;
    samples.push({ t: p.t, power: p.value, rpm, fuel: f });
  }
  return { day, blocks: iso.blocks, present, maxPower, samples };
}

/** What the window's days give: the ISO 19030 analysis and the series the long trends read. */
export interface FoldedDays {
  analysis: IsoAnalysis | null;
  present: Set<FeatureName>;
  maxPower: number;
  /** Loaded shaft power samples, and the rpm and fuel logged at their times (ascending). */
  power: TimeValue[];
  rpm: TimeValue[];
  fuel: TimeValue[];
}

/** Folds the days of a window (ascending) with the vessel's settings and period starts. */
export function foldDays(
  days: readonly DayRecord[],
  settings: HullPerformanceSettings | null,
  options: IsoOptions = {},
): FoldedDays {
  const { analysis, present, maxPower } = foldIso(days, settings, options);
  const power: TimeValue[] = [];
  const rpm: TimeValue[] = [];
  const fuel: TimeValue[] = [];
  for (const d of days)
    for (const s of d.samples) {
      power.push({ t: s.t, value: s.power });
      if (!Number.isNaN(s.rpm)) rpm.push({ t: s.t, value: s.rpm });
      if (!Number.isNaN(s.fuel)) fuel.push({ t: s.t, value: s.fuel });
    }
  return { analysis, present, maxPower, power, rpm, fuel };
}

/** Shaft power above which a sample counts towards the specific fuel consumption, kW. */
export const SFOC_MIN_POWER = 500;

/**
 * A day without its loaded samples, which only the long trends read: its blocks and the sums the
 * specific fuel consumption needs (fuel kg/h and shaft power kW of the samples logging fuel with power
 * above SFOC_MIN_POWER). What the ISO 19030 pages fold (decodeDayBlocks, foldDayBlocks).
 */
export interface DayBlocks extends Omit<DayRecord, "samples"> {
  fuelSum: number;
  powerSum: number;
  /** The same samples' sums for the engine's fuel curve (added fuel at the margin). */
  fuelSamples: FuelSamples;
}

/** The day's blocks and specific-fuel sums (DayBlocks) of a record. */
export function dayBlocksOf(record: DayRecord): DayBlocks {
  const { samples, ...rest } = record;
  let fuelSum = 0;
  let powerSum = 0;
  const fuelSamples = emptyFuelSamples();
  for (const s of samples) {
    if (Number.isNaN(s.fuel) || s.power <= SFOC_MIN_POWER) continue;
    fuelSum += s.fuel;
    powerSum += s.power;
    addFuelSample(fuelSamples, s.power, s.fuel);
  }
  return { ...rest, fuelSum, powerSum, fuelSamples };
}

/** What the ISO 19030 pages need of a window's days: the analysis and the specific fuel consumption. */
export interface FoldedBlocks {
  analysis: IsoAnalysis | null;
  present: Set<FeatureName>;
  /** Mean specific fuel consumption, g/kWh, or null without fuel logged at shaft power above SFOC_MIN_POWER. */
  specificFuel: number | null;
  /** The main engine's fuel curve from the same samples, or null (fitFuelCurve). */
  fuelCurve: FuelCurve | null;
}

/** foldDays without the samples: the same analysis, and the specific fuel consumption from the day sums. */
export function foldDayBlocks(
  days: readonly DayBlocks[],
  settings: HullPerformanceSettings | null,
  options: IsoOptions = {},
): FoldedBlocks {
  const { analysis, present } = foldIso(days, settings, options);
  let fuel = 0;
  let power = 0;
  const fuelSamples = emptyFuelSamples();
  for (const d of days) {
    fuel += d.fuelSum;
    power += d.powerSum;
    addFuelSamples(fuelSamples, d.fuelSamples);
  }
  return {
    analysis,
    present,
    specificFuel: power > 0 ? (fuel * 1000) / power : null,
    fuelCurve: fitFuelCurve(fuelSamples),
  };
}

function foldIso(
  days: ReadonlyArray<Omit<DayRecord, "samples">>,
  settings: HullPerformanceSettings | null,
  options: IsoOptions,
) {
  const present = new Set<FeatureName>();
  const blocks: IsoBlockRecord[] = [];
  let maxPower = 0;
  for (const d of days) {
    for (const f of d.present) present.add(f);
    for (const b of d.blocks) blocks.push(b);
    maxPower = Math.max(maxPower, d.maxPower);
  }
  const analysis = settings
    ? foldIsoBlocks({ blocks, present: ISO_FEATURES.filter((f) => present.has(f)) }, settings, options)
    : null;
  return { analysis, present, maxPower };
}

// ------------------------------------------------------------------------------------------ bytes

/** Bumped whenever a record's meaning changes: stored days of another version are recomputed. */
export const DAY_RECORD_VERSION = 2;
/** A block's outcome as stored: its index here. Append only: the index is in every stored day. */
export const OUTCOMES: ReadonlyArray<RejectReason | "accepted"> = [
  "accepted",
  "incomplete",
  "unstable",
  "waterTemperature",
  "wind",
  "rudder",
  "waterDepth",
  "draft",
  "notUnderWay",
];
const HEADER = 6;
const BLOCK = 10;
const SAMPLE = 4;
const orNaN = (x: number | null) => (x === null ? Number.NaN : x);
const orNull = (x: number) => (Number.isNaN(x) ? null : x);

/** The record as little-endian float64s: header, blocks, samples. */
export function encodeDayRecord(r: DayRecord): Uint8Array {
  const out = new Float64Array(HEADER + r.blocks.length * BLOCK + r.samples.length * SAMPLE);
  let mask = 0;
  DAILY_FEATURES.forEach((f, i) => {
    if (r.present.includes(f)) mask |= 1 << i;
  });
  out.set([DAY_RECORD_VERSION, r.day, mask, r.maxPower, r.blocks.length, r.samples.length], 0);
  let i = HEADER;
  for (const b of r.blocks) {
    const c = b.candidate;
    out.set(
      [
        b.t,
        OUTCOMES.indexOf(b.outcome),
        b.optionalMissing,
        c ? c.stw : Number.NaN,
        c ? orNaN(c.sog) : Number.NaN,
        c ? c.power : Number.NaN,
        c ? c.draft : Number.NaN,
        c ? orNaN(c.windSpeed) : Number.NaN,
        c ? orNaN(c.windAngle) : Number.NaN,
        c ? orNaN(c.waveHeight) : Number.NaN,
      ],
      i,
    );
    i += BLOCK;
  }
  for (const s of r.samples) {
    out.set([s.t, s.power, s.rpm, s.fuel], i);
    i += SAMPLE;
  }
  return new Uint8Array(out.buffer);
}

export class DayRecordVersionError extends Error {}

function float64sOf(bytes: Uint8Array): Float64Array {
  const aligned =
    bytes.byteOffset % 8 === 0
      ? bytes
      : (() => {
          const copy = new Uint8Array(bytes.byteLength);
          copy.set(bytes);
          return copy;
        })();
  const f = new Float64Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 8);
  if (f[0] !== DAY_RECORD_VERSION) throw new DayRecordVersionError(`day record version ${f[0]}`);
  return f;
}

/** Reads encodeDayRecord's bytes; throws DayRecordVersionError for another version. */
export function decodeDayRecord(bytes: Uint8Array): DayRecord {
  const f = float64sOf(bytes);
  const { i, ...head } = decodeHead(f);
  const nSamples = f[5]!;
  const samples: DaySample[] = new Array(nSamples);
  for (let k = 0, j = i; k < nSamples; k++, j += SAMPLE)
    samples[k] = { t: f[j]!, power: f[j + 1]!, rpm: f[j + 2]!, fuel: f[j + 3]! };
  return { ...head, samples };
}

/** Reads encodeDayRecord's bytes without making the samples (DayBlocks, dayBlocksOf's answer). */
export function decodeDayBlocks(bytes: Uint8Array): DayBlocks {
  const f = float64sOf(bytes);
  const { i, ...head } = decodeHead(f);
  const nSamples = f[5]!;
  let fuelSum = 0;
  let powerSum = 0;
  const fuelSamples = emptyFuelSamples();
  for (let k = 0, j = i; k < nSamples; k++, j += SAMPLE) {
    const power = f[j + 1]!;
    const fuel = f[j + 3]!;
    if (Number.isNaN(fuel) || power <= SFOC_MIN_POWER) continue;
    fuelSum += fuel;
    powerSum += power;
    addFuelSample(fuelSamples, power, fuel);
  }
  return { ...head, fuelSum, powerSum, fuelSamples };
}

/** The header and blocks; `i` the index of the first sample. */
function decodeHead(f: Float64Array): Omit<DayRecord, "samples"> & { i: number } {
  const day = f[1]!;
  const mask = f[2]!;
  const present = DAILY_FEATURES.filter((_, i) => mask & (1 << i));
  const nBlocks = f[4]!;
  const blocks: IsoBlockRecord[] = new Array(nBlocks);
  let i = HEADER;
  for (let k = 0; k < nBlocks; k++, i += BLOCK) {
    const t = f[i]!;
    const outcome = OUTCOMES[f[i + 1]!]!;
    blocks[k] = {
      t,
      outcome,
      optionalMissing: f[i + 2]!,
      candidate:
        outcome === "accepted"
          ? {
              t,
              stw: f[i + 3]!,
              sog: orNull(f[i + 4]!),
              power: f[i + 5]!,
              draft: f[i + 6]!,
              windSpeed: orNull(f[i + 7]!),
              windAngle: orNull(f[i + 8]!),
              waveHeight: orNull(f[i + 9]!),
            }
          : null,
    };
  }
  return { day, blocks, present, maxPower: f[3]!, i };
}

/** The optional-feature bit of a feature (IsoBlockRecord.optionalMissing), for tests. */
export const optionalBit = (f: FeatureName): number =>
  1 << (OPTIONAL_FEATURES as readonly FeatureName[]).indexOf(f);
