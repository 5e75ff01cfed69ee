/**
 * The vessel's wind resistance coefficient estimated from its own in-service data, for a vessel whose owner
 * knows none (docs/fouling.md "Wind coefficient from the data"). ISO 19030-2 corrects the power with the
 * vessel's own wind resistance (wind-tunnel or standard coefficients); a generic coefficient leaves the
 * difference in every block, one-sided (the power is corrected for head wind, the reference is in still
 * air), so it shows as a level in the speed loss: +0.57 pp in a hidden world whose ship resists twice the
 * product's default.
 *
 * What identifies it: the wind correction takes P·k·(Vwr²·(1 + cos ψ)/2 − V²) off the power, a term that
 * changes block to block with the weather, while the hull's state changes slowly. With the right k the
 * performance value no longer depends on that wind term. So k is the coefficient at which the regression of
 * PV on the wind term x = Vwr²·(1 + cos ψ)/2 − V² has slope 0, the hull's state taken out as a straight line
 * in time per period (intercept and slope per speed-log calibration period: fouling grows, a docking resets
 * it, the log factor is the period's). PV is not linear in k (the reference's local exponent, the
 * correction's denominator), so the slope is found at k = 0 and at its linear estimate and the root
 * followed by secant steps until k settles; its standard error is the slope's at k = 0 times the last
 * step's dk/dslope.
 *
 * Accepted only when it is determined: at least MIN_WIND_FIT_BLOCKS blocks with wind, within the settings'
 * range (0–0.01), and its 95 % half-width at most half of itself; otherwise the caller keeps the default.
 * The standard error treats blocks as independent (consecutive blocks share their weather, so it is too
 * small by the square root of the blocks per weather system); it is a guard, not a published interval.
 */

/** Blocks with wind a fit needs (about four days at sea of 10-minute blocks). */
export const MIN_WIND_FIT_BLOCKS = 576;
const MAX_COEFFICIENT = 0.01;
const MAX_SECANT_STEPS = 6;

export interface WindFitBlock {
  t: number;
  /** Calibration period index (blocks of one period share a line in time). */
  period: number;
  /** Vwr²·(1 + cos ψ)/2 − V², kn². */
  x: number;
}

export interface WindCoefficientFit {
  coefficient: number;
  standardError: number;
  blocks: number;
}

interface Slope {
  slope: number;
  standardError: number;
}

/**
 * Slope of y on x after each period's straight line in time is taken out of both (Frisch–Waugh), with its
 * ordinary least-squares standard error; null when x does not vary.
 */
export function slopeWithinPeriods(blocks: readonly WindFitBlock[], y: readonly number[]): Slope | null {
  const byPeriod = new Map<number, number[]>();
  blocks.forEach((b, i) => {
    const list = byPeriod.get(b.period);
    if (list) list.push(i);
    else byPeriod.set(b.period, [i]);
  });
  const xr: number[] = [];
  const yr: number[] = [];
  for (const idx of byPeriod.values()) {
    const n = idx.length;
    const mt = idx.reduce((s, i) => s + blocks[i]!.t, 0) / n;
    const mx = idx.reduce((s, i) => s + blocks[i]!.x, 0) / n;
    const my = idx.reduce((s, i) => s + y[i]!, 0) / n;
    let stt = 0;
    let stx = 0;
    let sty = 0;
    for (const i of idx) {
      const dt = blocks[i]!.t - mt;
      stt += dt * dt;
      stx += dt * (blocks[i]!.x - mx);
      sty += dt * (y[i]! - my);
    }
    const bx = stt > 0 ? stx / stt : 0;
    const by = stt > 0 ? sty / stt : 0;
    for (const i of idx) {
      const dt = blocks[i]!.t - mt;
      xr.push(blocks[i]!.x - mx - bx * dt);
      yr.push(y[i]! - my - by * dt);
    }
  }
  const sxx = xr.reduce((s, v) => s + v * v, 0);
  if (!(sxx > 0)) return null;
  const slope = xr.reduce((s, v, i) => s + v * yr[i]!, 0) / sxx;
  const dof = xr.length - 1 - 2 * byPeriod.size;
  if (dof < 1) return null;
  const rss = yr.reduce((s, v, i) => s + (v - slope * xr[i]!) ** 2, 0);
  return { slope, standardError: Math.sqrt(rss / dof / sxx) };
}

/**
 * The wind coefficient (share of power per kn², the settings' unit) at which `pvAt(k)` — the blocks' PV
 * with the wind corrected by k — no longer depends on the wind term; null when not determined.
 */
export function estimateWindCoefficient(
  blocks: readonly WindFitBlock[],
  pvAt: (k: number) => readonly number[],
): WindCoefficientFit | null {
  if (blocks.length < MIN_WIND_FIT_BLOCKS) return null;
  const s0 = slopeWithinPeriods(blocks, pvAt(0));
  if (!s0) return null;
  // PV ≈ PV₀ + 100·k·x/3 (Ve ∝ P^⅓): the first estimate.
  const k1 = (-3 * s0.slope) / 100;
  if (!(k1 > 0)) return null;
  // Secant steps on the slope as a function of k until k settles.
  let [ka, sa] = [0, s0.slope];
  let kb = k1;
  let perSlope = 0;
  for (let i = 0; i < MAX_SECANT_STEPS; i++) {
    const sb = slopeWithinPeriods(blocks, pvAt(kb));
    if (!sb || sb.slope === sa) return null;
    perSlope = (kb - ka) / (sa - sb.slope);
    const next = kb + sb.slope * perSlope;
    [ka, sa, kb] = [kb, sb.slope, next];
    if (Math.abs(kb - ka) <= 1e-4 * Math.abs(kb)) break;
  }
  const coefficient = kb;
  const standardError = Math.abs(s0.standardError * perSlope);
  if (!(coefficient > 0 && coefficient <= MAX_COEFFICIENT)) return null;
  if (1.96 * standardError > 0.5 * coefficient) return null;
  return { coefficient, standardError, blocks: blocks.length };
}
