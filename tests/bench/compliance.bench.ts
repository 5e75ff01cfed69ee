import { performance } from "node:perf_hooks";
import { etsYear } from "../../domain/compliance/ets.js";
import { fuelEuLinesOf, fuelEuOf } from "../../domain/compliance/fuelEu.js";
import { bankAcrossYears, fuelEuPool, poolYear } from "../../domain/compliance/pooling.js";
import type { ReportFuelType, ReportPort, VoyageReportInput } from "../../domain/reports/inputs.js";
import type { BenchRow } from "./table.js";

const VESSELS = 50;
const VOYAGES = 100;
const HOUR = 3_600_000;
const HFO: ReportFuelType = { name: "Heavy fuel oil", shortName: "HFO", carbonEmissionFactor: 3.114 };
const MGO: ReportFuelType = { name: "Diesel / gas oil", shortName: "MDO/MGO", carbonEmissionFactor: 3.206 };
const LNG: ReportFuelType = { name: "Liquefied natural gas", shortName: "LNG", carbonEmissionFactor: 2.75 };
const PORTS: ReportPort[] = [
  { name: "Oslo", loCode: "NOOSL", isMrvPort: true },
  { name: "Rotterdam", loCode: "NLRTM", isMrvPort: true },
  { name: "Southampton", loCode: "GBSOU", isMrvPort: false },
  { name: "New York", loCode: "USNYC", isMrvPort: false },
];

/** A vessel-year of confirmed voyages as the report inputs the server builds (domain/reports/inputs.ts). */
function vesselYear(v: number, year = 2026): VoyageReportInput[] {
  const span = (360 * 24 * HOUR) / VOYAGES;
  const at = (ms: number) => new Date(Date.UTC(year, 0, 2) + ms).toISOString();
  return Array.from({ length: VOYAGES }, (_, i) => ({
    departureId: `v${v}-d${i}`,
    voyageName: `Voyage ${i}`,
    departure: { port: PORTS[(i + v) % PORTS.length]!, at: at(i * span) },
    arrival: { port: PORTS[(i + v + 1) % PORTS.length]!, at: at(i * span + span * 0.7) },
    endOfVoyageAt: at((i + 1) * span),
    fuels: [
      { fuelType: v % 5 === 0 ? LNG : HFO, tonnesAtSea: 40 + (i % 7), tonnesAtBerth: 1, source: "flowMeter" },
      { fuelType: MGO, tonnesAtSea: 3, tonnesAtBerth: 2, source: "flowMeter" },
    ],
    distanceNm: 900 + i,
    cargo: [],
    isNonCommercial: false,
    notUnderway: [],
  }));
}

/**
 * EU ETS and FuelEU (with a pool of the whole fleet) for a 50-vessel fleet-year of 100 confirmed voyages
 * each, computed cold from the report inputs (issue 17: under 1 s). Building the inputs from the read
 * models is the MRV report's cost, measured by the reports suite.
 */
export async function benchCompliance(): Promise<BenchRow[]> {
  const fleet = Array.from({ length: VESSELS }, (_, v) => vesselYear(v));
  const started = performance.now();
  let allowances = 0;
  const members = fleet.map((voyages, v) => {
    allowances += etsYear(voyages, 2026, 80).allowances;
    const fuelEu = fuelEuOf(fuelEuLinesOf(voyages, 2026), 2026);
    return { vesselId: `v${v}`, balanceGrams: fuelEu.complianceBalanceGrams, intensity: fuelEu.ghgIntensity };
  });
  const pool = fuelEuPool(members);
  const ms = performance.now() - started;

  // The fleet page's FuelEU: two years per vessel (2025 banked into 2026), then a pool of the whole fleet.
  const twoYears = fleet.map((voyages, v) => [...vesselYear(v, 2025), ...voyages]);
  const fleetStarted = performance.now();
  const pooled = poolYear(
    twoYears.map((voyages, v) => {
      const years = [2025, 2026].map((year) => {
        const own = fuelEuOf(fuelEuLinesOf(voyages, year), year);
        return { year, balanceGrams: own.complianceBalanceGrams, intensity: own.ghgIntensity };
      });
      const [before, now] = bankAcrossYears(years);
      return {
        vesselId: `v${v}`,
        ownBalanceGrams: now!.ownBalanceGrams,
        bankedInGrams: now!.bankedInGrams,
        intensity: years[1]!.intensity,
        deficitsBefore: before!.consecutiveDeficits,
      };
    }),
  );
  const fleetMs = performance.now() - fleetStarted;
  return [
    {
      suite: "compliance",
      case: `FuelEU fleet 2025-2026 with banking + pool, ${VESSELS} vessels x ${2 * VOYAGES} voyages, cold`,
      value: fleetMs,
      unit: "ms",
      target: "< 1,000 ms",
      pass: fleetMs < 1000,
      note: `pool ${pooled.poolBalanceTonnes} tCO2e, valid ${pooled.valid}, banked out ${Math.round(pooled.bankedOutGrams / 1e6)} t`,
    },
    {
      suite: "compliance",
      case: `EU ETS + FuelEU + pool, ${VESSELS} vessels x ${VOYAGES} voyages, cold`,
      value: ms,
      unit: "ms",
      target: "< 1,000 ms",
      pass: ms < 1000,
      note: `${allowances} allowances, pool ${pool.poolBalanceTonnes} tCO2e`,
    },
  ];
}
