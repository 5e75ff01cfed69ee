import { createHash } from "node:crypto";
import type { FeatureName } from "../../domain/featureMapping/features.js";
import type { TimeValue } from "../../domain/hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import { READ_FEATURES, type StoredVesselAnalysis } from "../../domain/hullPerformance/vesselAnalysis.js";
import {
  computeDayRecord,
  DAY_RECORD_VERSION,
  type DayBlocks,
  type DayRecord,
  dayBlocksOf,
  dayStartOf,
  decodeDayBlocks,
  decodeDayRecord,
  encodeDayRecord,
  foldDayBlocks,
} from "../../domain/performance/dailyRecord.js";
import { DAY_MS } from "../../domain/performance/trendline.js";
import { entryOf } from "../../domain/shared/records.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { excludedSpans } from "../shared/exclusions.js";
import { featureOf, type MappedFeature, vesselFeatures } from "../shared/featureMapping.js";
import { readAllPoints } from "../timeseries/readAll.js";
import type { DailyStore, StoredDay } from "./DailyStore.js";
import { eventsOf, isoOptionsOf, readAnalysisSeries, settingsOf } from "./hullReads.js";

/**
 * Daily performance values stored at import (docs/architecture.md "Daily performance store"). A vessel's
 * days are computed from its raw log data once (domain/performance/dailyRecord.ts) and kept with the key
 * of their inputs; a read recomputes only the days whose key no longer matches (a new speed-power
 * reference, feature mapping or data-quality exclusion) or that were never stored, and folds the rest.
 * An import recomputes the days its package touched (recomputeAfterImport).
 */

/** Days read from the log data in one go when (re)computing. */
const CHUNK_DAYS = 31;

const hash = (value: unknown) =>
  createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 20);

export function dailyStoreOf(ctx: AppContext): DailyStore {
  if (!ctx.daily) throw new Error("The daily performance store is not open.");
  return ctx.daily;
}

export interface VesselInputs {
  features: readonly MappedFeature[];
  variableIds: number[];
  /** Settings, mapped variables with their valid ranges, record version. */
  key: string;
}

export async function vesselInputs(ctx: AppContext, vessel: VesselView): Promise<VesselInputs> {
  const features = await vesselFeatures(ctx, vessel);
  const mapped = READ_FEATURES.map((f) => {
    const m = featureOf(features, f);
    return m?.variable ? [f, m.variable.id, m.config.min, m.config.max] : [f];
  });
  const variableIds = READ_FEATURES.flatMap((f) => {
    const id = featureOf(features, f)?.variable?.id;
    return id === undefined ? [] : [id];
  });
  return {
    features,
    variableIds,
    key: hash([DAY_RECORD_VERSION, settingsOf(ctx, vessel.id), mapped]),
  };
}

/**
 * What the log data of each day holds, per mapped variable: the count, sum, first and last of its day
 * rollup (the time-series store keeps them as points arrive). A day whose data changed — a package
 * imported, points written by any path — has another fingerprint, so its stored record is recomputed.
 */
export async function dataFingerprints(
  ctx: AppContext,
  variableIds: readonly number[],
  fromDay: number,
  toDay: number,
): Promise<Map<number, string>> {
  const store = ctx.timeSeries;
  const parts = new Map<number, unknown[]>();
  if (!store) return new Map();
  for (const variableId of variableIds) {
    const rollups = await readAllPoints(store, {
      variableId,
      from: fromDay,
      to: toDay - 1,
      granularity: "Day",
    });
    for (const r of rollups) {
      const list = parts.get(r.t) ?? [];
      list.push([variableId, r.count, r.sum, r.first, r.last]);
      parts.set(r.t, list);
    }
  }
  return new Map([...parts].map(([day, list]) => [day, hash(list)]));
}

/** The day's key: the vessel's inputs, the day's data fingerprint and the exclusions in force that touch it. */
function dayKey(ctx: AppContext, inputs: VesselInputs, day: number, fingerprint: string | undefined): string {
  const spans = inputs.variableIds.flatMap((id) =>
    excludedSpans(ctx, id, day, day + DAY_MS - 1).map((s) => [id, s[0], s[1]]),
  );
  return `${inputs.key}.${fingerprint ?? "-"}${spans.length ? `.${hash(spans)}` : ""}`;
}

