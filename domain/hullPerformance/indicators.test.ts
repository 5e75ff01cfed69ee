import { describe, expect, it } from "vitest";
import type { Iso19030EventView } from "./events.js";
import { performanceIndicators } from "./indicators.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY = 24 * 3600_000;
const t0 = Date.UTC(2020, 0, 1);
const dockA = t0;
const dockB = t0 + 730 * DAY;
const cleaning = dockB + 500 * DAY;
const end = dockB + 700 * DAY;

/** PV −1 in the year after docking A, −0.5 after docking B, −3 before the cleaning, −1.5 after it, else −2. */
function pvAt(t: number): number {
  if (t < dockA + 365 * DAY) return -1;
  if (t >= dockB && t < dockB + 365 * DAY) return -0.5;
  if (t >= cleaning - 91 * DAY && t < cleaning) return -3;
  if (t >= cleaning && t < cleaning + 91 * DAY) return -1.5;
  return -2;
}
const days: DailyPerformance[] = [];
for (let t = t0; t < end; t += DAY) {
  const pv = pvAt(t) + (((t / DAY) % 2) - 0.5) * 0.2; // ±0.1 alternating: a known spread
  days.push({ dayStart: t, pv, speedLoss: -pv, blocks: 100, power: 1, speed: 1 });
}
const event = (id: string, eventType: Iso19030EventView["eventType"], at: number): Iso19030EventView => ({
  id,
  vesselId: "v",
  eventType,
  startTime: at,
  endTime: at,
  description: "",
});
const events = [
  event("a", "DryDocking", dockA),
  event("b", "DryDocking", dockB),
  event("c", "HullCleaning", cleaning),
];

describe("ISO 19030 performance indicators", () => {
  const [dryDocking, inService, trigger, effect] = performanceIndicators(days, events, end, 0.5);

  it("dry-docking performance: first year after B vs first year after A = −0.5 − (−1) = +0.5 pp", () => {
    expect(dryDocking!.kind).toBe("DryDockingPerformance");
    expect(dryDocking!.value).toBeCloseTo(0.5, 2);
    expect(dryDocking!.reference!.days).toBe(365);
    expect(dryDocking!.confidence).toBeGreaterThan(0);
    expect(dryDocking!.confidence).toBeLessThan(0.05);
  });

  it("in-service performance: last year vs first year after the latest docking", () => {
    // Last 365 days: 300 days after B's first year... mixed −2/−3/−1.5/−0.5: compare with the mean by hand.
    const last = days.filter((d) => d.dayStart >= end - 365 * DAY);
    const mean = last.reduce((s, d) => s + d.pv, 0) / last.length;
    expect(inService!.value).toBeCloseTo(mean - -0.5, 2);
  });

  it("maintenance trigger: last three months vs the first year, fires when the loss reaches the trigger", () => {
    const last = days.filter((d) => d.dayStart >= end - 91 * DAY);
    const mean = last.reduce((s, d) => s + d.pv, 0) / last.length;
    expect(trigger!.value).toBeCloseTo(mean + 0.5, 2);
    expect(trigger!.triggered).toBe(true);
    const [, , noTrigger] = performanceIndicators(days, events, end, null);
    expect(noTrigger!.triggered).toBeNull();
  });

  it("maintenance effect: three months after the cleaning vs three months before = +1.5 pp", () => {
    expect(effect!.value).toBeCloseTo(1.5, 2);
  });

  it("says what is missing without events", () => {
    const none = performanceIndicators(days, [], end, 1);
    expect(none.every((i) => i.value === null && i.note !== null)).toBe(true);
  });
});
