import { z } from "zod";

/**
 * A vessel's hull-performance data (ISO 19030-2): the speed-power reference (sea-trial or model-test
 * curves, one per draft), what the wind correction and the water-depth filter need, and the trigger value.
 * Units: knots, kW, metres.
 */
export interface SpeedPowerCurve {
  /** Mean draft the curve was measured or computed at, m. */
  draft: number;
  /** [speed through water kn, delivered power kW], speeds ascending; at least two points. */
  points: ReadonlyArray<readonly [number, number]>;
}

export interface HullPerformanceSettings {
  /** Speed-power reference curves, at least one; usually design (laden) and ballast draft. */
  reference: readonly SpeedPowerCurve[];
  /** Moulded breadth, m (the shallow-water criterion h > 3·√(B·T)). */
  breadth: number;
  /**
   * Wind resistance as a share of the calm-water power per knot² of relative wind from ahead
   * (ISO 19030-2 annex wind correction in the form of the vessel's wind-tunnel or standard coefficient:
   * added power = P · k · Vwr² · (1 + cos ψ)/2). The reference curves include the still-air part
   * (relative wind = ship speed from ahead), as sea-trial results corrected to no wind do.
   * null: not known — estimated from each window's data (windFit.ts), DEFAULT_WIND_COEFFICIENT where the
   * data cannot tell.
   */
  windCoefficient: number | null;
}

/**
 * The wind coefficient a vessel gets when its owner knows none: a loaded bulk carrier or tanker of
 * Panamax to Capesize size (frontal area about 15 × B m², Cx about 0.8, air 1.225 kg/m³, propulsive
 * efficiency about 0.7) adds about 10 % power in 30 kn of relative head wind at 12 kn: 0.0001 per kn².
 */
export const DEFAULT_WIND_COEFFICIENT = 0.0001;

const curve = z.object({
  draft: z.number().positive().max(40),
  points: z
    .array(z.tuple([z.number().positive().max(40), z.number().positive().max(200_000)]))
    .min(2)
    .max(50),
});

export const hullPerformanceSettingsSchema = z
  .object({
    reference: z.array(curve).min(1).max(10),
    breadth: z.number().positive().max(100),
    windCoefficient: z.number().min(0).max(0.01).nullable(),
  })
  .superRefine((s, ctx) => {
    for (const c of s.reference)
      for (let i = 1; i < c.points.length; i++)
        if (!(c.points[i]![0] > c.points[i - 1]![0] && c.points[i]![1] > c.points[i - 1]![1]))
          ctx.addIssue({
            code: "custom",
            message: `The reference curve at ${c.draft} m must have speed and power rising from point to point.`,
          });
  });

/**
 * Speed the reference curve gives at a power: interpolated in log-log between the two points around it
 * (P ~ V^n holds between neighbouring points), extrapolated along the end segments.
 */
export function speedOnCurve(curve: SpeedPowerCurve, power: number): number {
  const pts = curve.points;
  let i = 1;
  while (i < pts.length - 1 && pts[i]![1] < power) i++;
  const [v0, p0] = pts[i - 1]!;
  const [v1, p1] = pts[i]!;
  const f = Math.log(power / p0) / Math.log(p1 / p0);
  return Math.exp(Math.log(v0) + f * Math.log(v1 / v0));
}

/** Points a curve needs before it is smoothed (the fit's three parameters and one to spare). */
export const MIN_FIT_POINTS = 4;
const fitted = new WeakMap<SpeedPowerCurve, SpeedPowerCurve>();

/**
 * The curve through a measured curve's points as ITTC 7.5-04-01-01.1 analyses speed/power trials: one
 * least-squares curve through the points rather than a line from point to point, so each point's
 * measurement error (about 1 % of power on a sea trial) is not carried into every block near it. The form
 * is ln P = a + b·ln V + c·(ln V)²: the propeller law P ~ Vⁿ with an exponent that may rise with speed
 * (wave making). c ≥ 0: a displacement hull's exponent does not fall with speed below the resistance
 * hump (wave-making resistance grows faster than friction as speed rises), so a negative c is the points'
 * noise bending the curve (on eight points at 1 % it reads the middle speeds' power 1–2 % off); the
 * least-squares fit with c held at its bound, the power law, is taken then. Returned as the fitted
 * powers at the curve's own speeds (speedOnCurve interpolates between them); a curve of fewer than
 * MIN_FIT_POINTS points, or whose fit would not rise, as given.
 */
