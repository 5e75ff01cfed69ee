import type { Vessel } from "./types";

export function hasFeature(vessel: Vessel | null | undefined, featureName: string): boolean {
  const wanted = featureName.toLowerCase();
  return !!vessel?.features?.some((feature) => feature.name.toLowerCase() === wanted);
}

export function someVesselHasFeature(vessels: Vessel[], featureName: string): boolean {
  return vessels.some((vessel) => hasFeature(vessel, featureName));
}