/** Samples of an ascending series in [from, to), from index `start`; answers the slice and the next index. */
function sliceFrom(values: readonly TimeValue[], start: number, to: number): [TimeValue[], number] {
  let end = start;
  while (end < values.length && values[end]!.t < to) end++;
  return [values.slice(start, end) as TimeValue[], end];
}

/** Computes the days [fromDay, toDay) from the raw log data (the raw path, one read per feature). */
async function computeDays(
  ctx: AppContext,
  vessel: VesselView,
  inputs: VesselInputs,
  fingerprints: ReadonlyMap<number, string>,
  fromDay: number,
  toDay: number,
): Promise<Array<{ stored: StoredDay; record: DayRecord }>> {
  const readAt = Date.now();
  const settings = settingsOf(ctx, vessel.id);
  const { series, fuel } = await readAnalysisSeries(ctx, inputs.features, fromDay, toDay);
  const cursors = new Map<string, number>();
  const out: Array<{ stored: StoredDay; record: DayRecord }> = [];
  for (let day = fromDay; day < toDay; day += DAY_MS) {
    const daySeries: Partial<Record<FeatureName, TimeValue[]>> = {};
    for (const [feature, values] of Object.entries(series) as Array<[FeatureName, TimeValue[]]>) {
      const [slice, next] = sliceFrom(values, cursors.get(feature) ?? 0, day + DAY_MS);
      cursors.set(feature, next);
      if (slice.length) daySeries[feature] = slice;
    }
    const [dayFuel, next] = sliceFrom(fuel, cursors.get("fuel") ?? 0, day + DAY_MS);
    cursors.set("fuel", next);
    const record = computeDayRecord(day, daySeries, dayFuel, settings);
    out.push({
      record,
      stored: {
        day,
        key: dayKey(ctx, inputs, day, fingerprints.get(day)),
        readAt,
        data: encodeDayRecord(record),
      },
    });
  }
  return out;
}

/** Runs of consecutive days, each at most CHUNK_DAYS long. */
function runsOf(days: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last[1] === day && (last[1] - last[0]) / DAY_MS < CHUNK_DAYS) last[1] = day + DAY_MS;
    else runs.push([day, day + DAY_MS]);
  }
  return runs;
}

/**
 * The vessel's day records of [from, to) rounded out to whole UTC days: stored days whose key matches,
 * the others (never stored, or computed from other inputs) recomputed from the log data and stored.
 * `force` recomputes every day of the window (after an import).
 */
export function vesselDays(
  ctx: AppContext,
  vessel: VesselView,
  from: number,
  to: number,
  options: { force?: boolean; computed?: { days: number } } = {},
): Promise<DayRecord[]> {
  return readVesselDays(ctx, vessel, from, to, options, { decode: decodeDayRecord, of: (r) => r });
}

/** vesselDays without the loaded samples (what the ISO 19030 pages fold; far less to decode). */
export function vesselDayBlocks(
  ctx: AppContext,
  vessel: VesselView,
  from: number,
  to: number,
): Promise<DayBlocks[]> {
  return readVesselDays(ctx, vessel, from, to, {}, { decode: decodeDayBlocks, of: dayBlocksOf });
}

