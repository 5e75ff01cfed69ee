import { describe, expect, it } from "vitest";
import { ATLANTIC_TANKERS_VESSELS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import {
  calmWaterPower,
  foulingPowerFactor,
  foulingSpeedLoss,
  fuelMassFlow,
  sfoc,
  shaftTorque,
  speedForPower,
} from "./physics.js";
import { simVesselFrom } from "./simVessel.js";

const YEAR = 365.25 * 24 * 3600_000;
const hull = { admiralty: 700, designDisplacement: 96_000, designDraft: 14.45 };

describe("propulsion physics", () => {
  it("needs eight times the power for twice the speed (propeller law)", () => {
    expect(calmWaterPower(hull, 14, 14.45) / calmWaterPower(hull, 7, 14.45)).toBeCloseTo(8, 6);
  });

  it("needs less power at a ballast draft, as (T/Tref)^0.66", () => {
    const ratio = calmWaterPower(hull, 13, 7) / calmWaterPower(hull, 13, 14.45);
    expect(ratio).toBeCloseTo((7 / 14.45) ** 0.66, 6);
  });

  it("turns power back into the speed it buys", () => {
    expect(speedForPower(hull, calmWaterPower(hull, 12.3, 10), 10)).toBeCloseTo(12.3, 6);
  });

  it("burns least fuel per kWh near 78 % load, following the IMO GHG Study SFOC curve", () => {
    expect(sfoc(175, 1)).toBeCloseTo(175 * 1.025, 6);
    expect(sfoc(175, 0.78)).toBeLessThan(sfoc(175, 0.5));
    expect(sfoc(175, 0.78)).toBeLessThan(sfoc(175, 1));
    expect(sfoc(175, 0.78)).toBeCloseTo(175 * 1.003, 1);
    expect(fuelMassFlow(7000, 9960, 175)).toBeCloseTo((7000 * sfoc(175, 7000 / 9960)) / 1000, 6);
    expect(fuelMassFlow(0, 9960, 175)).toBe(0);
  });

  it("loses about 2.4 % speed a year to fouling, which costs power to the cube", () => {
    expect(foulingSpeedLoss(YEAR)).toBeCloseTo(0.024, 6);
    expect(foulingSpeedLoss(4.5 * YEAR)).toBeCloseTo(0.108, 6);
    expect(foulingPowerFactor(0.1)).toBeCloseTo(1 / 0.9 ** 3, 6);
  });

  it("computes torque as power over angular speed", () => {
    expect(shaftTorque(9960, 105)).toBeCloseTo(9960 / ((2 * Math.PI * 105) / 60), 6);
    expect(shaftTorque(100, 0)).toBe(0);
  });

  it("calibrates the demo fleet's hulls to admiralty coefficients of bulk carriers and tankers", () => {
    for (const demo of [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS]) {
      const vessel = simVesselFrom(demo.imoNumber, demo.particulars);
      expect(vessel.admiralty).toBeGreaterThan(550);
      expect(vessel.admiralty).toBeLessThan(780);
    }
  });
});
