import { describe, expect, it } from "vitest";
import { A, B, C, D, E, VESSEL } from "./fixtures.js";
import { imoCiiOf, imoVoyageReport, imoYearlyReport } from "./imoDcs.js";

describe("IMO DCS annual report (Appendix IX)", () => {
  const voyages = [A, B, C, D, E];
  const y2025 = imoYearlyReport(voyages, VESSEL, 2025);

  it("carries the ship particulars; engines below 130 kW are not reported", () => {
    expect(y2025).toMatchObject({
      year: 2025,
      imoNumber: "9395044",
      shipName: "Nordic Aurora",
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      shipType: "Bulk carrier",
      grossTonnage: 32000,
      netTonnage: 18000,
      deadweight: 56000,
      mainEnginesPowerKw: 8000,
      auxiliaryEnginesPowerKw: null,
      eedi: 4.1,
      eexi: null,
      iceClass: "IC",
    });
  });

  it("counts every voyage whatever its ports, and splits one crossing the new year by time", () => {
    // D: 2025-12-28 00:00 -> 2026-01-05 00:00 is 192 h at sea, 96 h of them in 2025: share 0.5;
    // its berth stay (5-7 Jan 2026) lies wholly in 2026.
    // HFO: A 50 + B 20 + B berth 1 + C 200 + D 160 x 0.5 + E 10 = 361 t (flow meters; C from bunker notes)
    // MDO: A 2 + 4 = 6 t (tank monitoring); D's 6 t at berth belong to 2026
    expect(y2025.fuels).toEqual([
      { fuelType: "Heavy fuel oil", tonnes: 361, method: "Bunker delivery notes, Flow meters" },
      { fuelType: "Diesel/Gas oil", tonnes: 6, method: "Tank monitoring" },
    ]);
    // 600 + 250 + 3100 + 3200 x 0.5 + 200 = 5750 nm; 60 + 24 + 192 + 96 + 12 = 384 h
    expect(y2025.distanceNm).toBe(5750);
    expect(y2025.hoursUnderway).toBe(384);
  });

  it("gives the following year the rest of the crossing voyage", () => {
    const y2026 = imoYearlyReport(voyages, VESSEL, 2026);
    // HFO 160 x 0.5 = 80 t; MDO at berth 6 t; 3200 x 0.5 = 1600 nm; 96 h
    expect(y2026.fuels).toEqual([
      { fuelType: "Heavy fuel oil", tonnes: 80, method: "Flow meters" },
      { fuelType: "Diesel/Gas oil", tonnes: 6, method: "Tank monitoring" },
    ]);
    expect(y2026).toMatchObject({ distanceNm: 1600, hoursUnderway: 96 });
  });
});

describe("IMO DCS voyage figures", () => {
  it("sum sea and berth fuel with the method, distance and hours underway", () => {
    // MDO 2 + 4 = 6 t; 60 h departure -> arrival
    expect(imoVoyageReport(A)).toMatchObject({
      fuels: [
        { fuelType: "Heavy fuel oil", tonnes: 50, method: "Flow meters" },
        { fuelType: "Diesel/Gas oil", tonnes: 6, method: "Tank monitoring" },
      ],
      distanceNm: 600,
      hoursUnderway: 60,
    });
  });
});

describe("IMO DCS hours underway leave out time at anchor and drifting (issue 10 point 13)", () => {
  // A: 60 h from departure to arrival; 10 h at anchor off Rotterdam and 2 h drifting.
  const anchored = {
    ...A,
    notUnderway: [
      { from: "2025-03-03T04:00:00.000Z", to: "2025-03-03T14:00:00.000Z" },
      { from: "2025-03-02T00:00:00.000Z", to: "2025-03-02T02:00:00.000Z" },
    ],
  };

  it("per voyage: departure to arrival less the periods not underway", () => {
    expect(imoVoyageReport(anchored).hoursUnderway).toBe(48);
  });

  it("per year: only the part of each period inside the year is left out", () => {
    // D: 192 h at sea over new year, 96 in each year; 24 h at anchor across midnight, 6 in 2025.
    const overNewYear = {
      ...D,
      notUnderway: [{ from: "2025-12-31T18:00:00.000Z", to: "2026-01-01T18:00:00.000Z" }],
    };
    expect(imoYearlyReport([anchored, overNewYear], VESSEL, 2025).hoursUnderway).toBe(48 + 96 - 6);
    expect(imoYearlyReport([overNewYear], VESSEL, 2026).hoursUnderway).toBe(96 - 18);
  });
});

describe("attained CII of the DCS figures (issue 33 §13)", () => {
  it("rates the year's DCS fuel and distance with the CII calculator", () => {
    // CO2 = 361 t HFO x 3.114 + 6 t MDO x 3.206 = 1,143.39 t; bulk carrier, 56,000 DWT, 5,750 nm:
    // attained = 1,143.39e6 g / (56,000 x 5,750) = 3.5509; required 2025 = (1 - 0.09) x 4745 x 56,000^-0.622
    // = 4.8073; superior boundary 0.86 x 4.8073 = 4.1343 > 3.5509: A.
    expect(imoYearlyReport([A, B, C, D, E], VESSEL, 2025).cii).toEqual({
      attained: 3.5509,
      required: 4.8073,
      rating: "A",
      capacityBasis: "DWT",
      capacity: 56000,
      co2Tonnes: 1143.39,
      note: null,
    });
  });

  it("gives the issue's DCS figures of Nordic Aurora (4,852.5 nm, 536.7 t) a D", () => {
    // 536.7 t HFO x 3.114 = 1,671.28 t CO2; 81,950 DWT: attained = 1,671.28e6 / (81,950 x 4,852.5)
    // = 4.2028; required 2026 = 0.89 x 4745 x 81,950^-0.622 = 3.7102; upper 1.06 x 3.7102 = 3.9328 <=
    // 4.2028 < inferior 1.18 x 3.7102 = 4.3781: D.
    const aurora = { ...VESSEL, deadweight: 81_950, grossTonnage: 43_025 };
    expect(imoCiiOf(aurora, 2026, 536.7 * 3.114e6, 4852.5)).toMatchObject({
      attained: 4.2028,
      required: 3.7102,
      rating: "D",
    });
  });

  it("says why there is no CII: a ship type outside the CII table, a year without Z", () => {
    const supply = { ...VESSEL, shipType: "Offshore supply", vesselTypeId: null };
    expect(imoYearlyReport([A], supply, 2025).cii).toMatchObject({ attained: null, rating: null });
    expect(imoYearlyReport([A], supply, 2025).cii.note).toMatch(/does not apply/);
    expect(imoCiiOf(VESSEL, 2018, 1e9, 100).note).toMatch(/reduction factors/);
  });
});
