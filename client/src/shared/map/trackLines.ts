import { MAP } from "./mapConstants";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface TimedPosition extends LatLng {
  /** ISO time of the position. */
  timestamp: string;
}

/**
 * The longitude difference beyond which two consecutive track positions are not joined. A degree of
 * longitude shrinks with cos(latitude), so near the poles a ship covers more degrees in the same
 * time: the limit widens by 1/cos of the larger latitude of the two, and never exceeds 180°, so a
 * line across the antimeridian (which Leaflet would draw round the whole map) always breaks.
 */
export function longitudeLimit(latitude: number): number {
  const cos = Math.cos((Math.min(Math.abs(latitude), 89) * Math.PI) / 180);
  return Math.min(180, MAP.lineBreakLongitudeDegrees / cos);
}

/** True when a line from a to b would be a jump rather than a passage (spec 3 §9 line break threshold). */
export function breaksBetween(a: LatLng, b: LatLng): boolean {
  if (Math.abs(a.lat - b.lat) > MAP.lineBreakLatitudeDegrees) return true;
  const latitude = Math.max(Math.abs(a.lat), Math.abs(b.lat));
  return Math.abs(a.lng - b.lng) > longitudeLimit(latitude);
}

/** The track as separate lines, broken wherever breaksBetween says so; lines of one point are kept. */
export function trackLines<T extends LatLng>(positions: readonly T[]): T[][] {
  const lines: T[][] = [];
  let line: T[] = [];
  for (const position of positions) {
    const previous = line[line.length - 1];
    if (previous && breaksBetween(previous, position)) {
      lines.push(line);
      line = [];
    }
    line.push(position);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * The first position of each 6-hour window (windows aligned to the epoch), in time order. Positions
 * arrive sampled from the server already; sampling again changes nothing then and guards a caller
 * that passes raw positions.
 */
export function sampleTrack<T extends TimedPosition>(positions: readonly T[], stepMs = MAP.trackStepMs): T[] {
  const timed = positions
    .map((position) => ({ position, t: Date.parse(position.timestamp) }))
    .filter((entry) => Number.isFinite(entry.t))
    .sort((a, b) => a.t - b.t);
  const out: T[] = [];
  let window = Number.NEGATIVE_INFINITY;
  for (const { position, t } of timed) {
    const start = Math.floor(t / stepMs) * stepMs;
    if (start !== window) {
      out.push(position);
      window = start;
    }
  }
  return out;
}

export interface PixelPoint {
  x: number;
  y: number;
}

/**
 * Which previous-position markers to show: walking from the newest, a marker is shown only when it
 * lies at least `minPixels` from every marker already shown (the vessels' current markers are given
 * in `fixed` and always shown). Answers the indexes of `points` to show.
 */
export function spacedIndexes(
  points: readonly PixelPoint[],
  fixed: readonly PixelPoint[] = [],
  minPixels: number = MAP.previousPositionMinPixels,
): number[] {
  const shown: PixelPoint[] = [...fixed];
  const kept: number[] = [];
  const min2 = minPixels * minPixels;
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i] as PixelPoint;
    if (shown.every((s) => (s.x - p.x) ** 2 + (s.y - p.y) ** 2 >= min2)) {
      shown.push(p);
      kept.push(i);
    }
  }
  return kept.reverse();
}

/** A coordinate as the map shows it: 5 decimals with N/S and E/W. */
export function formatCoordinate(position: LatLng): string {
  const d = MAP.coordinateDecimals;
  const lat = `${Math.abs(position.lat).toFixed(d)}° ${position.lat < 0 ? "S" : "N"}`;
  const lng = `${Math.abs(position.lng).toFixed(d)}° ${position.lng < 0 ? "W" : "E"}`;
  return `${lat}, ${lng}`;
}