async function readVesselDays<T extends { day: number }>(
  ctx: AppContext,
  vessel: VesselView,
  from: number,
  to: number,
  options: { force?: boolean; computed?: { days: number } },
  read: { decode: (bytes: Uint8Array) => T; of: (record: DayRecord) => T },
): Promise<T[]> {
  const store = dailyStoreOf(ctx);
  const fromDay = dayStartOf(from);
  const toDay = dayStartOf(to - 1) + DAY_MS;
  const inputs = await vesselInputs(ctx, vessel);
  const fingerprints = await dataFingerprints(ctx, inputs.variableIds, fromDay, toDay);
  const stored = options.force
    ? new Map<number, string>()
    : new Map((await store.readKeys(vessel.id, fromDay, toDay)).map((r) => [r.day, r.key]));
  const stale: number[] = [];
  for (let day = fromDay; day < toDay; day += DAY_MS)
    if (stored.get(day) !== dayKey(ctx, inputs, day, fingerprints.get(day))) stale.push(day);
  const fresh = new Map<number, T>();
  for (const [a, b] of runsOf(stale)) {
    const computed = await computeDays(ctx, vessel, inputs, fingerprints, a, b);
    await store.writeDays(
      vessel.id,
      computed.map((c) => c.stored),
    );
    for (const c of computed) fresh.set(c.record.day, read.of(c.record));
    if (options.computed) options.computed.days += computed.length;
  }
  if (fresh.size === (toDay - fromDay) / DAY_MS) return [...fresh.values()];
  const records: T[] = [];
  for (const row of await store.readDays(vessel.id, fromDay, toDay)) {
    const own = fresh.get(row.day);
    records.push(own ?? read.decode(row.data));
    fresh.delete(row.day);
  }
  // Days computed here whose row another writer replaced meanwhile are read as stored; none is missed.
  for (const record of fresh.values()) records.push(record);
  return records.sort((a, b) => a.day - b.day);
}

/**
 * The vessel's ISO 19030 analysis of [from, to) (whole UTC days) from its stored days: the answer of
 * analyseVessel (rawAnalysis.ts) over the same days, without reading the raw points again (only the
 * hourly positions the speed-log calibration reads courses from).
 */
export async function vesselAnalysis(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
): Promise<StoredVesselAnalysis> {
  const days = await vesselDayBlocks(ctx, vessel, from, to);
  const features = await vesselFeatures(ctx, vessel);
  const mapping: Partial<Record<FeatureName, string>> = {};
  for (const f of READ_FEATURES) {
    const variable = featureOf(features, f)?.variable;
    if (variable) mapping[f] = variable.name;
  }
  const events = eventsOf(ctx, vessel.id);
  const options = await isoOptionsOf(ctx, vessel.id, features, from, to);
  const folded = foldDayBlocks(days, settings, options);
  return {
    analysis: folded.analysis!,
    mapping,
    events,
    periodStarts: options.periodStarts,
    specificFuel: folded.specificFuel,
    fuelCurve: folded.fuelCurve,
  };
}

/** After an import of a vessel's package with points in [oldest, newest]: recomputes those days. */
export async function recomputeAfterImport(
  ctx: AppContext,
  vesselId: string,
  oldest: number,
  newest: number,
): Promise<void> {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  if (!vessel || !ctx.daily) return;
  await vesselDays(ctx, vessel, oldest, newest + 1, { force: true });
}

/**
 * Fills the store for every vessel from the existing log data: the days of each vessel's data not stored
 * with their current inputs (idempotent: a second run computes nothing; several processes may run it at
 * once, the writes being upserts). Answers the days computed.
 */
export async function rebuildDailyStore(
  ctx: AppContext,
  options: { vesselIds?: readonly string[]; force?: boolean; stop?: { stopped: boolean } } = {},
): Promise<{ vessels: number; days: number; computed: number }> {
  const vessels = Object.values(ctx.readModels.state("vessels").byId).filter(
    (v) => !options.vesselIds || options.vesselIds.includes(v.id),
  );
  let days = 0;
  let count = 0;
  const computed = { days: 0 };
  for (const vessel of vessels) {
    if (options.stop?.stopped) break;
    const variables = ctx.timeSeries ? await ctx.timeSeries.variables(vessel.id) : [];
    const first = Math.min(...variables.map((v) => v.firstAt ?? Number.POSITIVE_INFINITY));
    const last = Math.max(...variables.map((v) => v.lastAt ?? Number.NEGATIVE_INFINITY));
    if (!Number.isFinite(first) || !Number.isFinite(last)) continue;
    const records = await vesselDays(ctx, vessel, first, last + 1, {
      force: options.force === true,
      computed,
    });
    days += records.length;
    count++;
  }
  return { vessels: count, days, computed: computed.days };
}
