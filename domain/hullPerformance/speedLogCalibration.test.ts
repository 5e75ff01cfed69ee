import { describe, expect, it } from "vitest";
import {
  calibrationWarning,
  calibrationWindowStart,
  courseSector,
  estimateCalibration,
  hourlyCourses,
  type RatioSample,
} from "./speedLogCalibration.js";

/**
 * A known world: the log reads 3 % high (true factor 1/1.03); the ship sails 12 kn through the water on
 * one route, north-east (030°) and back (210°); a mean current of 0.25 kn sets along the route towards
 * 030° in this season; 70 % of the blocks are on the north-eastbound leg (it is the slower season's leg).
 */
const TRUE_FACTOR = 1 / 1.03;
const STW = 12;
const CURRENT = 0.25;
const wobble = (i: number) => (((i * 7919) % 23) / 23 - 0.5) * 0.3; // ±0.15 kn of other causes

function world(northShare: number, blocks = 1000): RatioSample[] {
  return Array.from({ length: blocks }, (_, i) => {
    const north = i % 100 < northShare * 100;
    const sog = STW + (north ? CURRENT : -CURRENT) + wobble(i);
    return { ratio: sog / (STW / TRUE_FACTOR), course: north ? 30 + (i % 9) : 210 - (i % 7) };
  });
}

describe("speed-log calibration on opposite headings", () => {
  it("cancels a route's mean current: within 0.3 % of the true factor where the median of all blocks is ≈ 1.5 % off", () => {
    const samples = world(0.7);
    const estimate = estimateCalibration(samples, 288);
    expect(estimate.method).toBe("oppositeHeadings");
    expect(Math.abs(estimate.factor / TRUE_FACTOR - 1)).toBeLessThan(0.003);
    // What the median of every block (the former method) gives: the current's 0.25 / 12 = 2.1 % shows.
    const former = estimateCalibration(
      samples.map((s) => ({ ratio: s.ratio, course: null })),
      288,
    );
    expect(former.method).toBe("allBlocks");
    expect(former.factor / TRUE_FACTOR - 1).toBeGreaterThan(0.01);
  });

  it("marks a period sailed on one heading as provisional, and says why", () => {
    const estimate = estimateCalibration(world(1), 288);
    expect(estimate.method).toBe("oneHeading");
    expect(estimate.note).toMatch(/^Provisional: no two opposite headings/);
    // The current is in it: 0.25 kn at 12 kn.
    expect(estimate.factor / TRUE_FACTOR - 1).toBeGreaterThan(0.015);
    expect(estimateCalibration(world(1), 2000).method).toBe("none");
  });

  it("warns when the factor is more than 2 % from 1", () => {
    expect(calibrationWarning(1 / 1.03)).toBe(
      "The speed log reads 3.0 % high: have it recalibrated, or enter its certified calibration.",
    );
    expect(calibrationWarning(1.015)).toBeNull();
  });

  it("gives sectors of 45° and courses from hourly positions", () => {
    expect(courseSector(0)).toBe(0);
    expect(courseSector(350)).toBe(0);
    expect(courseSector(30)).toBe(1);
    expect(courseSector(210)).toBe(5);
    const h = 3600_000;
    // One degree of latitude north in an hour (60 nm): course 000°; then one degree of longitude east at the equator: 090°.
    const courses = hourlyCourses(
      [
        { t: 0, value: 0 },
        { t: h, value: 1 },
        { t: 2 * h, value: 1 },
      ],
      [
        { t: 0, value: 10 },
        { t: h, value: 10 },
        { t: 2 * h, value: 11 },
      ],
    );
    expect(courses.get(0)).toBeCloseTo(0, 6);
    expect(courses.get(h)).toBeCloseTo(90, 0);
    expect(courses.has(2 * h)).toBe(false);
  });
});

describe("the window a log is calibrated over", () => {
  const DAY = 86_400_000;
  const to = Date.UTC(2024, 3, 28);
  const from = to - 30 * DAY;
  const docking = Date.UTC(2023, 8, 9);

  it("reaches back to the start of the calibration period holding the window's end (the latest servicing)", () => {
    expect(calibrationWindowStart([docking - 400 * DAY, docking], from, to)).toBe(docking);
  });

  it("keeps the window when a servicing lies in it or none is recorded, and ignores later ones", () => {
    expect(calibrationWindowStart([from + 5 * DAY], from, to)).toBe(from);
    expect(calibrationWindowStart([], from, to)).toBe(from);
    expect(calibrationWindowStart([docking, to + DAY], from, to)).toBe(docking);
  });
});

describe("certified calibrations (vessel setting)", () => {
  it("are validated: factor 0.8–1.2, dates unique, and the event carries them sorted", async () => {
    const { speedLogCalibrationsRequest, setSpeedLogCalibrations, SPEED_LOG_MESSAGES } = await import(
      "./events.js"
    );
    const bad = speedLogCalibrationsRequest.safeParse({
      calibrations: [{ validFrom: "2025-01-01T00:00:00Z", factor: 1.5 }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(SPEED_LOG_MESSAGES.factor);
    const twice = speedLogCalibrationsRequest.safeParse({
      calibrations: [
        { validFrom: "2025-01-01T00:00:00Z", factor: 0.98 },
        { validFrom: "2025-01-01T00:00:00.000Z", factor: 0.99 },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]!.message).toBe(SPEED_LOG_MESSAGES.duplicate);
    const ok = speedLogCalibrationsRequest.parse({
      calibrations: [
        { validFrom: "2025-06-01T00:00:00Z", factor: 0.99 },
        { validFrom: "2025-01-01T00:00:00Z", factor: 0.98, certificate: "DNV 123" },
      ],
    });
    const [event] = setSpeedLogCalibrations({ events: {} }, { vesselId: "v", calibrations: ok.calibrations });
    expect(event!.type).toBe("SpeedLogCalibrationsSet");
    expect(
      (event!.data as { calibrations: Array<{ factor: number }> }).calibrations.map((c) => c.factor),
    ).toEqual([0.98, 0.99]);
  });
});
