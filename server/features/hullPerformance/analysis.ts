import { type FeatureName, suggestFeatureMapping } from "../../../domain/featureMapping/features.js";
import { type Iso19030EventView, RESETTING_EVENTS } from "../../../domain/hullPerformance/events.js";
import {
  analyseIso19030,
  type FeatureSeries,
  ISO_FEATURES,
  type IsoAnalysis,
} from "../../../domain/hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../../../domain/hullPerformance/reference.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";
import { readAllPoints } from "../../timeseries/readAll.js";
import { storeOf } from "../logData/scope.js";

/** The features the Fouling page reads: the ISO 19030 ones and the main engine's fuel (added fuel). */
const READ_FEATURES: readonly FeatureName[] = [...ISO_FEATURES, "ME Fuel Mass Flow"];

export interface VesselAnalysis {
  analysis: IsoAnalysis;
  /** Feature → the log variable's name used for it. */
  mapping: Partial<Record<FeatureName, string>>;
  events: Iso19030EventView[];
  /** Times that start a new hull period (dry dockings, hull cleanings, new coatings). */
  periodStarts: number[];
  /** Mean specific fuel consumption of the accepted days, g/kWh, or null without fuel data. */
  specificFuel: number | null;
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

/**
 * Reads the vessel's features in [from, to) raw from the time-series store (variables found through the
 * feature catalogue's suggestion) and runs the ISO 19030 method. Computed on each call (no cache).
 */
export async function analyseVessel(
  ctx: AppContext,
  vesselId: string,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
): Promise<VesselAnalysis> {
  const store = storeOf(ctx);
  const variables = await store.variables(vesselId);
  const suggested = suggestFeatureMapping(
    variables.map((v) => ({ id: v.id, name: v.name, unit: v.unit, taxa: v.taxa })),
  );
  const series: FeatureSeries = {};
  const mapping: Partial<Record<FeatureName, string>> = {};
  const fuel: { t: number; value: number }[] = [];
  await Promise.all(
    READ_FEATURES.map(async (feature) => {
      const variable = suggested[feature];
      if (!variable) return;
      mapping[feature] = variable.name;
      const points = await readAllPoints(store, {
        variableId: variable.id,
        from,
        to: to - 1,
        granularity: "Raw",
      });
      const values = points.map((p) => ({ t: p.t, value: p.avg }));
      if (feature === "ME Fuel Mass Flow") for (const v of values) fuel.push(v);
      else series[feature] = values;
    }),
  );
  const events = eventsOf(ctx, vesselId);
  const periodStarts = events.filter((e) => RESETTING_EVENTS.has(e.eventType)).map((e) => e.endTime);
  const analysis = analyseIso19030(series, settings, { periodStarts });
  return {
    analysis,
    mapping,
    events,
    periodStarts,
    specificFuel: specificFuel(fuel, series["Shaft Power"] ?? []),
  };
}

/** g/kWh from the fuel mass flow (kg/h) and shaft power (kW) logged at the same times, power above 10 %. */
function specificFuel(
  fuel: readonly { t: number; value: number }[],
  power: readonly { t: number; value: number }[],
) {
  if (fuel.length === 0 || power.length === 0) return null;
  const powerAt = new Map(power.map((p) => [p.t, p.value]));
  let kg = 0;
  let kwh = 0;
  for (const f of fuel) {
    const p = powerAt.get(f.t);
    if (p === undefined || p <= 500) continue;
    kg += f.value;
    kwh += p;
  }
  return kwh > 0 ? (kg * 1000) / kwh : null;
}