export function fittedCurve(curve: SpeedPowerCurve): SpeedPowerCurve {
  const cached = fitted.get(curve);
  if (cached) return cached;
  const out = fitCurve(curve);
  fitted.set(curve, out);
  return out;
}

function fitCurve(curve: SpeedPowerCurve): SpeedPowerCurve {
  const n = curve.points.length;
  if (n < MIN_FIT_POINTS) return curve;
  const xs = curve.points.map(([v]) => Math.log(v));
  const ys = curve.points.map(([, p]) => Math.log(p));
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  // y = a + b·u + c·u², u = ln V − mean (centred for conditioning); c ≥ 0: the exponent may not fall.
  const us = xs.map((x) => x - mx);
  let coefficients = leastSquares(
    us.map((u) => [1, u, u * u]),
    ys,
  );
  if (coefficients && coefficients[2]! < 0)
    coefficients = [
      ...(leastSquares(
        us.map((u) => [1, u]),
        ys,
      ) ?? []),
      0,
    ];
  if (!coefficients || coefficients.length < 3) return curve;
  const [a, b, c] = coefficients as [number, number, number];
  const points = curve.points.map(([v]) => {
    const u = Math.log(v) - mx;
    return [v, Math.exp(a + b * u + c * u * u)] as const;
  });
  for (let i = 1; i < n; i++) if (!(points[i]![1] > points[i - 1]![1])) return curve;
  return { draft: curve.draft, points };
}

/** Least-squares coefficients of ys on the rows (normal equations, Gauss–Jordan), null when singular. */
function leastSquares(rows: readonly number[][], ys: readonly number[]): number[] | null {
  const k = rows[0]!.length;
  const m = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  rows.forEach((row, i) => {
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) m[a]![b]! += row[a]! * row[b]!;
      m[a]![k]! += row[a]! * ys[i]!;
    }
  });
  for (let c = 0; c < k; c++) {
    const pivot = m[c]![c]!;
    if (!(Math.abs(pivot) > 1e-12)) return null;
    for (let j = c; j <= k; j++) m[c]![j]! /= pivot;
    for (let r = 0; r < k; r++)
      if (r !== c) {
        const f = m[r]![c]!;
        for (let j = c; j <= k; j++) m[r]![j]! -= f * m[c]![j]!;
      }
  }
  return m.map((r) => r[k]!);
}

/**
 * Expected speed Ve at a delivered power and mean draft (ISO 19030-2 step 5): the speed on each
 * reference curve (fittedCurve: the least-squares curve through its points), then interpolated between
 * the two curves around the draft in log-log (speed at constant power goes with a power of the draft),
 * extrapolated beyond them. One curve: its speed.
 */
export function expectedSpeed(reference: readonly SpeedPowerCurve[], power: number, draft: number): number {
  if (reference.length === 1) return speedOnCurve(fittedCurve(reference[0]!), power);
  const sorted = [...reference].sort((a, b) => a.draft - b.draft);
  let i = 1;
  while (i < sorted.length - 1 && sorted[i]!.draft < draft) i++;
  const a = sorted[i - 1]!;
  const b = sorted[i]!;
  const va = speedOnCurve(fittedCurve(a), power);
  const vb = speedOnCurve(fittedCurve(b), power);
  const f = Math.log(draft / a.draft) / Math.log(b.draft / a.draft);
  return Math.exp(Math.log(va) + f * Math.log(vb / va));
}

/** The drafts the reference covers, [lowest, highest]. */
export function referenceDraftRange(reference: readonly SpeedPowerCurve[]): [number, number] {
  const drafts = reference.map((c) => c.draft);
  return [Math.min(...drafts), Math.max(...drafts)];
}
