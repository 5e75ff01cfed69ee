import { describe, expect, it } from "vitest";
import {
  estimateWindCoefficient,
  MIN_WIND_FIT_BLOCKS,
  slopeWithinPeriods,
  type WindFitBlock,
} from "./windFit.js";

const DAY = 24 * 3600_000;

/** Blocks over two periods, the wind term cycling through head, beam and following winds. */
function blocks(n: number): WindFitBlock[] {
  return Array.from({ length: n }, (_, i) => ({
    t: i * 600_000,
    period: i < n / 2 ? 0 : 1,
    x: ((i * 37) % 101) * 5 - 144,
  }));
}

describe("wind coefficient from the data", () => {
  it("reads the slope on the wind term with each period's line in time taken out", () => {
    const bs = blocks(200);
    // Period 0 fouls at 0.5 %/day from −1 %, period 1 starts again at +2 % and drifts the other way.
    const y = bs.map((b) =>
      b.period === 0 ? -1 + (0.5 * b.t) / DAY - 0.03 * b.x : 2 - (0.2 * b.t) / DAY - 0.03 * b.x,
    );
    const s = slopeWithinPeriods(bs, y)!;
    expect(s.slope).toBeCloseTo(-0.03, 9);
    expect(s.standardError).toBeLessThan(1e-9);
    // One line for both periods would leave the step in the residual and read another slope.
    const one = slopeWithinPeriods(
      bs.map((b) => ({ ...b, period: 0 })),
      y,
    )!;
    expect(Math.abs(one.slope + 0.03)).toBeGreaterThan(1e-4);
  });

  it("finds the k at which PV no longer depends on the wind term, though PV is not linear in k", () => {
    const bs = blocks(MIN_WIND_FIT_BLOCKS);
    // A reference with local exponent 3.5 (not the 3 of the first estimate) and a curvature in k.
    const kTrue = 0.0002;
    const pvAt = (k: number) => bs.map((b) => (100 * (k - kTrue) * b.x) / 3.5 + 4e4 * (k - kTrue) ** 2 * b.x);
    const fit = estimateWindCoefficient(bs, pvAt)!;
    expect(fit.coefficient).toBeCloseTo(kTrue, 6);
    expect(fit.blocks).toBe(MIN_WIND_FIT_BLOCKS);
    // The first estimate alone (Ve ∝ P^⅓, linear in k) would be off by more than a tenth.
    const first = (-3 * slopeWithinPeriods(bs, pvAt(0))!.slope) / 100;
    expect(Math.abs(first - kTrue)).toBeGreaterThan(0.1 * kTrue);
  });

  it("answers null when it cannot tell: too few blocks, the wind helping the ship, or noise as large as the effect", () => {
    const kTrue = 0.0002;
    const clean = (bs: WindFitBlock[]) => (k: number) => bs.map((b) => (100 * (k - kTrue) * b.x) / 3);
    const few = blocks(MIN_WIND_FIT_BLOCKS - 1);
    expect(estimateWindCoefficient(few, clean(few))).toBeNull();
    const bs = blocks(MIN_WIND_FIT_BLOCKS);
    expect(estimateWindCoefficient(bs, (k) => bs.map((b) => (100 * (k + kTrue) * b.x) / 3))).toBeNull();
    // Noise of ±3 pp per block, uncorrelated with the wind: the 95 % half-width exceeds half of k.
    const noisy = (k: number) =>
      bs.map((b, i) => (100 * (k - 0.00002) * b.x) / 3 + 3 * Math.sin(i * 12.9898) * 1.7);
    expect(estimateWindCoefficient(bs, noisy)).toBeNull();
    expect(estimateWindCoefficient(bs, clean(bs))!.coefficient).toBeCloseTo(kTrue, 9);
  });
});
