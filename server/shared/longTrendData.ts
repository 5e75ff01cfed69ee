import { createHash } from "node:crypto";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import { specificFuel } from "../../domain/hullPerformance/vesselAnalysis.js";
import {
  type DailyValue,
  DEFAULT_LONG_TREND_CONFIG,
  DIAGNOSTIC_TYPES,
  type DiagnosticType,
  dailyMeans,
  LONG_TREND_METHOD_VERSION,
  type LongTrendConfig,
  type LongTrendResult,
  longTrend,
  ratedPowerOf,
  rpmDeviation,
  sfocDeviation,
} from "../../domain/longTrends/longTrends.js";
import { DAY_RECORD_VERSION, dayStartOf, foldDays } from "../../domain/performance/dailyRecord.js";
import type { LongTrendForStatus } from "../../domain/performance/performanceStatus.js";
import { DAY_MS } from "../../domain/performance/trendline.js";
import { entryOf } from "../../domain/shared/records.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import type { StoredStatus } from "../dailyPerformance/DailyStore.js";
import {
  dailyStoreOf,
  dataFingerprints,
  vesselDays,
  vesselInputs,
} from "../dailyPerformance/dailyPerformance.js";
import {
  certifiedCalibrationsOf,
  eventsOf,
  isoOptionsOf,
  settingsOf,
} from "../dailyPerformance/hullReads.js";
import { analyseVessel } from "../dailyPerformance/rawAnalysis.js";
import { vesselFeatures } from "./featureMapping.js";

/**
 * A vessel's long-trend daily values (docs/long-trends.md), folded from the vessel's stored days
 * (server/dailyPerformance): the same values the raw log data gives (rawLongTrendInputs, the function
 * the tests compare with), without re-reading a year of raw points.
 */
export interface LongTrendInputs {
  vesselId: string;
  from: number;
  to: number;
  computedAt: number;
  /** Why a type has no values (no speed-power reference, feature not logged), per type. */
  missing: Partial<Record<DiagnosticType, string>>;
  values: Record<DiagnosticType, DailyValue[]>;
  periodStarts: number[];
  /** The window's measured SFOC, g/kWh (ME fuel / shaft power), null when not logged; absent in older stored inputs. */
  specificFuel?: number | null;
}

export const LONG_TREND_DATA_MESSAGES = {
  noReference:
    "No speed-power reference for this vessel (Fouling settings): the speed loss cannot be computed.",
  noData: (feature: string) => `The vessel logs no ${feature} in this window.`,
} as const;

/** The periods without a speed-power reference: every event but propeller polishing starts one. */
const periodsWithoutReference = (ctx: AppContext, vesselId: string) =>
  eventsOf(ctx, vesselId)
    .filter((e) => e.eventType !== "PropellerPolishing")
    .map((e) => e.endTime);

const noReference = (): LongTrendInputs["missing"] => {
  const missing: LongTrendInputs["missing"] = {};
  for (const type of DIAGNOSTIC_TYPES) missing[type] = LONG_TREND_DATA_MESSAGES.noReference;
  return missing;
};

/** What one path (the stored days or the raw log data) gives of a vessel's window. */
interface WindowValues {
  values: Record<DiagnosticType, DailyValue[]>;
  /** Whether the vessel logs shaft power, shaft rpm and ME fuel in the window. */
  logged: { power: boolean; rpm: boolean; fuel: boolean };
  periodStarts: number[];
  specificFuel: number | null;
}

type WindowReader = (
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
) => Promise<WindowValues>;

/**
 * The long-trend inputs of [from, to) from one path's values: without a speed-power reference (or
 * vessel) every type is missing; otherwise a type is missing where its feature is not logged.
 */
const inputsFrom =
  (read: WindowReader) =>
  async (ctx: AppContext, vesselId: string, from: number, to: number): Promise<LongTrendInputs> => {
    const computedAt = ctx.now().getTime();
    const settings = settingsOf(ctx, vesselId);
    const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
    if (!settings || !vessel)
      return {
        vesselId,
        from,
        to,
        computedAt,
        missing: noReference(),
        values: { speed: [], rpm: [], sfoc: [] },
        periodStarts: periodsWithoutReference(ctx, vesselId),
      };
    const window = await read(ctx, vessel, settings, from, to);
    const missing: LongTrendInputs["missing"] = {};
    if (!window.logged.power) missing.speed = LONG_TREND_DATA_MESSAGES.noData("Shaft Power");
    if (!window.logged.rpm) missing.rpm = LONG_TREND_DATA_MESSAGES.noData("Shaft Rpm");
    if (!window.logged.fuel) missing.sfoc = LONG_TREND_DATA_MESSAGES.noData("ME Fuel Mass Flow");
    return {
      vesselId,
      from,
      to,
      computedAt,
      missing,
      values: window.values,
      periodStarts: window.periodStarts,
      specificFuel: window.specificFuel,
    };
  };

