import {
  type DailyValue,
  DEFAULT_LONG_TREND_CONFIG,
  DIAGNOSTIC_TYPES,
  type DiagnosticType,
  dailyMeans,
  type LongTrendConfig,
  type LongTrendResult,
  longTrend,
  rpmDeviation,
  sfocDeviation,
} from "../../domain/longTrends/longTrends.js";
import type { LongTrendForStatus } from "../../domain/performance/performanceStatus.js";
import { entryOf } from "../../domain/shared/records.js";
import type { AppContext } from "../context.js";
import { analyseVessel, eventsOf, settingsOf } from "./hullAnalysis.js";

/**
 * A vessel's long-trend daily values (docs/long-trends.md), computed from the log data and kept in
 * memory: the Long trends calls fill it, the vessel's overall performance status reads it (a vessel
 * whose long trends were never computed since the server started has none: "No performance
 * parameters"). An entry younger than FRESH_MS for the same window is reused instead of re-reading
 * a year of raw points.
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
}

export const FRESH_MS = 60_000;

export const LONG_TREND_DATA_MESSAGES = {
  noReference:
    "No speed-power reference for this vessel (Fouling settings): the speed loss cannot be computed.",
  noData: (feature: string) => `The vessel logs no ${feature} in this window.`,
} as const;

const caches = new WeakMap<AppContext, Map<string, LongTrendInputs>>();
const cacheOf = (ctx: AppContext) => {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  return cache;
};

/** Reads the vessel's log data in [from, to) and derives the daily values of every diagnostic type. */
export async function longTrendInputs(
  ctx: AppContext,
  vesselId: string,
  from: number,
  to: number,
): Promise<LongTrendInputs> {
  const cache = cacheOf(ctx);
  const now = ctx.now().getTime();
  const cached = cache.get(vesselId);
  if (cached && cached.from === from && cached.to === to && now - cached.computedAt < FRESH_MS) return cached;
  const events = eventsOf(ctx, vesselId);
  const settings = settingsOf(ctx, vesselId);
  const missing: LongTrendInputs["missing"] = {};
  const values: Record<DiagnosticType, DailyValue[]> = { speed: [], rpm: [], sfoc: [] };
  let periodStarts = events.filter((e) => e.eventType !== "PropellerPolishing").map((e) => e.endTime);
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  if (settings && vessel) {
    const result = await analyseVessel(ctx, vessel, settings, from, to);
    periodStarts = result.periodStarts;
    values.speed = result.analysis.days.map((d) => ({ t: d.dayStart, value: d.speedLoss }));
    const power = result.series["Shaft Power"] ?? [];
    const rpm = result.series["Shaft Rpm"] ?? [];
    values.rpm = dailyMeans(rpmDeviation(power, rpm));
    values.sfoc = dailyMeans(sfocDeviation(power, result.fuel));
    if (power.length === 0) missing.speed = LONG_TREND_DATA_MESSAGES.noData("Shaft Power");
    if (rpm.length === 0) missing.rpm = LONG_TREND_DATA_MESSAGES.noData("Shaft Rpm");
    if (result.fuel.length === 0) missing.sfoc = LONG_TREND_DATA_MESSAGES.noData("ME Fuel Mass Flow");
  } else for (const type of DIAGNOSTIC_TYPES) missing[type] = LONG_TREND_DATA_MESSAGES.noReference;
  const inputs: LongTrendInputs = { vesselId, from, to, computedAt: now, missing, values, periodStarts };
  cache.set(vesselId, inputs);
  return inputs;
}

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

/** What the overall status reads: the long trends last computed for the vessel (none before the first). */
export function longTrendsForStatus(ctx: AppContext, vesselId: string): LongTrendForStatus[] {
  const inputs = cacheOf(ctx).get(vesselId);
  if (!inputs) return [];
  return longTrendsFrom(ctx, inputs).map((trend) => ({
    isDiagnosticType: true,
    useInVesselStatus: longTrendConfigOf(ctx, vesselId, trend.type).useInVesselStatus,
    performanceStatus: trend.performanceStatus,
  }));
}
