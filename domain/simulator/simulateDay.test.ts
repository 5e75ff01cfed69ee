import { describe, expect, it } from "vitest";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { sfoc } from "./physics.js";
import { createVesselSimulation, DAY_MS, type SimulatedDay } from "./simulateDay.js";
import { simVesselFrom } from "./simVessel.js";
import { SIM_VARIABLES } from "./variables.js";

const aurora = simVesselFrom(NORDIC_BULK_VESSELS[0]!.imoNumber, NORDIC_BULK_VESSELS[0]!.particulars);
const firstDay = Date.UTC(2025, 2, 1);
const sim = createVesselSimulation(aurora, firstDay + 40 * DAY_MS);

const series = (day: SimulatedDay, name: string) => day.samples.filter((s) => s.variable === name);
const valuesOf = (day: SimulatedDay, name: string) => series(day, name).map((s) => s.value);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Days wholly at sea in the window, found from the plan. */
const seaDays = Array.from({ length: 40 }, (_, i) => firstDay + i * DAY_MS).filter((day) => {
  const a = sim.stateAt(day);
  const b = sim.stateAt(day + DAY_MS - 1);
  return a.mode === "AtSea" && b.mode === "AtSea" && a.voyageNumber === b.voyageNumber;
});
const portDay = Array.from({ length: 40 }, (_, i) => firstDay + i * DAY_MS).find(
  (day) => sim.stateAt(day).mode === "InPort" && sim.stateAt(day + DAY_MS - 1).mode === "InPort",
);

