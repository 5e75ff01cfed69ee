import { describe, expect, it } from "vitest";
import type { ThresholdSettings } from "./conditions.js";
import { evaluateThreshold, initialThresholdState, runThreshold, type ThresholdState } from "./evaluator.js";
import {
  applyDataTimeEvaluation,
  type DataTimeSource,
  evaluateInDataTime,
  type IncidentSpan,
  spansOf,
} from "./eventTime.js";
import { type Series, seriesOf } from "./series.js";

const MIN = 60_000;
const DAY = 86_400_000;
const T0 = Date.parse("2026-10-15T00:00:00Z");

const wind: ThresholdSettings = {
  variableName: "True Wind Speed",
  comparison: "Above",
  warning: { low: null, high: 22 },
  critical: { low: null, high: 24.5 },
  sustainedMinutes: 60,
  hysteresis: 1,
};

/** A seeded generator (mulberry32), so a failing order can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Days of wind a minute apart with storms of random length, some across midnight. */
function windDays(days: number, seed: number): Series[] {
  const next = random(seed);
  const values: number[] = [];
  let storm = 0;
  let height = 0;
  for (let i = 0; i < days * 1440; i++) {
    if (storm === 0 && next() < 0.004) {
      storm = Math.floor(30 + next() * 900);
      height = 22.5 + next() * 6;
    }
    const base = storm > 0 ? height : 12 + 4 * Math.sin(i / 300);
    values.push(base + (next() - 0.5) * 1.5);
    if (storm > 0) storm--;
  }
  return Array.from({ length: days }, (_, d) =>
    seriesOf(values.slice(d * 1440, (d + 1) * 1440).map((v, i) => ({ t: T0 + d * DAY + i * MIN, v }))),
  );
}

/** A store and an engine in memory: the points delivered so far and the incidents by opening time. */
class Harness {
  private points: Array<{ t: number; v: number }> = [];
  incidents = new Map<number, IncidentSpan>();

  constructor(
    private readonly settings: ThresholdSettings,
    public state: ThresholdState = initialThresholdState,
  ) {}

  private source: DataTimeSource = {
    read: async (from, to) => seriesOf(this.points.filter((p) => p.t >= from && p.t <= to)),
    incidentsSince: async (from) =>
      [...this.incidents.values()].filter((i) => i.openedAt >= from || i.closedAt === null),
  };

  async deliver(day: Series): Promise<void> {
    const known = new Set(this.points.map((p) => p.t));
    day.t.forEach((t, i) => {
      if (!known.has(t)) this.points.push({ t, v: day.v[i]! });
    });
    this.points.sort((a, b) => a.t - b.t);
    const window = { from: day.t[0]!, to: day.t[day.t.length - 1]! };
    const evaluation = await evaluateInDataTime(this.settings, this.state, window, this.source);
    if (evaluation) {
      applyDataTimeEvaluation(this.incidents, evaluation);
      this.state = evaluation.state;
    } else {
      const carried = evaluateThreshold(this.settings, this.state, day);
      applyDataTimeEvaluation(this.incidents, { transitions: carried.transitions, corrections: [] });
      this.state = carried.state;
    }
  }

  sorted(): IncidentSpan[] {
    return [...this.incidents.values()].sort((a, b) => a.openedAt - b.openedAt);
  }
}

async function incidentsAfter(settings: ThresholdSettings, days: Series[]): Promise<IncidentSpan[]> {
  const harness = new Harness(settings);
  for (const day of days) await harness.deliver(day);
  return harness.sorted();
}

/** What one run over all the data in time order raises. */
function truthOf(settings: ThresholdSettings, days: Series[]): IncidentSpan[] {
  const all = seriesOf(days.flatMap((d) => Array.from(d.t, (t, i) => ({ t, v: d.v[i]! }))));
  const transitions: Parameters<typeof runThreshold>[4] = [];
  runThreshold(settings, initialThresholdState, all, false, transitions);
  return spansOf(transitions).sort((a, b) => a.openedAt - b.openedAt);
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("event time: the order packages arrive in does not change the incidents", () => {
  it("in order, reversed, shuffled and twice give the incidents of one run over the data in time order", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const days = windDays(8, seed);
      const truth = truthOf(wind, days);
      expect(truth.length, `seed ${seed} has storms`).toBeGreaterThan(0);
      expect(await incidentsAfter(wind, days), `seed ${seed} in order`).toEqual(truth);
      expect(await incidentsAfter(wind, [...days].reverse()), `seed ${seed} reversed`).toEqual(truth);
      const next = random(seed * 7919);
      for (let k = 0; k < 4; k++) {
        const order = shuffled(days, next);
        expect(await incidentsAfter(wind, order), `seed ${seed} shuffle ${k}`).toEqual(truth);
        const twice = [...order, ...shuffled(days, next).slice(0, 3)];
        expect(await incidentsAfter(wind, twice), `seed ${seed} shuffle ${k} twice`).toEqual(truth);
      }
    }
  }, 60_000);

  it("an older day after a newer one withdraws the phantom storm and corrects its closing", async () => {
    // The storm of the issue: 19 Oct 21:30 to 20 Oct 03:00 above 24.5 kn; 20 Oct arrives first.
    const storm = (t: number) => t >= T0 + 4 * DAY + 21.5 * 60 * MIN && t < T0 + 5 * DAY + 3 * 60 * MIN;
    const days = Array.from({ length: 6 }, (_, d) =>
      seriesOf(
        Array.from({ length: 1440 }, (_, i) => {
          const t = T0 + d * DAY + i * MIN;
          return { t, v: storm(t) ? 30 : 8 };
        }),
      ),
    );
    const harness = new Harness(wind);
    for (const d of [0, 1, 2, 3, 5]) await harness.deliver(days[d]!);
    await harness.deliver(days[4]!);
    expect(harness.sorted()).toEqual(truthOf(wind, days));
    const [only] = harness.sorted();
    expect(new Date(only!.openedAt).toISOString()).toBe("2026-10-19T22:30:00.000Z");
    expect(new Date(only!.closedAt!).toISOString()).toBe("2026-10-20T03:00:00.000Z");
  });
});

describe("event time: a variable's first packages", () => {
  const probe: ThresholdSettings = {
    variableName: "Probe temperature",
    comparison: "Above",
    warning: { low: null, high: 420 },
    critical: null,
    sustainedMinutes: 10,
    hysteresis: 0,
  };
  const start = Date.parse("2026-11-29T23:47:00Z");
  /** Four packages of four minutes from 23:47, above 420 from 23:48 to 00:00. */
  const packages = Array.from({ length: 4 }, (_, p) =>
    seriesOf(
      Array.from({ length: 4 }, (_, k) => {
        const m = p * 4 + k;
        return { t: start + m * MIN, v: m >= 1 && m <= 13 ? 430 : 380 };
      }),
    ),
  );

  it("are replayed from its first reading: a limit held across them opens on time, though the vessel's other data is newer", async () => {
    // A new condition's target starts at the vessel's newest data, another variable's day up to 23:59.
    const harness = new Harness(probe, {
      ...initialThresholdState,
      lastT: Date.parse("2026-11-29T23:59:00Z"),
    });
    for (const pkg of packages) await harness.deliver(pkg);
    expect(harness.sorted()).toEqual(truthOf(probe, packages));
    expect(
      harness.sorted().map((i) => [new Date(i.openedAt).toISOString(), new Date(i.closedAt!).toISOString()]),
    ).toEqual([["2026-11-29T23:58:00.000Z", "2026-11-30T00:01:00.000Z"]]);
  });
});
