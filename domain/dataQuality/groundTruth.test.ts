import { describe, expect, it } from "vitest";
import { NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { type FeatureName, featureDefinition, suggestFeatureMapping } from "../featureMapping/features.js";
import { faultsForDay, speedLogBias } from "../simulator/sensorFaults.js";
import { createVesselSimulation, DAY_MS } from "../simulator/simulateDay.js";
import { simVesselFrom } from "../simulator/simVessel.js";
import { SIM_VARIABLES } from "../simulator/variables.js";
import { analyseFeature, type FeatureFindings, underWayFrom } from "./analysis.js";
import type { Sample } from "./detectors.js";
import { biasOf, speedPairs } from "./speedLog.js";

/**
 * Correctness against the simulator's own faults: a month of Nordic Aurora, logged every 2 minutes
 * (the usual 1-minute logging doubles the run time and changes nothing the detectors look at), with the
 * injected gaps, logger outages, frozen sensors, spikes and speed-log bias recomputed from
 * domain/simulator/sensorFaults.ts. Only the test reads simulator code; the detectors see samples.
 */
const STEP = 120_000;
const FROM = Date.UTC(2025, 2, 1);
const DAYS = 30;
const TO = FROM + DAYS * DAY_MS;
const OUTAGE_THRESHOLD = 15 * 60_000;
const FROZEN_LIMIT = 45 * 60_000;

const vessel = simVesselFrom(NORDIC_BULK_VESSELS[0]!.imoNumber, NORDIC_BULK_VESSELS[0]!.particulars);
const sim = createVesselSimulation(vessel, TO);
const mapping = suggestFeatureMapping(
  SIM_VARIABLES.map((v, id) => ({ id, name: v.name, unit: v.unit, taxa: v.taxa })),
);
const checked = (Object.entries(mapping) as Array<[FeatureName, { id: number }]>).filter(
  ([, v]) => SIM_VARIABLES[v.id]!.faultProne,
);

interface Truth {
  gaps: Array<{ start: number; end: number }>;
  frozen: Array<{ start: number; end: number; detectable: boolean }>;
  /** Times of every injected spike, and whether it departs from the clean reading by 10 noise σ. */
  spikes: Map<number, boolean>;
}

const observed = new Map<number, Sample[]>();
const clean = new Map<number, Map<number, number>>();
const truth = new Map<number, Truth>();
for (const [, v] of checked) {
  observed.set(v.id, []);
  clean.set(v.id, new Map());
  truth.set(v.id, { gaps: [], frozen: [], spikes: new Map() });
}

for (let day = FROM; day < TO; day += DAY_MS) {
  const faulty = sim.day(day, { stepSeconds: STEP / 1000 });
  const ideal = sim.day(day, { stepSeconds: STEP / 1000, faults: false });
  const faults = faultsForDay(vessel.seed, day, SIM_VARIABLES.length);
  for (const [, v] of checked) {
    const name = SIM_VARIABLES[v.id]!.name;
    for (const s of faulty.samples) if (s.variable === name) observed.get(v.id)!.push({ t: s.t, v: s.value });
    for (const s of ideal.samples) if (s.variable === name) clean.get(v.id)!.set(s.t, s.value);
  }
  for (const [, v] of checked) {
    const tr = truth.get(v.id)!;
    const variable = SIM_VARIABLES[v.id]!;
    let frozenRun: { start: number; end: number; count: number } | null = null;
    for (let t = day; t < day + DAY_MS; t += STEP) {
      const missing = faults.loggerDown(t) || faults.missing(v.id, t);
      const last = tr.gaps.at(-1);
      if (missing) {
        if (last && last.end === t) last.end = t + STEP;
        else tr.gaps.push({ start: t, end: t + STEP });
      }
      const frozen = !missing && faults.frozen(v.id, t);
      if (frozen) {
        if (frozenRun) {
          frozenRun.end = t;
          frozenRun.count++;
        } else frozenRun = { start: t, end: t, count: 1 };
      }
      if (!missing && !frozen && !variable.circular && faults.spike(v.id, t) !== null) {
        const reading = clean.get(v.id)!.get(t)!;
        const logged = observed.get(v.id)!.find((s) => s.t === t)!.v;
        tr.spikes.set(t, Math.abs(logged - reading) > 10 * variable.noise);
      }
    }
    if (frozenRun) {
      const held = observed.get(v.id)!.find((s) => s.t === frozenRun!.start)!.v;
      // The held reading is repeated from the sample before the window for longer than the limit.
      tr.frozen.push({
        start: frozenRun.start,
        end: frozenRun.end,
        detectable: held !== 0 && frozenRun.count * STEP > FROZEN_LIMIT + STEP,
      });
    }
  }
}

const sog = observed.get(mapping["Speed Over Ground"]!.id)!;
const underWay = underWayFrom(sog);
const findings = new Map<number, FeatureFindings>();
for (const [feature, v] of checked) {
  const def = featureDefinition(feature);
  findings.set(
    v.id,
    analyseFeature(
      observed.get(v.id)!,
      { feature, intervalMs: STEP, range: def.range, frozenLimitMs: FROZEN_LIMIT },
      { from: FROM, to: TO, outageThresholdMs: OUTAGE_THRESHOLD },
      underWay,
    ),
  );
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start <= b.end && b.start <= a.end;

function score(kind: "gaps" | "frozen" | "spikes") {
  let injected = 0;
  let found = 0;
  let flagged = 0;
  let right = 0;
  for (const [, v] of checked) {
    const tr = truth.get(v.id)!;
    const f = findings.get(v.id)!;
    if (kind === "gaps") {
      const wanted = tr.gaps.filter((g) => g.end - g.start >= OUTAGE_THRESHOLD);
      injected += wanted.length;
      found += wanted.filter((g) => f.outages.some((o) => overlaps(o, g))).length;
      flagged += f.outages.length;
      right += f.outages.filter((o) => tr.gaps.some((g) => overlaps(o, g))).length;
    } else if (kind === "frozen") {
      const wanted = tr.frozen.filter((w) => w.detectable);
      injected += wanted.length;
      found += wanted.filter((w) => f.frozen.some((o) => overlaps(o, w))).length;
      flagged += f.frozen.length;
      right += f.frozen.filter((o) => tr.frozen.some((w) => overlaps(o, w))).length;
    } else {
      const wanted = [...tr.spikes].filter(([, detectable]) => detectable).map(([t]) => t);
      injected += wanted.length;
      const at = new Set([...f.spikes, ...f.outOfRange].map((s) => s.t));
      found += wanted.filter((t) => at.has(t)).length;
      // Out-of-range readings are outliers too; in simulated data only spikes leave the range.
      flagged += at.size;
      right += [...at].filter((t) => tr.spikes.has(t)).length;
    }
  }
  return { injected, found, flagged, right, recall: found / injected, precision: right / flagged };
}

describe("data-quality detectors against the simulator's injected faults (a month, 2-minute logging)", () => {
  it.each(["gaps", "frozen", "spikes"] as const)(
    "%s: at least 90 percent found, 90 percent of the flags right",
    (kind) => {
      const s = score(kind);
      console.log(kind, JSON.stringify(s));
      expect(s.injected).toBeGreaterThan(kind === "frozen" ? 5 : 20);
      expect(s.recall).toBeGreaterThanOrEqual(0.9);
      expect(s.precision).toBeGreaterThanOrEqual(0.9);
    },
  );

  it("estimates the speed-log bias within 1 percentage point", () => {
    const stwId = mapping["Speed Through Water"]!.id;
    const f = findings.get(stwId)!;
    const bad = new Set([...f.spikes, ...f.outOfRange].map((s) => s.t));
    const frozen = f.frozen;
    const excluded = (t: number) => bad.has(t) || frozen.some((p) => t >= p.start && t <= p.end);
    const estimate = biasOf(speedPairs(observed.get(stwId)!, sog, STEP / 2, excluded));
    const cleanings = sim.plan.cleanings.filter((c) => c <= FROM).length;
    expect(sim.plan.cleanings.some((c) => c > FROM && c < TO)).toBe(false);
    const injected = speedLogBias(vessel.seed, cleanings) * 100;
    console.log("speed log bias", { injected, estimated: estimate.biasPct, pairs: estimate.pairs });
    expect(Math.abs(estimate.biasPct! - injected)).toBeLessThan(1);
  });
});