describe("simulated vessel data", () => {
  it("declares about forty variables, each with a unit, an onboard system and categorised taxa", () => {
    expect(SIM_VARIABLES.length).toBeGreaterThanOrEqual(38);
    expect(new Set(SIM_VARIABLES.map((v) => v.name)).size).toBe(SIM_VARIABLES.length);
    for (const v of SIM_VARIABLES) {
      expect(v.unit).not.toBe("");
      expect(v.onboardSystem).not.toBe("");
      expect(v.taxa.length).toBeGreaterThan(0);
      for (const taxon of v.taxa) expect(taxon).toMatch(/^[^:]+: .+/);
    }
  });

  it("logs every variable once a minute on a day without faults, and a position every ten minutes", () => {
    const day = sim.day(seaDays[0]!, { faults: false });
    expect(day.samples.length).toBe(1440 * SIM_VARIABLES.length);
    expect(day.positions.length).toBe(144);
    expect(day.createdAt).toBeGreaterThan(day.dayStart + DAY_MS);
    expect(day.samples.every((s) => s.t >= day.dayStart && s.t < day.dayStart + DAY_MS)).toBe(true);
  });

  it("gives the same day whether it is simulated alone or as part of a longer run", () => {
    const alone = createVesselSimulation(aurora, seaDays[0]! + DAY_MS).day(seaDays[0]!);
    expect(alone).toEqual(sim.day(seaDays[0]!));
  });

  it("at sea turns the shaft with power within the engine's rating and burns fuel at a plausible SFOC", () => {
    expect(seaDays.length).toBeGreaterThan(5);
    const day = sim.day(seaDays[0]!, { faults: false });
    const power = mean(valuesOf(day, "Shaft Power"));
    const fuel = mean(valuesOf(day, "ME Fuel Mass Flow"));
    expect(power).toBeGreaterThan(0.3 * aurora.mcr);
    expect(power).toBeLessThan(0.95 * aurora.mcr);
    expect(mean(valuesOf(day, "Shaft Speed"))).toBeGreaterThan(60);
    const gramsPerKwh = (fuel * 1000) / power;
    expect(gramsPerKwh).toBeGreaterThan(sfoc(175, 0.78) - 3);
    expect(gramsPerKwh).toBeLessThan(sfoc(175, 0.3));
    expect(mean(valuesOf(day, "Speed Over Ground"))).toBeGreaterThan(10);
  });

  it("lies still in port with the main engine stopped and the boiler and generators running", () => {
    expect(portDay).toBeDefined();
    const day = sim.day(portDay!, { faults: false });
    expect(Math.max(...valuesOf(day, "Shaft Power"))).toBe(0);
    expect(Math.max(...valuesOf(day, "Speed Over Ground"))).toBe(0);
    expect(mean(valuesOf(day, "AE Fuel Mass Flow"))).toBeGreaterThan(50);
    expect(mean(valuesOf(day, "Boiler Fuel Mass Flow"))).toBeGreaterThan(50);
  });

  it("has a speed log that reads high against the speed the ship really makes through the water", () => {
    const logged = seaDays
      .slice(0, 5)
      .map((d) => mean(valuesOf(sim.day(d, { faults: false }), "Speed Through Water")));
    const truth = seaDays.slice(0, 5).map((d) => {
      const states = Array.from({ length: 144 }, (_, i) => sim.stateAt(d + i * 600_000));
      return mean(states.map((s) => s.speedThroughWater));
    });
    expect(mean(logged) / mean(truth)).toBeGreaterThan(1.01);
    expect(mean(logged) / mean(truth)).toBeLessThan(1.07);
  });

  it("keeps the drafts of the loading condition and a trim of aft minus fore", () => {
    const day = sim.day(seaDays[0]!, { faults: false });
    const aft = mean(valuesOf(day, "Draft Aft"));
    const fore = mean(valuesOf(day, "Draft Fore"));
    expect(mean(valuesOf(day, "Trim"))).toBeCloseTo(aft - fore, 1);
    expect((aft + fore) / 2).toBeGreaterThan(aurora.ballastDraft.low - 0.2);
    expect((aft + fore) / 2).toBeLessThan(aurora.ladenDraft.high + 0.2);
  });

  it("has sensor faults over a month: gaps, frozen values and spikes", () => {
    const days = Array.from({ length: 30 }, (_, i) => sim.day(firstDay + i * DAY_MS, { stepSeconds: 60 }));
    const expected = 1440 * SIM_VARIABLES.length;
    expect(days.some((d) => d.samples.length < expected)).toBe(true);
    let frozenRuns = 0;
    let spikes = 0;
    for (const day of days) {
      const byVariable = new Map<string, number[]>();
      for (const s of day.samples) {
        const values = byVariable.get(s.variable) ?? [];
        values.push(s.value);
        byVariable.set(s.variable, values);
      }
      for (const v of SIM_VARIABLES.filter((x) => x.faultProne && x.noise > 0)) {
        const values = byVariable.get(v.name) ?? [];
        let run = 1;
        for (let i = 1; i < values.length; i++) {
          run = values[i] === values[i - 1] && values[i] !== 0 ? run + 1 : 1;
          if (run === 60) frozenRuns++;
          const previous = values[i - 1]!;
          if (previous > 1 && Math.abs(values[i]! - previous) > 0.5 * Math.abs(previous) + 20 * v.noise)
            spikes++;
        }
      }
    }
    expect(frozenRuns).toBeGreaterThan(0);
    expect(spikes).toBeGreaterThan(0);
  });

  it("sends a noon report whose distance and fuel add up the day before noon", () => {
    const day = sim.day(seaDays[1]!, { faults: false });
    const [report] = day.noonReports;
    expect(report!.t).toBe(seaDays[1]! + DAY_MS / 2);
    const v = report!.values;
    expect(v.steamingHours).toBeCloseTo(24, 0);
    expect(v.distanceNm).toBeCloseTo(v.speedKn * v.steamingHours, 0);
    expect(v.meFuelT).toBeGreaterThan(10);
    expect(v.meFuelT).toBeLessThan(45);
    expect(v.remarks).toMatch(/^At sea /);
  });

  it("refuses a day that does not start at midnight UTC", () => {
    expect(() => sim.day(firstDay + 3600_000)).toThrow(/midnight/);
  });
});
