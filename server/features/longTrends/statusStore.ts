import { createHash } from "node:crypto";
import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import { DIAGNOSTIC_TYPES, LONG_TREND_METHOD_VERSION } from "../../../domain/longTrends/longTrends.js";
import { DAY_RECORD_VERSION, dayStartOf } from "../../../domain/performance/dailyRecord.js";
import type { LongTrendForStatus } from "../../../domain/performance/performanceStatus.js";
import { DAY_MS } from "../../../domain/performance/trendline.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { StoredStatus } from "../../dailyPerformance/DailyStore.js";
import { dailyStoreOf, dataFingerprints, vesselInputs } from "../../dailyPerformance/dailyPerformance.js";
import { certifiedCalibrationsFrom, eventViewsFrom } from "../../dailyPerformance/hullReads.js";
import { configOfType, longTrendConfigOf, longTrendsFrom } from "./trendConfigs.js";
import { longTrendInputs } from "./trendInputs.js";

/**
 * The vessel status kept at write time (docs/architecture.md "Daily performance store"): per vessel the
 * long-trend inputs of its status window and the summary the overall status reads, in the daily store.
 */

/** The overall status judges the 365 days up to the end of the vessel's latest logged day. */
export const STATUS_WINDOW_DAYS = 365;

const hash = (value: unknown) =>
  createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 24);

/** The status window of a vessel: the STATUS_WINDOW_DAYS up to the end of its latest logged day. */
async function statusWindow(ctx: AppContext, vesselId: string): Promise<{ from: number; to: number } | null> {
  const variables = ctx.timeSeries ? await ctx.timeSeries.variables(vesselId) : [];
  const last = Math.max(...variables.map((v) => v.lastAt ?? Number.NEGATIVE_INFINITY));
  if (!Number.isFinite(last)) return null;
  const to = dayStartOf(last) + DAY_MS;
  return { from: to - STATUS_WINDOW_DAYS * DAY_MS, to };
}

/**
 * The read-model entries of a vessel its status depends on besides the log data: the speed-power
 * reference, the configured feature mapping, hull events, certified log calibrations, exclusions and the
 * long-trend configurations. The model and configuration keys are hashed from these alone, so a read that
 * finds every entry the same object as at its last hash has the same keys (readKeysOf).
 */
function keySourcesOf(ctx: AppContext, vesselId: string) {
  const hull = ctx.readModels.state("hullPerformance");
  return {
    settings: entryOf(hull.settings, vesselId),
    featureMapping: entryOf(ctx.readModels.state("featureMapping").byVesselId, vesselId),
    events: entryOf(hull.events, vesselId),
    calibrations: entryOf(hull.speedLogCalibrations ?? {}, vesselId),
    exclusions: entryOf(ctx.readModels.state("dataQuality").byVesselId, vesselId)?.actions,
    longTrendConfigs: entryOf(hull.longTrendConfigs, vesselId),
  };
}
type KeySources = ReturnType<typeof keySourcesOf>;

/** Key of the read models the status inputs are computed from, with the versions and the rated power. */
function modelKey(vessel: VesselView, sources: KeySources): string {
  return hash([
    DAY_RECORD_VERSION,
    LONG_TREND_METHOD_VERSION,
    vessel.maxContinuousRating,
    sources.settings ?? null,
    sources.featureMapping ?? null,
    eventViewsFrom(sources.events),
    certifiedCalibrationsFrom(sources.calibrations),
    sources.exclusions ?? null,
  ]);
}

/**
 * Key of what the log data gives the status inputs: the mapped variables with their ranges (the
 * suggestion reads the vessel's variables), the window and the day fingerprints in it — a year of day
 * rollups read, so only writers of the data and the rebuild compute it, never a read.
 */
async function dataKey(ctx: AppContext, vessel: VesselView) {
  const window = await statusWindow(ctx, vessel.id);
  const inputs = await vesselInputs(ctx, vessel);
  const fingerprints = window
    ? await dataFingerprints(ctx, inputs.variableIds, window.from, window.to)
    : new Map();
  return { key: hash([inputs.key, window, [...fingerprints]]), window };
}

/** Key of the long-trend configurations (benchmarks, use in status), which the summary folds in. */
const configKey = (sources: KeySources) =>
  hash(DIAGNOSTIC_TYPES.map((type) => configOfType(sources.longTrendConfigs, type)));

/**
 * The stored keys begin with the model key: the status inputs' key is `model.data`, the summary's
 * `model.config.data`. A read checks the parts it can compute cheaply; the data part is kept current
 * by the writers of the data (recomputeStatusInputs) and checked by the rebuild (refreshStaleStatus).
 */
const inputsKeyOf = (model: string, data: string) => `${model}.${data}`;
const summaryKeyOf = (model: string, config: string, data: string) => `${model}.${config}.${data}`;
const dataPartOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);

const trendsForStatus = (ctx: AppContext, inputs: LongTrendInputs | null): LongTrendForStatus[] =>
  inputs
    ? longTrendsFrom(ctx, inputs).map((trend) => ({
        isDiagnosticType: true,
        useInVesselStatus: longTrendConfigOf(ctx, inputs.vesselId, trend.type).useInVesselStatus,
        performanceStatus: trend.performanceStatus,
      }))
    : [];

