/**
 * What the hull analysis of one vessel and window holds (docs/fouling.md), and the pure parts of building
 * it from the logged series: the features read, the mean specific fuel and the engine's fuel curve.
 * Reading the data is the store's side (server/dailyPerformance).
 */
import type { FeatureName } from "../featureMapping/features.js";
import { SFOC_MIN_POWER } from "../performance/dailyRecord.js";
import type { Iso19030EventView } from "./events.js";
import { addFuelSample, emptyFuelSamples, type FuelCurve, fitFuelCurve } from "./fuelCurve.js";
import { type FeatureSeries, ISO_FEATURES, type IsoAnalysis, type TimeValue } from "./iso19030.js";

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
  fuel: TimeValue[];
}

/** The stored path's analysis: the same without the raw series. */
export type StoredVesselAnalysis = Omit<VesselAnalysis, "series" | "fuel">;

/** g/kWh from the fuel mass flow (kg/h) and shaft power (kW) logged at the same times, power above 500 kW. */
export function specificFuel(fuel: readonly TimeValue[], power: readonly TimeValue[]) {
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
export function fuelCurveOf(fuel: readonly TimeValue[], power: readonly TimeValue[]): FuelCurve | null {
  const powerAt = new Map(power.map((p) => [p.t, p.value]));
  const samples = emptyFuelSamples();
  for (const f of fuel) {
    const p = powerAt.get(f.t);
    if (p !== undefined && p > SFOC_MIN_POWER) addFuelSample(samples, p, f.value);
  }
  return fitFuelCurve(samples);
}
