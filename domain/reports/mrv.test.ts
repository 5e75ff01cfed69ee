import { describe, expect, it } from "vitest";
import { A, B, C, D, E } from "./fixtures.js";
import {
  MRV_NOT_BETWEEN_MEMBER_STATES,
  MRV_NOT_COMMERCIAL,
  mrvRefusal,
  mrvScopeOf,
  mrvVoyageReport,
  mrvYearlyReport,
} from "./mrv.js";

describe("MRV availability", () => {
  it("follows the ports: between, departing, arriving, or not at all", () => {
    expect(mrvScopeOf(A)).toBe("betweenMemberStates");
    expect(mrvScopeOf(B)).toBe("departingMemberState");
    expect(mrvScopeOf(D)).toBe("arrivingMemberState");
    expect(mrvScopeOf(C)).toBeNull();
  });

  it("refuses voyages between non member states and non-commercial voyages, with the reason", () => {
    expect(mrvRefusal(C)).toBe(MRV_NOT_BETWEEN_MEMBER_STATES);
    expect(() => mrvVoyageReport(C)).toThrow("MRV report is not available between non Member States.");
    expect(mrvRefusal(E)).toBe(MRV_NOT_COMMERCIAL);
    expect(mrvRefusal(A)).toBeNull();
  });
});

describe("MRV voyage report (Art. 9)", () => {
  const report = mrvVoyageReport(A);

  it("names the ports and times", () => {
    expect(report.voyage).toEqual({
      name: "Oslo - Rotterdam",
      departurePort: { name: "Oslo", loCode: "NOOSL", isMrvPort: true },
      departureAt: "2025-03-01T06:00:00.000Z",
      arrivalPort: { name: "Rotterdam", loCode: "NLRTM", isMrvPort: true },
      arrivalAt: "2025-03-03T18:00:00.000Z",
    });
  });

  it("reports fuel and CO2 at sea per fuel type: CO2 = tonnes x Cf", () => {
    // HFO 50 t x 3.114 = 155.7 t; MDO 2 t x 3.206 = 6.412 t; together 162.112 t
    expect(report.fuels).toEqual([
      { fuelType: "Heavy fuel oil", tonnes: 50, co2FactorTonnesPerTonne: 3.114, co2Tonnes: 155.7 },
      { fuelType: "Diesel/Gas oil", tonnes: 2, co2FactorTonnesPerTonne: 3.206, co2Tonnes: 6.412 },
    ]);
    expect(report.co2Tonnes).toBe(162.112);
    // CO2e with the EU monitoring GWP100 (AR5, reference §3): 162.112 + 0.0025 x 28 + 0.009 x 265 = 164.567
    expect(report.co2eTonnes).toBe(164.567);
  });

  it("keeps the berth stay apart: arrival to next departure", () => {
    // 2025-03-03 18:00 -> 2025-03-05 06:00 = 36 h; MDO 4 t x 3.206 = 12.824 t (HFO 0 t)
    expect(report.atBerth).toMatchObject({ hours: 36, inMemberStatePort: true, co2Tonnes: 12.824 });
    expect(report.atBerth.fuels[1]).toEqual({
      fuelType: "Diesel/Gas oil",
      tonnes: 4,
      co2FactorTonnesPerTonne: 3.206,
      co2Tonnes: 12.824,
    });
  });

  it("reports distance, time at sea, cargo and transport work = cargo x distance", () => {
    // 2025-03-01 06:00 -> 2025-03-03 18:00 = 60 h; 30,000 t x 600 nm = 18,000,000 t·nm
    expect(report).toMatchObject({
      distanceNm: 600,
      timeAtSeaHours: 60,
      cargo: [
        { unit: "Tonnes", amount: 30000 },
        { unit: "TEU", amount: 0 },
      ],
      transportWork: 18_000_000,
      transportWorkUnit: "Tonnes x nm",
      transportWorkByUnit: [
        { unit: "Tonnes x nm", value: 18_000_000 },
        { unit: "TEU x nm", value: 0 },
      ],
    });
  });

  it("has no transport work without cargo units", () => {
    const noCargo = mrvVoyageReport({ ...A, cargo: [] });
    expect(noCargo).toMatchObject({ transportWork: null, transportWorkUnit: null, transportWorkByUnit: [] });
  });
});

