import { describe, expect, it } from "vitest";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { createVesselSimulation, DAY_MS } from "./simulateDay.js";
import { simVesselFrom } from "./simVessel.js";
import { simulatorTruth, truthCsv } from "./truth.js";

const aurora = simVesselFrom(NORDIC_BULK_VESSELS[0]!.imoNumber, NORDIC_BULK_VESSELS[0]!.particulars);
const firstDay = Date.UTC(2025, 2, 1);
const days = 30;
const sim = createVesselSimulation(aurora, firstDay + days * DAY_MS);
const truth = simulatorTruth(sim, firstDay, days);

describe("simulator ground truth", () => {
  it("gives the hull's fouling speed loss growing about 2.4 % a year between dockings", () => {
    const first = truth[0]!.speedLossPercent;
    const last = truth[days - 1]!.speedLossPercent;
    expect(first).toBeGreaterThan(0);
    expect(((last - first) / (days - 1)) * 365.25).toBeCloseTo(2.4, 1);
    expect(truth.every((d) => d.speedLogBiasPercent >= 1.5 && d.speedLogBiasPercent <= 6)).toBe(true);
  });

  it("names every fault the day's data carries: gaps and outages are missing samples, spikes changed values", () => {
    let checkedSpikes = 0;
    let checkedGaps = 0;
    for (const day of truth.slice(0, 10)) {
      const faulty = sim.day(day.dayStart);
      const clean = sim.day(day.dayStart, { faults: false });
      const key = (s: { t: number; variable: string }) => `${s.t}|${s.variable}`;
      const present = new Map(faulty.samples.map((s) => [key(s), s.value]));
      const truthOf = new Map(clean.samples.map((s) => [key(s), s.value]));
      for (const f of day.faults) {
        if (f.kind === "spike") {
          const k = `${f.start}|${f.variable}`;
          expect(present.get(k)).not.toBe(truthOf.get(k));
          checkedSpikes++;
        } else if (f.kind === "gap" || f.kind === "loggerOutage") {
          const t = Math.max(f.start, day.dayStart);
          const minute = Math.ceil(t / 60_000) * 60_000;
          if (minute >= Math.min(f.end, day.dayStart + DAY_MS)) continue;
          const names = f.variable === null ? ["Speed Through Water", "Latitude"] : [f.variable];
          for (const name of names) expect(present.has(`${minute}|${name}`)).toBe(false);
          checkedGaps++;
        }
      }
      // And nothing else differs except inside a named fault.
      const explained = (s: { t: number; variable: string }) =>
        day.faults.some(
          (f) => (f.variable === null || f.variable === s.variable) && s.t >= f.start && s.t < f.end,
        );
      for (const s of faulty.samples) if (s.value !== truthOf.get(key(s))) expect(explained(s)).toBe(true);
    }
    expect(checkedSpikes).toBeGreaterThan(0);
    expect(checkedGaps).toBeGreaterThan(0);
  });

  it("formats as CSV with one day row per day and one row per fault", () => {
    const csv = truthCsv(truth.slice(0, 3));
    const lines = csv.trim().split("\n");
    expect(lines[0]).toMatch(/^record,imoNumber,date,speedLossPercent/);
    expect(lines.filter((l) => l.startsWith("day,")).length).toBe(3);
    expect(lines.filter((l) => l.startsWith("fault,")).length).toBe(
      truth.slice(0, 3).reduce((n, d) => n + d.faults.length, 0),
    );
    expect(truth[0]!.dayStart + DAY_MS).toBe(truth[1]!.dayStart);
  });
});
