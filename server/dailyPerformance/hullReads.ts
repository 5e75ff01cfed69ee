import { outOfRange } from "../../domain/dataQuality/detectors.js";
import type { FeatureName } from "../../domain/featureMapping/features.js";
import {
  calibrationStartsOf,
  type Iso19030EventView,
  periodStartsOf,
} from "../../domain/hullPerformance/events.js";
import type { FeatureSeries, IsoOptions, TimeValue } from "../../domain/hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import {
  type CertifiedCalibration,
  hourlyCourses,
} from "../../domain/hullPerformance/speedLogCalibration.js";
import { READ_FEATURES } from "../../domain/hullPerformance/vesselAnalysis.js";
import { entryOf } from "../../domain/shared/records.js";
import type { HullPerformanceReadState } from "../../projections/hullPerformance/hullPerformance.js";
import type { AppContext } from "../context.js";
import { analyticsStore } from "../shared/exclusions.js";
import { featureOf, type MappedFeature } from "../shared/featureMapping.js";
import { readAllPoints } from "../timeseries/readAll.js";

/**
 * What the hull analysis reads besides the stored days (docs/fouling.md): a vessel's hull events,
 * settings, trigger value and certified speed-log calibrations from the read models, its raw ISO series
 * and its hourly positions from the time-series store.
 */

type HullEventsEntry = HullPerformanceReadState["events"][string];
type CalibrationsEntry = HullPerformanceReadState["speedLogCalibrations"][string];

export function eventsOf(ctx: AppContext, vesselId: string): Iso19030EventView[] {
  return eventViewsFrom(entryOf(ctx.readModels.state("hullPerformance").events, vesselId));
}

/** A vessel's entry of the hull events read model as the analysis reads it (ascending start). */
export function eventViewsFrom(ofVessel: HullEventsEntry | undefined): Iso19030EventView[] {
  return Object.values(ofVessel ?? {})
    .map((e) => ({
      id: e.id,
      vesselId: e.vesselId,
      eventType: e.eventType,
      startTime: Date.parse(e.startTime),
      endTime: Date.parse(e.endTime),
      description: e.description,
    }))
    .sort((a, b) => a.startTime - b.startTime);
}

export function settingsOf(ctx: AppContext, vesselId: string): HullPerformanceSettings | null {
  return entryOf(ctx.readModels.state("hullPerformance").settings, vesselId) ?? null;
}

/** The vessel's ISO 19030 maintenance trigger value (pp), or null when none is set. */
export const triggerValueOf = (ctx: AppContext, vesselId: string): number | null =>
  entryOf(ctx.readModels.state("hullPerformance").triggerValues, vesselId) ?? null;

/** The vessel's certified speed-log calibrations as the fold reads them (ms, ascending). */
export const certifiedCalibrationsOf = (ctx: AppContext, vesselId: string): CertifiedCalibration[] =>
  certifiedCalibrationsFrom(
    entryOf(ctx.readModels.state("hullPerformance").speedLogCalibrations ?? {}, vesselId),
  );

/** A vessel's entry of the calibrations read model as the fold reads it. */
export const certifiedCalibrationsFrom = (ofVessel: CalibrationsEntry | undefined): CertifiedCalibration[] =>
  (ofVessel ?? []).map((c) => ({ validFrom: Date.parse(c.validFrom), factor: c.factor }));

/** The vessel's ISO features and main-engine fuel in [from, to) as the analysis reads them. */
export interface AnalysisSeries {
  series: FeatureSeries;
  fuel: TimeValue[];
  /** Feature → the log variable's name used for it. */
  mapping: Partial<Record<FeatureName, string>>;
}

/**
 * Reads the vessel's features in [from, to) raw from the time-series store. Each feature is read from
 * the variable of the vessel's feature mapping (server/shared/featureMapping.ts: the configured variable,
 * else the suggestion), leaving out readings outside the feature's valid range (with the data-quality
 * tolerance, RANGE_TOLERANCE) and readings deleted as outliers (analyticsStore).
 */
export async function readAnalysisSeries(
  ctx: AppContext,
  features: readonly MappedFeature[],
  from: number,
  to: number,
): Promise<AnalysisSeries> {
  const store = analyticsStore(ctx);
  const series: FeatureSeries = {};
  const mapping: Partial<Record<FeatureName, string>> = {};
  const fuel: TimeValue[] = [];
  await Promise.all(
    READ_FEATURES.map(async (feature) => {
      const mapped = featureOf(features, feature);
      const variable = mapped?.variable;
      if (!mapped || !variable) return;
      mapping[feature] = variable.name;
      const points = await readAllPoints(store, {
        variableId: variable.id,
        from,
        to: to - 1,
        granularity: "Raw",
      });
      const samples = points.map((p) => ({ t: p.t, v: p.avg }));
      const outside = new Set(outOfRange(samples, [mapped.config.min, mapped.config.max]));
      const values = samples.filter((_, i) => !outside.has(i)).map((p) => ({ t: p.t, value: p.v }));
      if (feature === "ME Fuel Mass Flow") for (const v of values) fuel.push(v);
      else series[feature] = values;
    }),
  );
  return { series, fuel, mapping };
}

/** Hourly means of each named feature over [from, to) (outlier deletions applied); [] where one is not mapped. */
export async function hourlyFeatureSeries(
  ctx: AppContext,
  features: readonly MappedFeature[],
  names: readonly FeatureName[],
  from: number,
  to: number,
): Promise<TimeValue[][]> {
  const store = analyticsStore(ctx);
  return Promise.all(
    names.map(async (name) => {
      const variable = featureOf(features, name)?.variable;
      if (!variable) return [];
      const points = await readAllPoints(store, {
        variableId: variable.id,
        from,
        to: to - 1,
        granularity: "Hour",
      });
      return points.map((p) => ({ t: p.t, value: p.avg }));
    }),
  );
}

/** Course over ground per hour of [from, to) from the hourly mean positions, or undefined without positions. */
export async function readCourses(
  ctx: AppContext,
  features: readonly MappedFeature[],
  from: number,
  to: number,
): Promise<Map<number, number> | undefined> {
  const [latitude, longitude] = await hourlyFeatureSeries(ctx, features, ["Latitude", "Longitude"], from, to);
  if (!latitude!.length || !longitude!.length) return undefined;
  return hourlyCourses(latitude!, longitude!);
}

/**
 * The options the ISO fold of [from, to) takes (calibration starts, courses, certified calibrations) and
 * the hull periods' starts the speed-loss trend splits at.
 */
export async function isoOptionsOf(
  ctx: AppContext,
  vesselId: string,
  features: readonly MappedFeature[],
  from: number,
  to: number,
): Promise<IsoOptions & { periodStarts: number[]; certifiedCalibrations: CertifiedCalibration[] }> {
  const events = eventsOf(ctx, vesselId);
  return {
    periodStarts: periodStartsOf(events),
    calibrationStarts: calibrationStartsOf(events),
    courses: await readCourses(ctx, features, from, to),
    certifiedCalibrations: certifiedCalibrationsOf(ctx, vesselId),
  };
}