/** The vessel's daily values of every diagnostic type in [from, to) (whole UTC days), from the stored days. */
export const longTrendInputs = inputsFrom(async (ctx, vessel, settings, from, to) => {
  // The fold options the Fouling page folds with (calibration starts, courses, certified log calibrations):
  // the same speed loss.
  const options = await isoOptionsOf(ctx, vessel.id, await vesselFeatures(ctx, vessel), from, to);
  const { periodStarts } = options;
  const folded = foldDays(await vesselDays(ctx, vessel, from, to), settings, options);
  const rated = ratedPowerOf(vessel.maxContinuousRating, folded.power);
  return {
    values: {
      speed: folded.analysis!.days.map((d) => ({ t: d.dayStart, value: d.speedLoss })),
      rpm: dailyMeans(rpmDeviation(folded.power, folded.rpm, rated)),
      sfoc: dailyMeans(sfocDeviation(folded.power, folded.fuel, rated)),
    },
    logged: {
      power: folded.present.has("Shaft Power"),
      rpm: folded.present.has("Shaft Rpm"),
      fuel: folded.present.has("ME Fuel Mass Flow"),
    },
    periodStarts,
    specificFuel: specificFuel(folded.fuel, folded.power),
  };
});

/** The raw path of longTrendInputs: reads the vessel's log data in [from, to) (what fills the store). */
export const rawLongTrendInputs = inputsFrom(async (ctx, vessel, settings, from, to) => {
  const result = await analyseVessel(ctx, vessel, settings, from, to);
  const power = result.series["Shaft Power"] ?? [];
  const rpm = result.series["Shaft Rpm"] ?? [];
  const rated = ratedPowerOf(vessel.maxContinuousRating, power);
  return {
    values: {
      speed: result.analysis.days.map((d) => ({ t: d.dayStart, value: d.speedLoss })),
      rpm: dailyMeans(rpmDeviation(power, rpm, rated)),
      sfoc: dailyMeans(sfocDeviation(power, result.fuel, rated)),
    },
    logged: { power: power.length > 0, rpm: rpm.length > 0, fuel: result.fuel.length > 0 },
    periodStarts: result.periodStarts,
    specificFuel: result.specificFuel,
  };
});

/** The vessel's long-trend configuration of one type (the defaults when never set). */
export function longTrendConfigOf(ctx: AppContext, vesselId: string, type: DiagnosticType): LongTrendConfig {
  const ofVessel = entryOf(ctx.readModels.state("hullPerformance").longTrendConfigs, vesselId);
  return (ofVessel && entryOf(ofVessel, type)) ?? DEFAULT_LONG_TREND_CONFIG;
}

/** Every diagnostic type's long trend from the inputs and the vessel's configuration. */
export function longTrendsFrom(ctx: AppContext, inputs: LongTrendInputs): LongTrendResult[] {
  return DIAGNOSTIC_TYPES.map((type) =>
    longTrend(type, inputs.values[type], inputs.periodStarts, longTrendConfigOf(ctx, inputs.vesselId, type)),
  );
}

// ------------------------------------------------------------------- the status window, stored

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
 * Key of the read models the status inputs are computed from: the versions, the rated power, the
 * speed-power reference, the configured feature mapping, events, certified log calibrations and
 * exclusions. A read computes it without touching the log data.
 */
function modelKey(ctx: AppContext, vessel: VesselView): string {
  return hash([
    DAY_RECORD_VERSION,
    LONG_TREND_METHOD_VERSION,
    vessel.maxContinuousRating,
    settingsOf(ctx, vessel.id),
    entryOf(ctx.readModels.state("featureMapping").byVesselId, vessel.id) ?? null,
    eventsOf(ctx, vessel.id),
    certifiedCalibrationsOf(ctx, vessel.id),
    entryOf(ctx.readModels.state("dataQuality").byVesselId, vessel.id)?.actions ?? null,
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
const configKey = (ctx: AppContext, vesselId: string) =>
  hash(DIAGNOSTIC_TYPES.map((type) => longTrendConfigOf(ctx, vesselId, type)));

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
  const key = summaryKeyOf(modelKey(ctx, vessel), configKey(ctx, vessel.id), dataPartOf(stored.key));
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
  const model = modelKey(ctx, vessel);
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
  const model = modelKey(ctx, vessel);
  const summary = read === undefined ? (await store.readSummaries([vessel.id])).get(vessel.id) : read;
  if (summary?.key.startsWith(`${model}.${configKey(ctx, vessel.id)}.`))
    return JSON.parse(summary.data) as LongTrendForStatus[];
  const stored = (await store.readStatuses([vessel.id])).get(vessel.id);
  if (stored?.key.startsWith(`${model}.`))
    return writeSummary(ctx, vessel, JSON.parse(stored.data) as LongTrendInputs | null, stored);
  return (await recomputeStatus(ctx, vessel)).trends;
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
  if (stored?.key === inputsKeyOf(modelKey(ctx, vessel), data.key)) {
    await longTrendsForStatus(ctx, vessel);
    return false;
  }
  await recomputeStatusInputs(ctx, vessel);
  return true;
}
