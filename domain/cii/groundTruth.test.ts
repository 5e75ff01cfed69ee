import { describe, expect, it } from "vitest";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import type { VoyageReportInput } from "../reports/inputs.js";
import { createVesselSimulation, DAY_MS } from "../simulator/simulateDay.js";
import { simVesselByImo } from "../simulator/simVessel.js";
import { ciiLineOf } from "./cii.js";
import { logDayFigures } from "./logData.js";
import { type DayFigures, daysInYear, mergeDays, voyageDaysOf, yearFiguresOf } from "./year.js";

const YEAR = 2025;
const HFO = { name: "Heavy fuel oil", shortName: "HFO", carbonEmissionFactor: 3.114 };
const MGO = { name: "Diesel / gas oil", shortName: "MDO/MGO", carbonEmissionFactor: 3.206 };
const TRUTH_STEP = 5 * 60_000;
const port = { name: "", loCode: "", isMrvPort: false };

/**
 * Ground truth: a simulated vessel-year of Nordic Aurora. The confirmed voyages carry the true fuel
 * (by grade) and distance of each passage and the following port stay, integrated from the simulator's
 * true state; the log data are the day's simulated sensor readings (noise, gaps, frozen values, spikes,
 * logger outages: sensor faults on), read the way the log-data path reads the day rollups (daily means).
 */
describe("CII from log data against the confirmed voyages of a simulated year", () => {
  it("agrees within 2 %", () => {
    const vessel = simVesselByImo(NORDIC_BULK_VESSELS, "9312482")!;
    const start = Date.UTC(YEAR, 0, 1);
    const end = Date.UTC(YEAR + 1, 0, 1);
    const sim = createVesselSimulation(vessel, end);

    const segments = sim.plan.segments.filter((s) => s.end > start && s.start < end);
    const voyages: VoyageReportInput[] = [];
    const integrate = (from: number, to: number) => {
      let hfo = 0;
      let mgo = 0;
      let nm = 0;
      for (let t = from; t < to; t += TRUTH_STEP) {
        const dt = Math.min(TRUTH_STEP, to - t) / 3_600_000;
        const s = sim.stateAt(t);
        const tonnes = ((s.mainEngineFuel + s.auxiliaryFuel + s.boilerFuel) * dt) / 1000;
        if (s.fuelGrade === "MGO") mgo += tonnes;
        else hfo += tonnes;
        nm += s.speedOverGround * dt;
      }
      return { hfo, mgo, nm };
    };
    segments.forEach((segment, i) => {
      if (segment.kind !== "passage") return;
      const stay = segments[i + 1];
      const berthEnd = stay && stay.kind === "port" ? stay.end : segment.end;
      const sea = integrate(segment.start, segment.end);
      const berth = integrate(segment.end, berthEnd);
      voyages.push({
        departureId: `d${i}`,
        voyageName: `${segment.from}-${segment.to}`,
        departure: { port, at: new Date(segment.start).toISOString() },
        arrival: { port, at: new Date(segment.end).toISOString() },
        endOfVoyageAt: new Date(berthEnd).toISOString(),
        fuels: [
          { fuelType: HFO, tonnesAtSea: sea.hfo, tonnesAtBerth: berth.hfo, source: "flowMeter" },
          { fuelType: MGO, tonnesAtSea: sea.mgo, tonnesAtBerth: berth.mgo, source: "flowMeter" },
        ],
        distanceNm: sea.nm,
        cargo: [],
        isNonCommercial: false,
        notUnderway: [],
      });
    });
    // The year's days covered by those voyages (the days before the first departure stay out of both).
    const fromVoyages = voyageDaysOf(voyages, YEAR);

    const logDays = new Map<number, DayFigures>();
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const index of fromVoyages.covered) {
      const day = sim.day(start + index * DAY_MS, { stepSeconds: 600 });
      const by = new Map<string, number[]>();
      for (const s of day.samples) {
        const list = by.get(s.variable) ?? [];
        list.push(s.value);
        by.set(s.variable, list);
      }
      const sog = by.get("Speed Over Ground");
      const flows = ["ME Fuel Mass Flow", "AE Fuel Mass Flow", "Boiler Fuel Mass Flow"].flatMap((name) => {
        const values = by.get(name);
        return values?.length ? [{ tonnesPerHour: mean(values) / 1000, cf: null }] : [];
      });
      if (!sog?.length || flows.length === 0) continue;
      logDays.set(
        index,
        logDayFigures(
          { hours: 24, speedKnots: mean(sog), flows, mgoShare: mean(by.get("MGO In Use") ?? [0]) },
          { mgo: MGO.carbonEmissionFactor, hfo: HFO.carbonEmissionFactor },
        ),
      );
    }

    const line = ciiLineOf("bulkCarrier", 81_950, YEAR);
    const n = daysInYear(YEAR);
    const voyageCii = yearFiguresOf(mergeDays(YEAR, fromVoyages, new Map(), n), line, YEAR);
    const logCii = yearFiguresOf(
      mergeDays(YEAR, { days: fromVoyages.days, covered: new Set() }, logDays, n),
      line,
      YEAR,
    );
    expect(voyageCii.voyageDays).toBeGreaterThan(300);
    expect(logCii.logDataDays).toBeGreaterThan(300);
    const difference = logCii.attained! / voyageCii.attained! - 1;
    console.info(
      `CII ${YEAR}: voyages ${voyageCii.attained!.toFixed(4)} (${voyageCii.voyageDays} days), log data ${logCii.attained!.toFixed(4)} (${logCii.logDataDays} days), difference ${(difference * 100).toFixed(2)} %`,
    );
    expect(Math.abs(difference)).toBeLessThan(0.02);
  }, 120_000);
});
