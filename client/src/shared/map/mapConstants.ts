/** Map constants of spec 3 §9. */
export const MAP = {
  minZoom: 2,
  maxZoom: 14,
  startZoom: 5,
  centre: [0, 0] as [number, number],
  /** Panning stops at these bounds: latitude ±85, longitude ±200. */
  bounds: [
    [-85, -200],
    [85, 200],
  ] as [[number, number], [number, number]],
  fitMaxZoom: 6,
  fitPadding: 100,
  coordinateDecimals: 5,
  /** Previous-position markers closer than this to a shown marker are hidden. */
  previousPositionMinPixels: 25,
  /** Positions of the track: one per 6 hours. */
  trackStepMs: 6 * 3_600_000,
  /** A track line breaks where two positions lie further apart than this in latitude… */
  lineBreakLatitudeDegrees: 12,
  /** …or in longitude than this, widened by 1/cos(latitude) (see trackLines). */
  lineBreakLongitudeDegrees: 12,
  /** Marker icon size in pixels (width, height). */
  markerSize: [12, 29] as [number, number],
} as const;
