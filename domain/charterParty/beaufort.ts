/**
 * Upper limits of Beaufort forces 0–11 in m/s (WMO Manual on Codes, code table 1100, 10-minute mean
 * wind at 10 m); above the last is force 12.
 */
const UPPER_LIMITS_MS = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6] as const;
const KNOT_MS = 1852 / 3600;

/** The Beaufort force of a true wind speed in knots. */
export function beaufortOf(windKnots: number): number {
  const ms = windKnots * KNOT_MS;
  const force = UPPER_LIMITS_MS.findIndex((limit) => ms <= limit + 0.05);
  return force === -1 ? 12 : force;
}