async function writeSummary(
  ctx: AppContext,
  vessel: VesselView,
  inputs: LongTrendInputs | null,
  stored: { key: string; readAt: number },
): Promise<LongTrendForStatus[]> {
  const trends = trendsForStatus(ctx, inputs);
  const { model, config } = readKeysOf(ctx, vessel);
  const key = summaryKeyOf(model, config, dataPartOf(stored.key));
  await dailyStoreOf(ctx).writeSummary({
    vesselId: vessel.id,
    key,
    readAt: stored.readAt,
    data: JSON.stringify(trends),
  });
  return trends;
}

/**
 * Computes the vessel's status inputs from its stored days and stores them with the summary the status
 * reads. Every writer of a vessel's log data calls it after its write (an import, the taxonomy upload).
 */
export async function recomputeStatusInputs(
  ctx: AppContext,
  vessel: VesselView,
): Promise<LongTrendInputs | null> {
  return (await recomputeStatus(ctx, vessel)).inputs;
}

async function recomputeStatus(ctx: AppContext, vessel: VesselView) {
  const readAt = Date.now();
  const { model } = readKeysOf(ctx, vessel);
  const data = await dataKey(ctx, vessel);
  const inputs = data.window ? await longTrendInputs(ctx, vessel.id, data.window.from, data.window.to) : null;
  const key = inputsKeyOf(model, data.key);
  await dailyStoreOf(ctx).writeStatus({ vesselId: vessel.id, key, readAt, data: JSON.stringify(inputs) });
  return { inputs, trends: await writeSummary(ctx, vessel, inputs, { key, readAt }) };
}

/** recomputeStatusInputs for a vessel id (none when the vessel is unknown or the store closed). */
export async function refreshStatusOf(ctx: AppContext, vesselId: string): Promise<void> {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  if (vessel && ctx.daily) await recomputeStatusInputs(ctx, vessel);
}

/**
 * What the overall status reads: the vessel's long trends over its status window, with their
 * configuration. A read answers the stored summary when its model and configuration parts match (no
 * log data read, no day folded); after a change of configuration it refolds the stored inputs, after a
 * change of the read models it recomputes them.
 */
export async function longTrendsForStatus(
  ctx: AppContext,
  vessel: VesselView,
  /** The vessel's stored summary when already read (statusSummariesOf), null when none is stored. */
  read?: StoredStatus | null,
): Promise<LongTrendForStatus[]> {
  const store = dailyStoreOf(ctx);
  const { model, config } = readKeysOf(ctx, vessel);
  const summary = read === undefined ? (await store.readSummaries([vessel.id])).get(vessel.id) : read;
  if (summary?.key.startsWith(`${model}.${config}.`)) return trendsOfSummary(vessel, summary.data);
  const stored = (await store.readStatuses([vessel.id])).get(vessel.id);
  if (stored?.key.startsWith(`${model}.`))
    return writeSummary(ctx, vessel, JSON.parse(stored.data) as LongTrendInputs | null, stored);
  return (await recomputeStatus(ctx, vessel)).trends;
}

const keptReadKeys = new WeakMap<VesselView, { sources: KeySources; model: string; config: string }>();

/**
 * modelKey and configKey of a read, hashed again only when one of their sources was replaced. A fold
 * replaces an entry it changes and never mutates one (projections/projection.ts), so while each entry,
 * and the vessel's view, is the same object, so are the keys: a 500-vessel list then hashes nothing
 * (docs/performance.md).
 */
function readKeysOf(ctx: AppContext, vessel: VesselView): { model: string; config: string } {
  const sources = keySourcesOf(ctx, vessel.id);
  const kept = keptReadKeys.get(vessel);
  if (
    kept &&
    (Object.keys(sources) as (keyof KeySources)[]).every((name) => kept.sources[name] === sources[name])
  )
    return kept;
  const keys = { sources, model: modelKey(vessel, sources), config: configKey(sources) };
  keptReadKeys.set(vessel, keys);
  return keys;
}

const keptTrends = new WeakMap<VesselView, { data: string; trends: LongTrendForStatus[] }>();

/** A stored summary's trends, parsed again only when its text changed. Shared between reads, so frozen. */
function trendsOfSummary(vessel: VesselView, data: string): LongTrendForStatus[] {
  const kept = keptTrends.get(vessel);
  if (kept?.data === data) return kept.trends;
  const trends = Object.freeze(JSON.parse(data) as LongTrendForStatus[]) as LongTrendForStatus[];
  keptTrends.set(vessel, { data, trends });
  return trends;
}

/** The stored summaries of several vessels in one read of the store (a vessel list). */
export const statusSummariesOf = (ctx: AppContext, vesselIds: readonly string[]) =>
  dailyStoreOf(ctx).readSummaries(vesselIds);

/**
 * The rebuild's check of a vessel's status: its key computed afresh from the log data (a year of day
 * fingerprints); recomputed when it differs from the stored one (data written without a refresh, a
 * process stopped between an import's commit and its refresh). Answers whether it recomputed.
 */
export async function refreshStaleStatus(ctx: AppContext, vessel: VesselView): Promise<boolean> {
  const stored = (await dailyStoreOf(ctx).readStatuses([vessel.id])).get(vessel.id);
  const data = await dataKey(ctx, vessel);
  if (stored?.key === inputsKeyOf(readKeysOf(ctx, vessel).model, data.key)) {
    await longTrendsForStatus(ctx, vessel);
    return false;
  }
  await recomputeStatusInputs(ctx, vessel);
  return true;
}
