/** Great-circle geometry on a sphere; distances in nautical miles, angles in degrees. */

export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_NM = 3440.065;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Normalises an angle to [0, 360). */
export function normaliseDegrees(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/** Central angle between two points in radians (haversine). */
function centralAngle(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceNm(a: LatLon, b: LatLon): number {
  return centralAngle(a, b) * EARTH_RADIUS_NM;
}

/** Initial true bearing from a towards b. */
export function initialBearing(a: LatLon, b: LatLon): number {
  const φ1 = rad(a.lat);
  const φ2 = rad(b.lat);
  const Δλ = rad(b.lon - a.lon);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return normaliseDegrees(deg(Math.atan2(y, x)));
}

/** The point a fraction f (0..1) of the way along the great circle from a to b. */
export function interpolate(a: LatLon, b: LatLon, f: number): LatLon {
  const δ = centralAngle(a, b);
  if (δ < 1e-12) return { lat: a.lat, lon: a.lon };
  const wa = Math.sin((1 - f) * δ) / Math.sin(δ);
  const wb = Math.sin(f * δ) / Math.sin(δ);
  const φ1 = rad(a.lat);
  const φ2 = rad(b.lat);
  const λ1 = rad(a.lon);
  const λ2 = rad(b.lon);
  const x = wa * Math.cos(φ1) * Math.cos(λ1) + wb * Math.cos(φ2) * Math.cos(λ2);
  const y = wa * Math.cos(φ1) * Math.sin(λ1) + wb * Math.cos(φ2) * Math.sin(λ2);
  const z = wa * Math.sin(φ1) + wb * Math.sin(φ2);
  return { lat: deg(Math.atan2(z, Math.hypot(x, y))), lon: deg(Math.atan2(y, x)) };
}

export interface RoutePoint extends LatLon {
  /** True course over ground at this point. */
  course: number;
}

/** A polyline of great-circle segments through waypoints, walked by distance from its start. */
export class Route {
  readonly lengthNm: number;
  private readonly cumulative: number[];

  constructor(readonly waypoints: readonly LatLon[]) {
    if (waypoints.length < 2) throw new Error("A route needs at least two points");
    this.cumulative = [0];
    for (let i = 1; i < waypoints.length; i++) {
      this.cumulative.push(this.cumulative[i - 1]! + distanceNm(waypoints[i - 1]!, waypoints[i]!));
    }
    this.lengthNm = this.cumulative[this.cumulative.length - 1]!;
  }

  /** Position and course after sailing `distance` nautical miles (clamped to the route). */
  at(distance: number): RoutePoint {
    const d = Math.min(Math.max(distance, 0), this.lengthNm);
    let i = 1;
    while (i < this.cumulative.length - 1 && this.cumulative[i]! < d) i++;
    const a = this.waypoints[i - 1]!;
    const b = this.waypoints[i]!;
    const segment = this.cumulative[i]! - this.cumulative[i - 1]!;
    const f = segment > 0 ? (d - this.cumulative[i - 1]!) / segment : 0;
    const here = interpolate(a, b, f);
    const course = f < 1 ? initialBearing(here, b) : initialBearing(a, b);
    return { ...here, course };
  }

  /** How far along the route (nm) its point nearest to p lies, to about a tenth of a mile. */
  distanceAlong(p: LatLon): number {
    let best = 0;
    let bestGap = Number.POSITIVE_INFINITY;
    const search = (from: number, to: number, step: number) => {
      for (let d = from; d <= to; d += step) {
        const gap = distanceNm(this.at(d), p);
        if (gap < bestGap) {
          bestGap = gap;
          best = d;
        }
      }
    };
    search(0, this.lengthNm, Math.max(1, this.lengthNm / 2000));
    const coarse = best;
    search(Math.max(0, coarse - 5), Math.min(this.lengthNm, coarse + 5), 0.1);
    return best;
  }
}