describe("MRV annual report (Art. 10)", () => {
  const voyages = [A, B, C, D, E];
  const y2025 = mrvYearlyReport(voyages, 2025);

  it("covers the commercial voyages touching a member state that departed in the year", () => {
    // A, B and D; C is between non member states, E is non-commercial; D departs 2025-12-28, arrives 2026.
    expect(y2025.voyageCount).toBe(3);
    expect(mrvYearlyReport(voyages, 2026).voyageCount).toBe(0);
  });

  it("splits CO2 by the ports of the voyage and at berth in member-state ports", () => {
    // between: A 162.112; departing: B 20 x 3.114 = 62.28; arriving: D 160 x 3.114 = 498.24
    // at berth: A 4 x 3.206 = 12.824 + D (Le Havre) 6 x 3.206 = 19.236 = 32.06; B's berth is in GB: out
    expect(y2025).toMatchObject({
      co2BetweenMsPortsTonnes: 162.112,
      co2DepartingMsPortsTonnes: 62.28,
      co2ArrivingMsPortsTonnes: 498.24,
      co2AtBerthTonnes: 32.06,
      // 162.112 + 62.28 + 498.24 + 32.06
      co2Tonnes: 754.692,
    });
  });

  it("sums fuel per type over what it counts", () => {
    // HFO 50 + 20 + 160 = 230 t -> 716.22 t CO2; MDO 2 + 4 + 6 = 12 t -> 38.472 t CO2
    expect(y2025.fuels).toEqual([
      { fuelType: "Heavy fuel oil", tonnes: 230, co2FactorTonnesPerTonne: 3.114, co2Tonnes: 716.22 },
      { fuelType: "Diesel/Gas oil", tonnes: 12, co2FactorTonnesPerTonne: 3.206, co2Tonnes: 38.472 },
    ]);
  });

  it("sums distance, time at sea and transport work", () => {
    // 600 + 250 + 3200 nm; 60 + 24 + 192 h; 30,000x600 + 20,000x250 + 25,000x3200 = 103,000,000 t·nm
    expect(y2025).toMatchObject({
      distanceNm: 4050,
      timeAtSeaHours: 276,
      transportWork: 103_000_000,
      transportWorkUnit: "Tonnes x nm",
    });
    expect(y2025.transportWorkByUnit).toEqual([
      { unit: "Tonnes x nm", value: 103_000_000 },
      { unit: "TEU x nm", value: 0 },
    ]);
  });

  it("gives the average energy efficiency", () => {
    // 242 t / 4050 nm = 59.753 kg/nm; 754.692 t / 4050 nm = 186.344 kg/nm
    // 242e6 g / 103e6 t·nm = 2.350 g/t·nm; 754.692e6 g / 103e6 = 7.327 g/t·nm
    expect(y2025.averageEnergyEfficiency).toEqual({
      fuelPerDistanceKgPerNm: 59.753,
      co2PerDistanceKgPerNm: 186.344,
      fuelPerTransportWorkGrams: 2.35,
      co2PerTransportWorkGrams: 7.327,
    });
  });

  it("is empty but whole for a year without voyages", () => {
    expect(mrvYearlyReport([], 2024)).toMatchObject({
      year: 2024,
      fuels: [],
      co2Tonnes: 0,
      distanceNm: 0,
      transportWork: null,
      averageEnergyEfficiency: { fuelPerDistanceKgPerNm: null, co2PerTransportWorkGrams: null },
    });
  });
});

describe("MRV methane and nitrous oxide (Regulation (EU) 2023/957)", () => {
  it("adds CH4 and N2O by the Annex II factors and names fuel types without them", () => {
    const report = mrvVoyageReport(A);
    // A at sea: 50 t HFO -> CH4 50 x 0.00005 = 0.0025 t, N2O 50 x 0.00018 = 0.009 t;
    // 2 t of the fixture's "MDO" (no such short name among the factors) counts none and is named
    expect([report.ch4Tonnes, report.n2oTonnes]).toEqual([0.0025, 0.009]);
    expect(report.ch4N2oFactorsMissingFor).toEqual(["MDO"]);
    expect(report.co2Tonnes).toBe(162.112);
  });

  it("counts LNG's methane slip (default engine: Otto medium speed, 3.1 %)", () => {
    const lng = { name: "Liquefied natural gas", shortName: "LNG", carbonEmissionFactor: 2.75 };
    const report = mrvVoyageReport({ ...A, fuels: [{ ...A.fuels[0]!, fuelType: lng, tonnesAtSea: 100 }] });
    // CH4 = 100 x (0.969 x 0 + 0.031) = 3.1 t; N2O = 100 x 0.969 x 0.00011 = 0.010659 t
    expect([report.ch4Tonnes, report.n2oTonnes]).toEqual([3.1, 0.010659]);
    const yearly = mrvYearlyReport(
      [{ ...A, fuels: [{ ...A.fuels[0]!, fuelType: lng, tonnesAtSea: 100 }] }],
      2025,
    );
    expect([yearly.ch4Tonnes, yearly.n2oTonnes]).toEqual([3.1, 0.010659]);
  });
});
