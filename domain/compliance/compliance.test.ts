import { describe, expect, it } from "vitest";
import { fuel, NEW_YORK, OSLO, ROTTERDAM, SOUTHAMPTON, voyage } from "../reports/fixtures.js";
import type { ReportFuelType } from "../reports/inputs.js";
import { etsPhaseIn, etsYear } from "./ets.js";
import { co2eOf, FUEL_FACTORS, GWP_EU_MONITORING, gasesOf, ttwPerGram, wtwIntensity } from "./factors.js";
import {
  fuelEuLinesOf,
  fuelEuOf,
  fuelEuPenalty,
  fuelEuTarget,
  rfnboRewardFactor,
  tonnesToBalance,
  windRewardFactor,
} from "./fuelEu.js";
import { bankAcrossYears, fuelEuPool, poolAcrossYears } from "./pooling.js";

/** Factors as the default fuel types carry them (reference §1). */
const HFO: ReportFuelType = { name: "Heavy fuel oil", shortName: "HFO", carbonEmissionFactor: 3.114 };
const MGO: ReportFuelType = { name: "Diesel / gas oil", shortName: "MDO/MGO", carbonEmissionFactor: 3.206 };
const OWN: ReportFuelType = { name: "Own blend", shortName: "OWN", carbonEmissionFactor: 3.0 };

/** Three voyages departing in `year`: intra-EU, out of the EU, and between two non-member ports. */
const yearOfVoyages = (year: number) => [
  // Oslo -> Rotterdam: 100 t HFO at sea, 10 t at berth in Rotterdam (member state)
  voyage({
    departure: { port: OSLO, at: `${year}-03-01T06:00:00.000Z` },
    arrival: { port: ROTTERDAM, at: `${year}-03-03T06:00:00.000Z` },
    endOfVoyageAt: `${year}-03-04T06:00:00.000Z`,
    fuels: [fuel(HFO, 100, 10, "flowMeter")],
    distanceNm: 600,
  }),
  // Rotterdam -> New York: 200 t HFO at sea, 20 t at berth in New York (not a member state)
  voyage({
    departure: { port: ROTTERDAM, at: `${year}-03-04T06:00:00.000Z` },
    arrival: { port: NEW_YORK, at: `${year}-03-14T06:00:00.000Z` },
    endOfVoyageAt: `${year}-03-16T06:00:00.000Z`,
    fuels: [fuel(HFO, 200, 20, "flowMeter")],
    distanceNm: 3400,
  }),
  // New York -> Southampton: outside EU ETS altogether
  voyage({
    departure: { port: NEW_YORK, at: `${year}-03-16T06:00:00.000Z` },
    arrival: { port: SOUTHAMPTON, at: `${year}-03-25T06:00:00.000Z` },
    endOfVoyageAt: `${year}-03-26T06:00:00.000Z`,
    fuels: [fuel(HFO, 180, 5, "flowMeter")],
    distanceNm: 3200,
  }),
];

