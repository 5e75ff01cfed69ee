import { describe, expect, it } from "vitest";
import { eventImpact, impactEventAt } from "./eventImpact.js";
import { lineAt, serialInflation, trendStepAt } from "./eventStep.js";
import { comparePeriods } from "./indicators.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY = 24 * 3600_000;
const docking = Date.UTC(2024, 0, 1);
const cleaning = docking + 300 * DAY;
const next = cleaning + 200 * DAY;
const RATE = 2.4; // pp of speed loss a year, before and after the cleaning
const STEP = 1.52; // what the cleaning takes off

/** A seeded spread of ±0.4 pp (a known, reproducible noise). */
function noise(i: number): number {
  const x = Math.sin(i * 12.9898) * 43758.5453;
  return (x - Math.floor(x) - 0.5) * 0.8;
}

/** The truth, built by hand: 0.6 pp at the docking, growing RATE a year; STEP off at the cleaning. */
function trueLoss(t: number): number {
  const years = (t + DAY / 2 - docking) / (365.25 * DAY);
  return 0.6 + RATE * years - (t >= cleaning ? STEP : 0);
}

const days: DailyPerformance[] = [];
for (let t = docking; t < next; t += DAY) {
  const i = (t - docking) / DAY;
  if (i % 7 === 3 || i % 11 === 5) continue; // days in port
  const loss = trueLoss(t) + noise(i);
  days.push({ dayStart: t, pv: -loss, speedLoss: loss, blocks: 80, power: 1, speed: 1 });
}
const events = [
  { id: "d", eventType: "DryDocking" as const, startTime: docking, endTime: docking },
  { id: "c", eventType: "HullCleaning" as const, startTime: cleaning, endTime: cleaning },
  { id: "n", eventType: "DryDocking" as const, startTime: next, endTime: next },
];

describe("the trend step at a hull event", () => {
  it("finds the constructed 1.52 pp cleaning within its confidence interval (a 91-day mean comparison reads ≈ 0.9)", () => {
    const step = trendStepAt(days, events[1]!, events);
    expect(step.value).not.toBeNull();
    expect(Math.abs(step.value! - STEP)).toBeLessThan(step.confidence!);
    expect(Math.abs(step.value! - STEP)).toBeLessThan(0.15);
    expect(step.confidence!).toBeLessThan(0.3);
    expect(step.significant).toBe(true);
    // Each side's slope is the fouling rate (PV falls as the loss grows).
    expect(step.before.changePerYear!).toBeCloseTo(-RATE, 0);
    expect(step.after.changePerYear!).toBeCloseTo(-RATE, 0);
    // The sides end at the neighbouring events.
    expect(step.before.from).toBe(docking);
    expect(step.after.to).toBe(next);
    // What the former 91-day means gave: the step less half a year of fouling (1.52 − 2.4 · 0.25).
    const means = comparePeriods(days, [cleaning - 91 * DAY, cleaning], [cleaning, cleaning + 91 * DAY]);
    expect(Math.abs(means.value! - 0.92)).toBeLessThan(0.1);
    expect(Math.abs(means.value! - STEP)).toBeGreaterThan(0.5);
  });

  it("is what the event impact answers", () => {
    const impact = eventImpact(days, events[1]!, events);
    const step = trendStepAt(days, events[1]!, events);
    expect(impact.improvement).toBe(step.value);
    expect(impact.confidence).toBe(step.confidence);
    expect(impact.date).toBe(cleaning);
  });

  it("reads a few days after a cleaning along the hull's slope from before it, and nothing without days on a side", () => {
    const few = days.filter((d) => d.dayStart < cleaning + 6 * DAY);
    const step = trendStepAt(few, events[1]!, events);
    expect(step.after.days).toBeLessThan(14);
    expect(step.after.changePerYear).toBe(step.before.changePerYear);
    expect(Math.abs(step.value! - STEP)).toBeLessThan(step.confidence!);
    const none = trendStepAt(
      days.filter((d) => d.dayStart < cleaning),
      events[1]!,
      events,
    );
    expect(none.value).toBeNull();
    expect(none.significant).toBeNull();
  });

  it("answers at a recorded event's date that event's step (GET /Fouling/Impact), not a null step", () => {
    // The cleaning recorded as five days' works ending at `cleaning`, as the harness records it.
    const works = { ...events[1]!, startTime: cleaning - 5 * DAY };
    const recorded = [events[0]!, works, events[2]!];
    // An instant at the works' end meets them as its neighbour: the before side is [cleaning, cleaning).
    const instant = trendStepAt(
      days,
      { eventType: "HullCleaning", startTime: cleaning, endTime: cleaning },
      recorded,
    );
    expect(instant.before.days).toBe(0);
    expect(instant.value).toBeNull();
    // The date resolves to the works (at their end or within them), whose step the Fouling page shows.
    expect(impactEventAt(cleaning, recorded)).toBe(works);
    expect(impactEventAt(cleaning - 2 * DAY, recorded)).toBe(works);
    const atDate = eventImpact(days, impactEventAt(cleaning, recorded), recorded);
    expect(atDate.improvement).toBe(eventImpact(days, works, recorded).improvement);
    expect(Math.abs(atDate.improvement! - STEP)).toBeLessThan(atDate.confidence!);
    // Away from any event the date is an event of its own instant.
    expect(impactEventAt(cleaning + 30 * DAY, recorded)).toEqual({
      id: "",
      eventType: "HullCleaning",
      startTime: cleaning + 30 * DAY,
      endTime: cleaning + 30 * DAY,
    });
  });
});

describe("serial correlation of daily values (the maintenance trigger's interval)", () => {
  const DAY_MS = 86_400_000;
  const t0 = Date.UTC(2024, 0, 1);
  const daysOf = (pv: (i: number) => number) =>
    Array.from(
      { length: 60 },
      (_, i): DailyPerformance => ({
        dayStart: t0 + i * DAY_MS,
        pv: pv(i),
        speedLoss: -pv(i),
        blocks: 80,
        power: 1,
        speed: 1,
      }),
    );
  const inflation = (days: DailyPerformance[]) => {
    const end = t0 + days.length * DAY_MS;
    return serialInflation(days, lineAt(days, end), end);
  };

  it("widens the error of a series whose days follow their neighbours (weather lasting a week)", () => {
    // A square wave of a week up, a week down about the line: ρ ≈ 0.7, √(1.7/0.3) ≈ 2.4.
    const weekly = inflation(daysOf((i) => -1 - 0.01 * i + (Math.floor(i / 7) % 2 ? 0.3 : -0.3)));
    expect(weekly).toBeGreaterThan(2);
  });

  it("leaves alternating days (negative correlation) and too few days as they are", () => {
    expect(inflation(daysOf((i) => -1 + (i % 2 ? 0.3 : -0.3)))).toBe(1);
    expect(inflation(daysOf(() => -1).slice(0, 2))).toBe(1);
  });
});
