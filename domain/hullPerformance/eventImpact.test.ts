import { describe, expect, it } from "vitest";
import { eventImpact } from "./eventImpact.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY = 24 * 3600_000;
const at = Date.UTC(2025, 5, 1);
const day = (offset: number, pv: number): DailyPerformance => ({
  dayStart: at + offset * DAY,
  pv,
  speedLoss: -pv,
  blocks: 50,
  power: 1,
  speed: 1,
});

describe("event impact", () => {
  // Before the cleaning: −4, −5, −6 (mean −5); after: −1, −2, −1.5, −0.5 (mean −1.25); one day 100 days
  // before and one inside the cleaning are outside both windows.
  const days = [
    day(-100, -20),
    day(-3, -4),
    day(-2, -5),
    day(-1, -6),
    day(0, -9),
    day(2, -1),
    day(3, -2),
    day(4, -1.5),
    day(5, -0.5),
  ];
  const cleaning = { id: "e", eventType: "HullCleaning" as const, startTime: at, endTime: at + 2 * DAY };

  it("is the mean PV after minus before with the 95 % confidence half-width (hand-computed 3.75 ± 1.296)", () => {
    const impact = eventImpact(days, cleaning);
    expect(impact.before.days).toBe(3);
    expect(impact.after.days).toBe(4);
    expect(impact.before.meanPv).toBeCloseTo(-5, 9);
    expect(impact.after.meanPv).toBeCloseTo(-1.25, 9);
    expect(impact.improvement).toBeCloseTo(3.75, 9);
    // 1.96 · √(var(after)/4 + var(before)/3) = 1.96 · √(0.41667/4 + 1/3)
    expect(impact.confidence).toBeCloseTo(1.29642, 4);
    expect(impact.significant).toBe(true);
    expect(impact.date).toBe(at + 2 * DAY);
  });

  it("has no value without days on one side, and no confidence from a single day", () => {
    const none = eventImpact(days.slice(0, 5), cleaning);
    expect(none.improvement).toBeNull();
    expect(none.significant).toBeNull();
    const single = eventImpact([day(-1, -6), day(3, -2)], cleaning);
    expect(single.improvement).toBeCloseTo(4, 9);
    expect(single.confidence).toBeNull();
  });
});
