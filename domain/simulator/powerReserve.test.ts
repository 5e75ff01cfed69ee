import { describe, expect, it } from "vitest";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { heavyWeatherAt, SHAPOLI_HOLD } from "./powerReserve.js";
import { createVesselSimulation, DAY_MS } from "./simulateDay.js";
import { simVesselFrom } from "./simVessel.js";

const fjell = NORDIC_BULK_VESSELS[1]!;
const limitedPower = fjell.shaftPowerLimitation!.limitedPower;
const vessel = simVesselFrom(fjell.imoNumber, fjell.particulars, { limitedShaftPower: limitedPower });
const from = Date.UTC(2025, 2, 1);
const sim = createVesselSimulation(vessel, from + 60 * DAY_MS);

describe("power reserve use in heavy weather (ShaPoLi demo vessel)", () => {
  it("holds the shaft below the limited power outside heavy weather and uses the reserve in it", () => {
    let inSpell = 0;
    let aboveLimit = 0;
    for (let t = from; t < from + 60 * DAY_MS; t += 10 * 60_000) {
      const state = sim.stateAt(t);
      const storm = heavyWeatherAt(vessel.seed, t);
      if (storm === 0) expect(state.shaftPower).toBeLessThanOrEqual(SHAPOLI_HOLD * limitedPower + 1e-6);
      else inSpell++;
      if (state.shaftPower > limitedPower) {
        aboveLimit++;
        expect(storm).toBeGreaterThan(0);
        expect(state.shaftPower).toBeLessThanOrEqual(0.95 * vessel.mcr + 1e-6);
        expect(state.environment.windSpeed).toBeGreaterThan(18);
      }
    }
    expect(inSpell).toBeGreaterThan(0);
    expect(aboveLimit).toBeGreaterThan(6); // at least an hour of reserve use in two months
  });

  it("spells last two to six hours and are the same however they are asked for", () => {
    const spells: number[] = [];
    let start: number | null = null;
    for (let t = from; t < from + 60 * DAY_MS; t += 60_000) {
      const on = heavyWeatherAt(vessel.seed, t) > 0;
      if (on && start === null) start = t;
      if (!on && start !== null) {
        spells.push((t - start) / 3600_000);
        start = null;
      }
    }
    expect(spells.length).toBeGreaterThan(3);
    for (const hours of spells) expect(hours).toBeGreaterThanOrEqual(1.98);
    for (const hours of spells) expect(hours).toBeLessThanOrEqual(6.02);
    expect(heavyWeatherAt(vessel.seed, from + 12_345_678)).toBe(
      heavyWeatherAt(vessel.seed, from + 12_345_678),
    );
  });

  it("leaves vessels without a limitation as they were", () => {
    const plain = simVesselFrom(fjell.imoNumber, fjell.particulars);
    expect(plain.limitedShaftPower).toBeNull();
    const other = createVesselSimulation(plain, from + 5 * DAY_MS);
    for (let t = from; t < from + 5 * DAY_MS; t += 3600_000)
      expect(other.stateAt(t).shaftPower).toBeLessThanOrEqual(0.95 * plain.mcr + 1e-6);
  });
});
