import { describe, expect, it } from "vitest";
import { addedWavePower, addedWaveResistance, maxWaveHeight } from "./waves.js";

describe("STAWAVE-1 (ISO 15016:2015) on a hand-computed case: B = 32 m, Hs = 2 m", () => {
  it("added resistance 1/16·ρ·g·Hs²·B·√(B/L_BWL) with L_BWL = B: 1025·9.80665·4·32/16 = 80,414.5 N", () => {
    expect(addedWaveResistance(2, 32)).toBeCloseTo(80_414.53, 1);
    // Quadratic in Hs: half the height, a quarter of the resistance.
    expect(addedWaveResistance(1, 32)).toBeCloseTo(80_414.53 / 4, 1);
  });

  it("power at 12 kn: 80,414.5 N · 6.1733 m/s / 0.7 = 709.18 kW in head waves, a quarter of it with directions unknown", () => {
    expect(addedWavePower(2, 32, 12)).toBeCloseTo(709.179 / 4, 2);
  });

  it("validity limit 2.25·√(L_pp/100) with L_pp = 6·B = 192 m: 3.118 m", () => {
    expect(maxWaveHeight(32)).toBeCloseTo(3.1177, 4);
  });
});
