/**
 * A full hidden world of the diagnostics suite computed in process, as the daily store computes and folds
 * it: the split scripts (tests/truth/*Split.ts) read its day records, hourly courses, hull events and truth
 * in seconds instead of the ~4 minutes of the import path. The day records are cached in /tmp, one file per
 * world and sampling step (delete the files after changing the day computation).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type FeatureName, suggestFeatureMapping } from "../../domain/featureMapping/features.js";
import { calibrationStartsOf, type Iso19030EventView } from "../../domain/hullPerformance/events.js";
import type { FeatureSeries, TimeValue } from "../../domain/hullPerformance/iso19030.js";
import { DEFAULT_WIND_COEFFICIENT } from "../../domain/hullPerformance/reference.js";
import { hourlyCourses } from "../../domain/hullPerformance/speedLogCalibration.js";
import { computeDayRecord, type DayRecord } from "../../domain/performance/dailyRecord.js";
import { seaTrialSpeedPower } from "../../domain/simulator/seaTrial.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { simulatorTruth } from "../../domain/simulator/truth.js";
import { variableDefinitions } from "../../domain/simulator/variables.js";
import { ATLANTIC_TANKERS_VESSELS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import type { DiagnosticsWorld } from "./diagnosticsWorld.js";

/**
 * The world's hull events as the truth suite records them (diagnosticsWorld.ts, POST /Iso19030Events):
 * five days' works ending at the world's event.
 */
export function worldEvents(spec: DiagnosticsWorld): Iso19030EventView[] {
  return spec.world.hullEvents.map((e, i) => ({
    id: `e${i}`,
    vesselId: "v",
    description: "",
    startTime: e.at - 5 * DAY_MS,
    endTime: e.at,
    eventType: e.kind,
  }));
}

export function worldInProcess(spec: DiagnosticsWorld) {
  const demo = [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS].find(
    (v) => v.particulars.name === spec.vesselName,
  )!;
  const sim = simVesselFrom(demo.imoNumber, demo.particulars);
  const simulation = createVesselSimulation(sim, spec.first + spec.days * DAY_MS, spec.world);
  const settings = {
    breadth: demo.hullPerformance!.breadth,
    // As the truth suite enters it (none known: estimated); WIND_DEFAULT=1 the product's default instead.
    windCoefficient: process.env.WIND_DEFAULT === "1" ? DEFAULT_WIND_COEFFICIENT : null,
    reference: seaTrialSpeedPower(sim, spec.world),
  };
  const cache = `/tmp/keelson-truth-days-${spec.vesselName.replace(/ /g, "")}-${spec.days}d-${spec.stepSeconds}s.json`;
  let days: { records: DayRecord[]; lat: TimeValue[]; lon: TimeValue[] };
  if (existsSync(cache))
    days = JSON.parse(readFileSync(cache, "utf8"), (_, v) => (v === "NaN" ? Number.NaN : v));
  else {
    days = { records: [], lat: [], lon: [] };
    const mapping = suggestFeatureMapping(
      variableDefinitions().map((v, id) => ({ id, name: v.name, unit: v.unit, taxa: v.taxa })),
    );
    const featureOf = new Map<string, FeatureName>();
    for (const [feature, variable] of Object.entries(mapping))
      featureOf.set(variable!.name, feature as FeatureName);
    for (let i = 0; i < spec.days; i++) {
      const dayStart = spec.first + i * DAY_MS;
      const day = simulation.day(dayStart, { stepSeconds: spec.stepSeconds });
      const series: Record<string, TimeValue[]> = {};
      const fuel: TimeValue[] = [];
      for (const s of day.samples) {
        const feature = featureOf.get(s.variable);
        if (!feature) continue;
        if (feature === "ME Fuel Mass Flow") fuel.push({ t: s.t, value: s.value });
        else {
          const list = series[feature] ?? [];
          list.push({ t: s.t, value: s.value });
          series[feature] = list;
        }
      }
      days.records.push(computeDayRecord(dayStart, series as FeatureSeries, fuel, settings));
      // The hourly mean positions the server reads courses from.
      const byHour = new Map<number, { la: number; lo: number; n: number }>();
      for (const p of day.positions) {
        const h = Math.floor(p.t / 3600_000) * 3600_000;
        const b = byHour.get(h) ?? { la: 0, lo: 0, n: 0 };
        b.la += p.latitude;
        b.lo += p.longitude;
        b.n++;
        byHour.set(h, b);
      }
      for (const [h, b] of byHour) {
        days.lat.push({ t: h, value: b.la / b.n });
        days.lon.push({ t: h, value: b.lo / b.n });
      }
    }
    // JSON has no NaN (a sample without fuel, a block without a wave height): kept as "NaN", not null.
    writeFileSync(
      cache,
      JSON.stringify(days, (_, v) => (Number.isNaN(v) ? "NaN" : v)),
    );
  }
  const truth = simulatorTruth(simulation, spec.first, spec.days, { stepSeconds: spec.stepSeconds });
  const events = worldEvents(spec);
  return {
    simulation,
    sim,
    settings,
    events,
    calibrationStarts: calibrationStartsOf(events),
    records: days.records,
    courses: hourlyCourses(days.lat, days.lon),
    truthByDay: new Map(truth.map((d) => [d.dayStart, d])),
  };
}
