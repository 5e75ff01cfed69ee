import type { DistanceSailedDto } from "../types";

export type DistanceSource = "logged" | "estimated" | "manual";

/** Fixed colours per source, so the pie reads the same on every voyage and in both themes. */
export const DISTANCE_SOURCES: { source: DistanceSource; label: string; color: string }[] = [
  { source: "logged", label: "Logged by GPS", color: "#0ea5a4" },
  { source: "estimated", label: "Estimated by GPS", color: "#6366f1" },
  { source: "manual", label: "Manual", color: "#f59e0b" },
];

const FIELD = {
  logged: "loggedDistanceByGPS",
  estimated: "estimatedDistanceByGPS",
  manual: "manualDistanceByGPS",
} as const satisfies Record<DistanceSource, keyof DistanceSailedDto>;

/** The nm of each source that contributed (zero sources left out). */
export function distanceBySource(distance: DistanceSailedDto | null | undefined) {
  return DISTANCE_SOURCES.map((entry) => ({ ...entry, nm: distance?.[FIELD[entry.source]] ?? 0 })).filter(
    (entry) => entry.nm > 0,
  );
}

/** An event's distance: the sum of its sources, or null while none is recorded. */
export function totalDistance(distance: DistanceSailedDto | null | undefined): number | null {
  if (!distance) return null;
  return distance.loggedDistanceByGPS + distance.estimatedDistanceByGPS + distance.manualDistanceByGPS;
}