describe("EU ETS", () => {
  it("phases in 40 % of 2024, 70 % of 2025, 100 % from 2026, nothing before", () => {
    expect([2023, 2024, 2025, 2026, 2031].map(etsPhaseIn)).toEqual([0, 0.4, 0.7, 1, 1]);
  });

  it("counts intra-EU voyages and EU berths 100 %, voyages out of the EU 50 %, others not at all (2025)", () => {
    const ets = etsYear(yearOfVoyages(2025), 2025, 70);
    // Oslo-Rotterdam: (100 + 10) t x 3.114 = 342.54 t CO2 (sea 311.4 x 1 + berth 31.14 x 1)
    // Rotterdam-New York: 200 t x 3.114 x 0.5 = 311.4 t; berth in New York x 0 = 0
    // New York-Southampton: not an MRV voyage, not listed
    expect(ets.voyages.map((v) => [v.scope, v.co2InScopeTonnes])).toEqual([
      ["intraEu", 342.54],
      ["extraEu", 311.4],
    ]);
    // 342.54 + 311.4 = 653.94 t; x 0.7 = 457.758 -> 458 allowances; x 70 EUR = 32 060 EUR
    expect(ets.co2InScopeTonnes).toBe(653.94);
    expect(ets.gases).toBe("CO2");
    expect(ets.emissionsInScopeTonnes).toBe(653.94);
    expect(ets.allowancesExact).toBe(457.758);
    expect(ets.allowances).toBe(458);
    expect(ets.costEur).toBe(32060);
  });

  it("takes 40 % in 2024 and no cost without a price", () => {
    const ets = etsYear(yearOfVoyages(2024), 2024);
    // 653.94 x 0.4 = 261.576 -> 262
    expect(ets.allowances).toBe(262);
    expect(ets.costEur).toBeNull();
  });

  it("adds methane and nitrous oxide as CO2e from 2026, with the AR5 GWP100 of the EU monitoring rules", () => {
    const ets = etsYear(yearOfVoyages(2026), 2026);
    // fuel in scope: 110 t + 200 t x 0.5 = 210 t HFO
    // CH4 = 210 x 0.00005 = 0.0105 t; N2O = 210 x 0.00018 = 0.0378 t
    // CO2e = 653.94 + 0.0105 x 28 + 0.0378 x 265 = 653.94 + 0.294 + 10.017 = 664.251
    // (with FuelEU's AR4 set, 25 / 298, it would be 665.467)
    expect(ets.ch4InScopeTonnes).toBe(0.0105);
    expect(ets.n2oInScopeTonnes).toBe(0.0378);
    expect(ets.gases).toBe("CO2, CH4, N2O");
    expect(ets.emissionsInScopeTonnes).toBe(664.251);
    expect(ets.allowances).toBe(664);
  });

  it("reproduces the published 2026 ETS factor of HFO, 3.1631 t CO2e/t (reference §3), only with AR5", () => {
    // 3.114 + 28 x 0.00005 + 265 x 0.00018 = 3.114 + 0.0014 + 0.0477 = 3.1631
    expect(co2eOf(gasesOf(HFO, 1))).toBeCloseTo(3.1631, 10);
    expect(GWP_EU_MONITORING).toEqual({ co2: 1, ch4: 28, n2o: 265 });
    // FuelEU keeps AR4 (Annex I): 3.114 + 25 x 0.00005 + 298 x 0.00018 = 3.16889 g CO2e/g
    expect(ttwPerGram(FUEL_FACTORS.HFO!)).toBeCloseTo(3.16889, 10);
  });

  it("names a fuel type without CH4/N2O factors and still counts its CO2", () => {
    const [first] = yearOfVoyages(2026);
    const ets = etsYear([{ ...first!, fuels: [fuel(OWN, 10, 0, "flowMeter")] }], 2026);
    // 10 t x 3.0 = 30 t CO2, no CH4/N2O
    expect(ets.emissionsInScopeTonnes).toBe(30);
    expect(ets.ch4N2oFactorsMissingFor).toEqual(["OWN"]);
  });
});

