import { describe, expect, it } from "vitest";
import { distanceSailedOf } from "./model.js";
import {
  fuelAmountProblem,
  futureTimeProblem,
  legSpeedProblem,
  tankAmountProblem,
  voyageWarnings,
} from "./plausibility.js";
import { vesselEvent as ev } from "./testing.js";

describe("plausibility of voyage and fuel inputs (one module of limits)", () => {
  it("refuses an event in the future beyond the clock skew, naming the time", () => {
    const now = "2025-06-01T12:00:00.000Z";
    expect(futureTimeProblem("2025-06-01T12:05:00.000Z", now)).toBeNull();
    expect(futureTimeProblem("2026-01-01T00:00:00.000Z", now)).toBe(
      "01. Jan, 2026 00:00 is in the future. Events are recorded once they happened (UTC times).",
    );
  });

  it("refuses a leg above 50 kn: 99,999 nm in 18 h", () => {
    expect(legSpeedProblem(99_999, "2025-01-01T00:00:00Z", "2025-01-01T18:00:00Z")).toBe(
      "99999 nm in 18 h is 5555.5 kn, faster than any ship (50 kn). Check the distance and the event times.",
    );
    expect(legSpeedProblem(600, "2025-01-01T00:00:00Z", "2025-01-02T00:00:00Z")).toBeNull();
  });

  it("refuses fuel beyond the physical maximum of the span and tank figures beyond any tank", () => {
    expect(fuelAmountProblem(1e9, "2025-01-01T00:00:00Z", "2025-01-01T12:00:00Z")).toContain(
      "1000000000 t in 12 h is more than any ship burns (at most 250 t",
    );
    expect(fuelAmountProblem(40, "2025-01-01T00:00:00Z", "2025-01-01T12:00:00Z")).toBeNull();
    expect(tankAmountProblem("bunkering", 1e9)).toContain("A bunkering of 1000000000 t is beyond");
    expect(tankAmountProblem("de-bunkering", -500)).toBeNull();
  });

  it("warns on a leg above 30 kn", () => {
    const distance = distanceSailedOf({
      loggedDistanceByGPS: 0,
      estimatedDistanceByGPS: 0,
      manualDistanceByGPS: 800,
    });
    const events = [
      ev("d1", "Departure", "01-01 00:00"),
      ev("a", "Arrival", "01-02 00:00", { distanceSailed: distance }),
    ];
    expect(voyageWarnings(events, null)).toEqual([
      "Arrival (02. Jan, 2025 00:00): 800 nm is 33.3 kn over its leg, above 30 kn. Check the distance.",
    ]);
  });
});
