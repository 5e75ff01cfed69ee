/**
 * The main engine's measured fuel curve (docs/fouling.md "Added fuel consumption"): a least-squares
 * quadratic fuel = a + b·P + c·P² (kg/h, P in MW) through the loaded samples that log both shaft power
 * and fuel. What extra power costs is the curve's rise over it, the marginal consumption, which below the
 * engine's best load is lower than the mean specific consumption (SFOC falls with load). Pure; the sums
 * fold day by day, so the stored days keep nothing new.
 *
 * The sums are kept per 500 kW power bin, and bins holding under 1 % of the samples are left out of the
 * fit: a spiking power sensor (readings far above the engine's rating, with the fuel of the normal load)
 * would otherwise bend the quadratic.
 */

/** Σ Pᵏ (k = 0…4) and Σ F·Pᵏ (k = 0…2), P in MW, F in kg/h; the power range seen, kW. */
export interface FuelCurveSums {
  n: number;
  p1: number;
  p2: number;
  p3: number;
  p4: number;
  f0: number;
  f1: number;
  f2: number;
  minPower: number;
  maxPower: number;
}

export interface FuelCurve {
  /** kg/h = a + b·P + c·P², P in MW. */
  a: number;
  b: number;
  c: number;
  /** The samples' power range, kW: outside it the curve is continued along its tangent. */
  minPower: number;
  maxPower: number;
  samples: number;
}

/** Samples a curve needs: a few hours of 2-minute data. */
export const FUEL_CURVE_MIN_SAMPLES = 100;
/** Power range the samples must span, as a share of the highest: a narrower cloud gives no slope. */
export const FUEL_CURVE_MIN_SPAN = 0.1;

/** Power bin width, kW. */
export const FUEL_BIN_KW = 500;
/** Share of the samples a bin needs to take part in the fit. */
export const FUEL_BIN_MIN_SHARE = 0.01;

/** FuelCurveSums per power bin (floor(P / FUEL_BIN_KW)). */
export type FuelSamples = Map<number, FuelCurveSums>;

export const emptyFuelSamples = (): FuelSamples => new Map();

export function addFuelSample(bins: FuelSamples, powerKw: number, fuelKgPerHour: number): void {
  const key = Math.floor(powerKw / FUEL_BIN_KW);
  const s = bins.get(key) ?? emptyFuelSums();
  if (s.n === 0) bins.set(key, s);
  addSample(s, powerKw, fuelKgPerHour);
}

export function addFuelSamples(into: FuelSamples, bins: FuelSamples): void {
  for (const [key, s] of bins) {
    const own = into.get(key);
    if (own) addFuelSums(own, s);
    else into.set(key, { ...s });
  }
}

/** The curve through the bins holding at least FUEL_BIN_MIN_SHARE of the samples (fitFuelSums). */
export function fitFuelCurve(bins: FuelSamples): FuelCurve | null {
  let n = 0;
  for (const s of bins.values()) n += s.n;
  const kept = emptyFuelSums();
  for (const s of bins.values()) if (s.n >= FUEL_BIN_MIN_SHARE * n) addFuelSums(kept, s);
  return fitFuelSums(kept);
}

export const emptyFuelSums = (): FuelCurveSums => ({
  n: 0,
  p1: 0,
  p2: 0,
  p3: 0,
  p4: 0,
  f0: 0,
  f1: 0,
  f2: 0,
  minPower: Number.POSITIVE_INFINITY,
  maxPower: Number.NEGATIVE_INFINITY,
});

function addSample(s: FuelCurveSums, powerKw: number, fuelKgPerHour: number): void {
  const p = powerKw / 1000;
  const p2 = p * p;
  s.n++;
  s.p1 += p;
  s.p2 += p2;
  s.p3 += p2 * p;
  s.p4 += p2 * p2;
  s.f0 += fuelKgPerHour;
  s.f1 += fuelKgPerHour * p;
  s.f2 += fuelKgPerHour * p2;
  s.minPower = Math.min(s.minPower, powerKw);
  s.maxPower = Math.max(s.maxPower, powerKw);
}

export function addFuelSums(into: FuelCurveSums, s: FuelCurveSums): void {
  into.n += s.n;
  into.p1 += s.p1;
  into.p2 += s.p2;
  into.p3 += s.p3;
  into.p4 += s.p4;
  into.f0 += s.f0;
  into.f1 += s.f1;
  into.f2 += s.f2;
  into.minPower = Math.min(into.minPower, s.minPower);
  into.maxPower = Math.max(into.maxPower, s.maxPower);
}

const det3 = (m: number[][]) =>
  m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
  m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
  m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);

/**
 * The quadratic through the sums (normal equations, Cramer's rule), or null when the samples are too
 * few, span too narrow a power range, or give a curve that does not rise over their whole range.
 */
export function fitFuelSums(s: FuelCurveSums): FuelCurve | null {
  if (s.n < FUEL_CURVE_MIN_SAMPLES || s.maxPower - s.minPower < FUEL_CURVE_MIN_SPAN * s.maxPower) return null;
  // Centred on the mean power: the normal equations stay well conditioned.
  const m = s.p1 / s.n;
  const q1 = 0;
  const q2 = s.p2 - 2 * m * s.p1 + s.n * m * m;
  const q3 = s.p3 - 3 * m * s.p2 + 3 * m * m * s.p1 - s.n * m ** 3;
  const q4 = s.p4 - 4 * m * s.p3 + 6 * m * m * s.p2 - 4 * m ** 3 * s.p1 + s.n * m ** 4;
  const g0 = s.f0;
  const g1 = s.f1 - m * s.f0;
  const g2 = s.f2 - 2 * m * s.f1 + m * m * s.f0;
  const A = [
    [s.n, q1, q2],
    [q1, q2, q3],
    [q2, q3, q4],
  ];
  const d = det3(A);
  if (!(Math.abs(d) > 1e-12 * Math.abs(s.n * q2 * q4))) return null;
  const solve = (col: number) =>
    det3(A.map((row, i) => row.map((x, j) => (j === col ? [g0, g1, g2][i]! : x)))) / d;
  const [a0, b0, c] = [solve(0), solve(1), solve(2)];
  // Back from (P − m) to P.
  const curve: FuelCurve = {
    a: a0 - b0 * m + c * m * m,
    b: b0 - 2 * c * m,
    c,
    minPower: s.minPower,
    maxPower: s.maxPower,
    samples: s.n,
  };
  if (!(slopeAt(curve, s.minPower) > 0 && slopeAt(curve, s.maxPower) > 0)) return null;
  return curve;
}

/** dF/dP, kg/h per MW. */
const slopeAt = (curve: FuelCurve, powerKw: number) => curve.b + (2 * curve.c * powerKw) / 1000;

/** Fuel at a power, kg/h: the curve inside the samples' range, its tangent beyond. */
export function fuelAt(curve: FuelCurve, powerKw: number): number {
  const inside = Math.min(Math.max(powerKw, curve.minPower), curve.maxPower);
  const p = inside / 1000;
  return curve.a + curve.b * p + curve.c * p * p + (slopeAt(curve, inside) * (powerKw - inside)) / 1000;
}
