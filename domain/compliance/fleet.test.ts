import { describe, expect, it } from "vitest";
import { etsFleetTotal, fuelEuFleetSums } from "./fleet.js";
import { fuelEuTarget } from "./fuelEu.js";

describe("fleet sums", () => {
  it("EU ETS: emissions and whole allowances summed, the cost at the price", () => {
    const years = [
      { emissionsInScopeTonnes: 100.0004, allowances: 100 },
      { emissionsInScopeTonnes: 50.0004, allowances: 50 },
    ];
    expect(etsFleetTotal(years, 70.5)).toEqual({
      emissionsInScopeTonnes: 150.001,
      allowances: 150,
      costEur: 10575,
    });
    expect(etsFleetTotal(years, null).costEur).toBeNull();
    expect(etsFleetTotal([], 70)).toEqual({ emissionsInScopeTonnes: 0, allowances: 0, costEur: 0 });
  });

  it("FuelEU: the intensity weighted by energy, balances and penalties summed", () => {
    const sums = fuelEuFleetSums(2025, [
      {
        own: { energyMJ: 1000, ghgIntensity: 90, complianceBalanceTonnes: -2 },
        due: { penaltyEur: 100.004 },
      },
      { own: { energyMJ: 3000, ghgIntensity: 80, complianceBalanceTonnes: 5 }, due: { penaltyEur: 0 } },
      { own: { energyMJ: 0, ghgIntensity: null, complianceBalanceTonnes: 0 }, due: { penaltyEur: 0 } },
    ]);
    expect(sums).toEqual({
      target: fuelEuTarget(2025),
      energyMJ: 4000,
      ghgIntensity: 82.5,
      complianceBalanceTonnes: 3,
      penaltyEur: 100,
    });
    expect(fuelEuFleetSums(2025, []).ghgIntensity).toBeNull();
  });
});
