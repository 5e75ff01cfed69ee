import { outOfRange } from "../../domain/dataQuality/detectors.js";
import type { FeatureName } from "../../domain/featureMapping/features.js";
import { type Iso19030EventView, RESETTING_EVENTS } from "../../domain/hullPerformance/events.js";
import {
  addFuelSample,
  emptyFuelSamples,
  type FuelCurve,
  fitFuelCurve,
} from "../../domain/hullPerformance/fuelCurve.js";
import { type PerformanceIndicator, performanceIndicators } from "../../domain/hullPerformance/indicators.js";
import {
  analyseIso19030,
  type FeatureSeries,
  ISO_FEATURES,
  type IsoAnalysis,
} from "../../domain/hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import { SFOC_MIN_POWER } from "../../domain/performance/dailyRecord.js";
import { entryOf } from "../../domain/shared/records.js";
import { featureByName } from "../../domain/vessels/features.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { vesselAnalysis } from "../dailyPerformance/dailyPerformance.js";
import { readAllPoints } from "../timeseries/readAll.js";
import { analyticsStore } from "./exclusions.js";
import { featureOf, type MappedFeature, vesselFeatures } from "./featureMapping.js";

/** The features the Fouling page reads: the ISO 19030 ones and the main engine's fuel (added fuel). */
export const READ_FEATURES: readonly FeatureName[] = [...ISO_FEATURES, "ME Fuel Mass Flow"];

export interface VesselAnalysis {
  analysis: IsoAnalysis;
  /** Feature → the log variable's name used for it. */
  mapping: Partial<Record<FeatureName, string>>;
  events: Iso19030EventView[];
  /** Times that start a new hull period (dry dockings, hull cleanings, new coatings). */
  periodStarts: number[];
  /** Mean specific fuel consumption of the accepted days, g/kWh, or null without fuel data. */
  specificFuel: number | null;
  /** The main engine's measured fuel curve (fuel vs shaft power), or null without enough fuel data. */
  fuelCurve: FuelCurve | null;
  /** The raw series read (the ISO features), for the long trends' rpm and SFOC deviations. */
  series: FeatureSeries;
  /** Main-engine fuel mass flow, kg/h. */
  fuel: { t: number; value: number }[];
}

export function eventsOf(ctx: AppContext, vesselId: string): Iso19030EventView[] {
  const ofVessel = entryOf(ctx.readModels.state("hullPerformance").events, vesselId) ?? {};
  return Object.values(ofVessel)
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

/** The vessel's ISO features and main-engine fuel in [from, to) as the analysis reads them. */
export interface AnalysisSeries {
  series: FeatureSeries;
  fuel: { t: number; value: number }[];
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
  const fuel: { t: number; value: number }[] = [];
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

/**
 * The raw path: reads the vessel's features in [from, to) from the time-series store
 * (readAnalysisSeries) and runs the ISO 19030 method. Computed on each call; the pages read the daily
 * store instead (vesselAnalysis, server/dailyPerformance) and this is what fills it, day by day.
 */
export async function analyseVessel(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
): Promise<VesselAnalysis> {
  const { series, fuel, mapping } = await readAnalysisSeries(
    ctx,
    await vesselFeatures(ctx, vessel),
    from,
    to,
  );
  const events = eventsOf(ctx, vessel.id);
  const periodStarts = periodStartsOf(events);
  const analysis = analyseIso19030(series, settings, { periodStarts });
  return {
    analysis,
    mapping,
    events,
    periodStarts,
    specificFuel: specificFuel(fuel, series["Shaft Power"] ?? []),
    fuelCurve: fuelCurveOf(fuel, series["Shaft Power"] ?? []),
    series,
    fuel,
  };
}

/** Times that start a new hull period: the ends of the resetting events. */
export const periodStartsOf = (events: readonly Iso19030EventView[]): number[] =>
  events.filter((e) => RESETTING_EVENTS.has(e.eventType)).map((e) => e.endTime);

/** g/kWh from the fuel mass flow (kg/h) and shaft power (kW) logged at the same times, power above 500 kW. */
export function specificFuel(
  fuel: readonly { t: number; value: number }[],
  power: readonly { t: number; value: number }[],
) {
  if (fuel.length === 0 || power.length === 0) return null;
  const powerAt = new Map(power.map((p) => [p.t, p.value]));
  let kg = 0;
  let kwh = 0;
  for (const f of fuel) {
    const p = powerAt.get(f.t);
    if (p === undefined || p <= SFOC_MIN_POWER) continue;
    kg += f.value;
    kwh += p;
  }
  return kwh > 0 ? (kg * 1000) / kwh : null;
}

/** The fuel curve (fitFuelCurve) through the samples specificFuel reads. */
export function fuelCurveOf(
  fuel: readonly { t: number; value: number }[],
  power: readonly { t: number; value: number }[],
): FuelCurve | null {
  const powerAt = new Map(power.map((p) => [p.t, p.value]));
  const samples = emptyFuelSamples();
  for (const f of fuel) {
    const p = powerAt.get(f.t);
    if (p !== undefined && p > SFOC_MIN_POWER) addFuelSample(samples, p, f.value);
  }
  return fitFuelCurve(samples);
}

const ISO19030_FEATURE_ID = featureByName("ISO19030")!.id;

/** The vessel's ISO 19030 maintenance trigger value (pp), or null when none is set. */
export const triggerValueOf = (ctx: AppContext, vesselId: string): number | null =>
  entryOf(ctx.readModels.state("hullPerformance").triggerValues, vesselId) ?? null;

/**
 * The maintenance trigger indicator of a vessel at `end` (ISO 19030, `performanceIndicators`), or null
 * when it cannot be computed: no trigger value, no speed-power reference, no dry docking recorded or the
 * ISO19030 module off. Folds the stored days from the latest dry docking to `end` (the reference year and
 * the last three months lie in it; server/dailyPerformance), whole UTC days (docs/alerts.md).
 */
export async function maintenanceTriggerOf(
  ctx: AppContext,
  vesselId: string,
  end: number,
): Promise<PerformanceIndicator | null> {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  const triggerValue = triggerValueOf(ctx, vesselId);
  const settings = settingsOf(ctx, vesselId);
  if (!vessel?.featureIds.includes(ISO19030_FEATURE_ID) || triggerValue === null || !settings) return null;
  const events = eventsOf(ctx, vesselId);
  const latest = events
    .filter((e) => e.eventType === "DryDocking" && e.endTime <= end)
    .map((e) => e.endTime)
    .sort((a, b) => a - b)
    .at(-1);
  if (latest === undefined) return null;
  const { analysis } = await vesselAnalysis(ctx, vessel, settings, latest, end);
  const indicators = performanceIndicators(
    analysis.days,
    events.filter((e) => e.endTime <= end),
    end,
    triggerValue,
  );
  return indicators.find((i) => i.kind === "MaintenanceTrigger") ?? null;
}
