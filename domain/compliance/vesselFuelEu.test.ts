import { describe, expect, it } from "vitest";
import { fuel, HFO, OSLO, ROTTERDAM, voyage } from "../reports/fixtures.js";
import { fuelEuOf, fuelEuVoyageLinesOf } from "./fuelEu.js";
import { vesselFuelEu } from "./vesselFuelEu.js";

/** An intra-EU voyage on HFO each March: a deficit every year (HFO is above every FuelEU target). */
const hfoVoyage = (year: number) =>
  voyage({
    departure: { port: OSLO, at: `${year}-03-01T06:00:00.000Z` },
    arrival: { port: ROTTERDAM, at: `${year}-03-03T06:00:00.000Z` },
    endOfVoyageAt: `${year}-03-04T06:00:00.000Z`,
    fuels: [fuel(HFO, 100, 10, "flowMeter")],
    distanceNm: 600,
  });
const voyages = [hfoVoyage(2025), hfoVoyage(2026)];

describe("a vessel's FuelEU year", () => {
  it("is null before FuelEU applies", () => {
    expect(vesselFuelEu(voyages, 2024)).toBeNull();
  });

  it("folds every year from 2025 with banking: the year's own figures, the deficits before it", () => {
    const year = vesselFuelEu(voyages, 2026)!;
    expect(year.own).toEqual(fuelEuOf(fuelEuVoyageLinesOf(voyages, 2026), 2026, { rewards: { opsMwh: 0 } }));
    expect(year.history.map((h) => h.year)).toEqual([2025, 2026]);
    expect(year.due).toBe(year.history[1]);
    expect(year.deficitsBefore).toBe(1);
    expect(year.due.consecutiveDeficits).toBe(2);
    expect(year.rewards).toEqual({ rfnboFuelTypes: [], opsMwh: 0, windRatio: 0 });
  });

  it("marks the fuel types burnt as RFNBO in every year, the OPS electricity in the asked year only", () => {
    const year = vesselFuelEu(voyages, 2026, { rfnboFuelTypes: ["HFO"], opsMwh: 5 })!;
    expect(year.lines.every((l) => l.rfnbo)).toBe(true);
    expect(year.rewards).toEqual({ rfnboFuelTypes: ["HFO"], opsMwh: 5, windRatio: 0 });
    expect(vesselFuelEu(voyages, 2025, { opsMwh: 5 })!.own.energyMJ).toBeGreaterThan(
      vesselFuelEu(voyages, 2025)!.own.energyMJ,
    );
  });
});
