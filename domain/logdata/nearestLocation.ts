export const LOCATION_SOURCES = ["VesselEvent", "LogData"] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

export interface KnownLocation {
  timestamp: string;
  source: LocationSource;
  geoCoordinate: { latitude: number; longitude: number };
}

/** The location lookup looks this far either side of an event (spec 2 §9). */
export const LOCATION_LOOKUP_WINDOW_MS = 2 * 3_600_000;

const SOURCE_PREFERENCE: readonly LocationSource[] = LOCATION_SOURCES;

/**
 * The nearest known position to a moment within ±2 hours, preferring a position recorded on a vessel
 * event over one from log data, whatever their distance in time (spec 2 §7 "Location").
 */
export function nearestLocation(locations: readonly KnownLocation[], at: number): KnownLocation | null {
  for (const source of SOURCE_PREFERENCE) {
    let best: KnownLocation | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const location of locations) {
      if (location.source !== source) continue;
      const distance = Math.abs(Date.parse(location.timestamp) - at);
      if (distance <= LOCATION_LOOKUP_WINDOW_MS && distance < bestDistance) {
        best = location;
        bestDistance = distance;
      }
    }
    if (best) return best;
  }
  return null;
}