describe("FuelEU Maritime", () => {
  // Well-to-wake per fuel (Annex I): WtT + (Cf CO2 + 25 Cf CH4 + 298 Cf N2O) / LCV
  // HFO: 13.5 + (3.114 + 0.00125 + 0.05364) / 0.0405 = 13.5 + 78.244198 = 91.744198
  // MGO: 14.4 + (3.206 + 0.00125 + 0.05364) / 0.0427 = 14.4 + 76.367447 = 90.767447
  // LNG Diesel slow speed (slip 0.2 %): 18.5 + (0.998 x (2.75 + 0.03278) + 0.002 x 25) / 0.0491
  //   = 18.5 + (2.777214 + 0.05) / 0.0491 = 18.5 + 57.580742 = 76.080742
  it("derives the well-to-wake intensity of the Annex II fuels", () => {
    expect(wtwIntensity(FUEL_FACTORS.HFO!)).toBeCloseTo(91.744198, 5);
    expect(wtwIntensity(FUEL_FACTORS["MDO/MGO"]!)).toBeCloseTo(90.767447, 5);
    expect(wtwIntensity(FUEL_FACTORS["LNG-DSS"]!)).toBeCloseTo(76.080742, 5);
    // LNG Otto medium speed (3.1 %): 18.5 + (0.969 x 2.78278 + 0.031 x 25) / 0.0491 = 89.202929
    expect(wtwIntensity(FUEL_FACTORS.LNG!)).toBeCloseTo(89.202929, 5);
  });

  it("has the targets of Art. 4(2)", () => {
    expect([2024, 2025, 2029, 2030, 2035, 2040, 2045, 2050].map(fuelEuTarget)).toEqual([
      null,
      89.3368,
      89.3368,
      85.6904,
      77.9418,
      62.9004,
      34.6408,
      18.232,
    ]);
  });

  // 1000 t HFO intra-EU and 500 t MGO extra-EU (x 0.5) in 2025
  // E(HFO) = 1000e6 g x 0.0405 = 40.5e6 MJ; E(MGO) = 500e6 x 0.0427 x 0.5 = 10.675e6 MJ; E = 51.175e6 MJ
  // I = (40.5 x 91.744198 + 10.675 x 90.767447) / 51.175 = 91.540449 gCO2e/MJ
  // CB = (89.3368 - 91.540449) x 51.175e6 = -112 771 760 g = -112.772 t
  // penalty = 112 771 760 / (91.540449 x 41 000) x 2 400 = 72 113.19 EUR
  const lines = [
    { shortName: "HFO", tonnes: 1000, share: 1 },
    { shortName: "MDO/MGO", tonnes: 500, share: 0.5 },
  ];

  it("computes energy, intensity, balance and penalty of a deficit", () => {
    const r = fuelEuOf(lines, 2025);
    expect(r.energyMJ).toBe(51_175_000);
    expect(r.ghgIntensity).toBe(91.5404);
    expect(r.target).toBe(89.3368);
    expect(r.complianceBalanceGrams).toBe(-112_771_760);
    expect(r.complianceBalanceTonnes).toBe(-112.772);
    expect(r.penaltyEur).toBe(72_113.19);
  });

  it("raises the penalty 10 % in the second consecutive deficit year", () => {
    // 2026 has the same target, same fuel: 72 113.189 x 1.1 = 79 324.51 EUR
    expect(fuelEuOf(lines, 2026, { consecutiveDeficits: 2 }).penaltyEur).toBe(79_324.51);
    const years = bankAcrossYears([
      { year: 2025, balanceGrams: -112_771_760, intensity: 91.540449 },
      { year: 2026, balanceGrams: -112_771_760, intensity: 91.540449 },
    ]);
    expect(years.map((y) => [y.consecutiveDeficits, y.penaltyEur])).toEqual([
      [1, 72_113.19],
      [2, 79_324.51],
    ]);
  });

  it("banks a surplus into the next year and breaks the deficit run", () => {
    const years = bankAcrossYears([
      { year: 2025, balanceGrams: 200_000_000, intensity: 80 },
      { year: 2026, balanceGrams: -112_771_760, intensity: 91.540449 },
      { year: 2027, balanceGrams: -112_771_760, intensity: 91.540449 },
    ]);
    // 2026: -112 771 760 + 200 000 000 = 87 228 240 banked on; 2027: -112 771 760 + 87 228 240 = -25 543 520
    // penalty 2027 = 25 543 520 / (91.540449 x 41 000) x 2 400 = 16 334.10 EUR, first deficit year
    expect(years.map((y) => y.balanceGrams)).toEqual([200_000_000, 87_228_240, -25_543_520]);
    expect(years[2]!.consecutiveDeficits).toBe(1);
    expect(years[2]!.penaltyEur).toBe(16_334.1);
  });

  it("finds the tonnes of a biofuel that bring the balance to zero", () => {
    // BIO-UCO: 15.0 + (0 + 0.00125 + 0.05364) / 0.037 = 16.483514 gCO2e/MJ
    // share = (91.540449 - 89.3368) / (91.540449 - 16.483514) = 0.0293597
    // tonnes = 0.0293597 x 51.175e6 MJ / 0.037 MJ/g / 1e6 = 40.608 t
    const tonnes = tonnesToBalance(51_175_000, 91.5404494382, 89.3368, FUEL_FACTORS["BIO-UCO"]!);
    expect(tonnes).toBeCloseTo(40.608, 3);
    // LNG Otto medium speed (89.2029) is just below the target: it works, but needs much more
    const lng = tonnesToBalance(51_175_000, 91.5404494382, 89.3368, FUEL_FACTORS.LNG!)!;
    // share = 2.203649 / (91.540449 - 89.202929) = 0.942731; x 51.175e6 / 0.0491 / 1e6 = 982.57 t
    expect(lng).toBeCloseTo(982.57, 1);
    // HFO is above the target: no amount of it helps
    expect(tonnesToBalance(51_175_000, 91.5404494382, 89.3368, FUEL_FACTORS.HFO!)).toBeNull();
  });

  describe("rewards of Annex I (Regulation (EU) 2023/1805)", () => {
    const hfo = [{ shortName: "HFO", tonnes: 1000, share: 1 }];

    it("counts on-shore power at berth as zero-emission energy (1000 t HFO + 500 MWh OPS, 2025)", () => {
      // E_HFO = 40.5e6 MJ; E_OPS = 500 MWh x 3600 = 1.8e6 MJ
      // I = 40.5e6 x 91.744198 / (40.5e6 + 1.8e6) = 87.840189; CB = (89.3368 - 87.840189) x 42.3e6 = 63 306 640 g
      const r = fuelEuOf(hfo, 2025, { rewards: { opsMwh: 500 } });
      expect(r.energyMJ).toBe(42_300_000);
      expect(r.ghgIntensity).toBe(87.8402);
      expect(r.complianceBalanceGrams).toBe(63_306_640);
      expect(r.penaltyEur).toBe(0);
    });

    it("counts an RFNBO's energy twice in the divisor until 2033 (RWD = 2), once from 2034", () => {
      // Methanol WtW = 31.3 + (1.375 + 0.00125 + 0.05364) / 0.0199 = 103.153769 (Annex II factors, as the RFNBO's)
      // E_M = 100e6 g x 0.0199 = 1.99e6 MJ
      // 2025: I = (40.5e6 x 91.744198 + 1.99e6 x 103.153769) / (40.5e6 + 2 x 1.99e6) = 88.150090
      //   CB over the energy without the reward: (89.3368 - 88.150090) x 42.49e6 = 50 423 311 g
      const lines = [...hfo, { shortName: "Methanol", tonnes: 100, share: 1, rfnbo: true }];
      const r2025 = fuelEuOf(lines, 2025);
      expect(r2025.energyMJ).toBe(42_490_000);
      expect(r2025.ghgIntensity).toBe(88.1501);
      expect(r2025.complianceBalanceGrams).toBe(50_423_311);
      expect([2025, 2033, 2034].map(rfnboRewardFactor)).toEqual([2, 2, 1]);
      // 2034: (40.5e6 x 91.744198 + 1.99e6 x 103.153769) / 42.49e6 = 92.278560
      expect(fuelEuOf(lines, 2034).ghgIntensity).toBe(92.2786);
    });

    it("multiplies the intensity by f_wind of Annex I's table (P_wind/P_prop 0.1: 0.99, 0.2: 0.97, >= 0.3: 0.95)", () => {
      expect([0, 0.05, 0.1, 0.15, 0.2, 0.29, 0.3, 0.6].map(windRewardFactor)).toEqual([
        1, 1, 0.99, 0.99, 0.97, 0.97, 0.95, 0.95,
      ]);
      // ratio 0.25 -> 0.97: I = 0.97 x 91.744198 = 88.991872; CB = (89.3368 - 88.991872) x 40.5e6 = 13 969 600 g
      const r = fuelEuOf(hfo, 2025, { rewards: { windRatio: 0.25 } });
      expect(r.windRewardFactor).toBe(0.97);
      expect(r.ghgIntensity).toBe(88.9919);
      expect(r.complianceBalanceGrams).toBe(13_969_600);
    });

    it("counts the what-if fuel at f_wind times its intensity", () => {
      // BIO-UCO 16.483514 x 0.99 = 16.318679; mix 91.540449 x 0.99 = 90.625045
      // share = (90.625045 - 89.3368) / (90.625045 - 16.318679) = 0.0173369; x 51.175e6 / 0.037 / 1e6 = 23.979 t
      const t = tonnesToBalance(51_175_000, 90.6250449438, 89.3368, FUEL_FACTORS["BIO-UCO"]!, 0.99);
      expect(t).toBeCloseTo(23.979, 3);
    });
  });

  it("pools a deficit with a surplus ship", () => {
    // LNG ship: 200 t LNG-DSS intra-EU: E = 9.82e6 MJ; CB = (89.3368 - 76.080742) x 9.82e6 = 130 174 488 g
    const lngShip = fuelEuOf([{ shortName: "LNG-DSS", tonnes: 200, share: 1 }], 2025);
    expect(lngShip.complianceBalanceGrams).toBe(130_174_488);
    // pool: 130 174 488 - 112 771 760 = 17 402 728 g >= 0: valid, no penalty, the surplus stays with the LNG ship
    const pool = fuelEuPool([
      { vesselId: "hfo", balanceGrams: -112_771_760, intensity: 91.540449 },
      { vesselId: "lng", balanceGrams: 130_174_488, intensity: 76.080742 },
    ]);
    expect(pool.valid).toBe(true);
    expect(pool.poolBalanceGrams).toBe(17_402_728);
    expect(pool.members.map((m) => m.balanceAfterGrams)).toEqual([0, 17_402_728]);
    expect(pool.penaltyEur).toBe(0);
    // with 50 t LNG: 32 543 622 - 112 771 760 = -80 228 138 < 0: invalid, the HFO ship pays its own 72 113.19
    const small = fuelEuPool([
      { vesselId: "hfo", balanceGrams: -112_771_760, intensity: 91.540449 },
      { vesselId: "lng", balanceGrams: 32_543_622, intensity: 76.080742 },
    ]);
    expect(small.valid).toBe(false);
    expect(small.penaltyEur).toBe(72_113.19);
  });

  it("pools two ships over three years, banking what is left after each pool", () => {
    const years = poolAcrossYears([
      {
        year: 2025,
        members: [
          { vesselId: "A", balanceGrams: 100e6, intensity: 80 },
          { vesselId: "B", balanceGrams: -60e6, intensity: 92 },
        ],
      },
      {
        year: 2026,
        members: [
          { vesselId: "A", balanceGrams: -30e6, intensity: 90 },
          { vesselId: "B", balanceGrams: -20e6, intensity: 91 },
        ],
      },
      {
        year: 2027,
        members: [
          { vesselId: "A", balanceGrams: -5e6, intensity: 90 },
          { vesselId: "B", balanceGrams: -20e6, intensity: 91 },
        ],
      },
    ]);
    const [y2025, y2026, y2027] = years.map((y) => y.result);
    // 2025: 100e6 - 60e6 = 40e6 >= 0, valid: B goes to 0, A (the only surplus) keeps 40e6 and banks it
    expect(y2025!.valid).toBe(true);
    expect(y2025!.members.map((m) => [m.balanceAfterGrams, m.bankedOutGrams, m.penaltyEur])).toEqual([
      [40e6, 40e6, 0],
      [0, 0, 0],
    ]);
    // 2026: A brings -30e6 + 40e6 banked = +10e6, B -20e6; pool -10e6 < 0: invalid, each keeps its own.
    // A banks 10e6 into 2027; B pays its first deficit: 20e6 / (91 x 41 000) x 2 400 = 12 865.18 EUR
    expect(y2026!.valid).toBe(false);
    expect(y2026!.poolBalanceGrams).toBe(-10e6);
    expect(y2026!.members.map((m) => [m.bankedInGrams, m.balanceBeforeGrams, m.bankedOutGrams])).toEqual([
      [40e6, 10e6, 10e6],
      [0, -20e6, 0],
    ]);
    expect(y2026!.members[1]!.consecutiveDeficits).toBe(1);
    expect(y2026!.penaltyEur).toBe(12_865.18);
    // 2027: A -5e6 + 10e6 = +5e6, B -20e6; pool -15e6, invalid again; B's second deficit in a row:
    // 12 865.1836 x 1.1 = 14 151.70 EUR; A banks 5e6 on
    expect(
      y2027!.members.map((m) => [m.balanceBeforeGrams, m.consecutiveDeficits, m.bankedOutGrams]),
    ).toEqual([
      [5e6, 0, 5e6],
      [-20e6, 2, 0],
    ]);
    expect(y2027!.penaltyEur).toBe(14_151.7);
  });

  it("takes a vessel's year from its MRV voyages: 50 % out of the EU, berth only in member states", () => {
    const got = fuelEuLinesOf(
      yearOfVoyages(2025).map((v) => ({ ...v, fuels: v.fuels.map((f) => ({ ...f, fuelType: MGO })) })),
      2025,
    );
    // sea Oslo-Rotterdam x1, berth Rotterdam x1, sea Rotterdam-New York x0.5, berth New York x0 (dropped)
    expect(got.map((l) => [l.tonnes, l.share])).toEqual([
      [100, 1],
      [10, 1],
      [200, 0.5],
    ]);
  });

  it("takes LNG's methane slip from the vessel's engine type (Otto medium speed by default)", () => {
    const LNG: ReportFuelType = {
      name: "Liquefied natural gas",
      shortName: "LNG",
      carbonEmissionFactor: 2.75,
    };
    const lngYear = (lngEngine: ReportFuelType["lngEngine"]) =>
      yearOfVoyages(2026)
        .slice(0, 1)
        .map((v) => ({ ...v, fuels: [fuel({ ...LNG, lngEngine }, 100, 0, "flowMeter")] }));
    // 100 t LNG intra-EU. CH4 = 100 x slip: default 3.1 % -> 3.1 t; Diesel slow speed 0.2 % -> 0.2 t
    expect(etsYear(lngYear(null), 2026).ch4InScopeTonnes).toBe(3.1);
    expect(etsYear(lngYear("lngDieselSlowSpeed"), 2026).ch4InScopeTonnes).toBe(0.2);
    // CO2e 2026 (AR5), Diesel slow speed: 275 CO2 + 0.2 x 28 + 100 x 0.998 x 0.00011 x 265 (2.90917) = 283.509 t
    expect(etsYear(lngYear("lngDieselSlowSpeed"), 2026).co2eInScopeTonnes).toBe(283.509);
    // FuelEU: WtW Diesel slow speed = 18.5 + (0.998 x (2.75 + 0.03278) + 0.002 x 25) / 0.0491 = 76.080742
    const lines = fuelEuLinesOf(lngYear("lngDieselSlowSpeed"), 2026);
    expect(lines[0]!.lngEngine).toBe("lngDieselSlowSpeed");
    expect(fuelEuOf(lines, 2026).ghgIntensity).toBe(76.0807);
    // default engine: 18.5 + (0.969 x 2.78278 + 0.031 x 25) / 0.0491 = 89.2029
    expect(fuelEuOf(fuelEuLinesOf(lngYear(undefined), 2026), 2026).ghgIntensity).toBe(89.2029);
  });

  it("penalises nothing for a surplus", () => {
    expect(fuelEuPenalty(1, 80)).toBe(0);
  });
});
