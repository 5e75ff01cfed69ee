import { describe, expect, it } from "vitest";
import { VOYAGE_MESSAGES as M } from "../messages.js";
import type { EventType, VesselEventRecord } from "../model.js";
import { at, vesselEvent as ev } from "../testing.js";
import { editedTimestampProblem, newEventProblem } from "./timestamps.js";

const d1 = ev("d1", "Departure", "01-01 00:00");
const anchoring = [ev("s", "StartAnchoring", "01-02 00:00"), ev("e", "EndAnchoring", "01-03 00:00")];
const arrival = ev("a", "Arrival", "01-05 00:00");
const end = ev("d2", "Departure", "01-06 00:00");
const shown = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

describe("a new event's time (spec 2 §5)", () => {
  it.each<[string, VesselEventRecord[], EventType, string, string | null]>([
    ["the first departure of a vessel", [], "Departure", "01-01 00:00", null],
    ["an event before any departure", [], "Arrival", "01-01 00:00", M.departureFirst],
    ["an event at an existing event's time", [d1], "StartDrifting", "01-01 00:00", M.timeTaken],
    ["an event inside the voyage", [d1, ...anchoring], "StartDrifting", "01-04 00:00", null],
    ["an event between two closed pairs", [d1, ...anchoring], "StartDrifting", "01-01 12:00", null],
    [
      "a non-arrival after the arrival while the voyage has no end",
      [d1, arrival],
      "StartBunkering",
      "01-05 06:00",
      M.beforeEnd("arrival", shown(arrival.timestamp)),
    ],
    [
      "a non-arrival between arrival and end of voyage",
      [d1, arrival, end],
      "StartBunkering",
      "01-05 06:00",
      null,
    ],
    ["an arrival after the voyage's last event", [d1, ...anchoring], "Arrival", "01-04 00:00", null],
    [
      "an arrival before the voyage's last event",
      [d1, ...anchoring],
      "Arrival",
      "01-02 12:00",
      M.afterLastEvent(shown(anchoring[1]!.timestamp)),
    ],
    ["an end of voyage after the last event", [d1, arrival], "Departure", "01-06 00:00", null],
    [
      "an end of voyage before the last event",
      [d1, arrival],
      "Departure",
      "01-04 00:00",
      M.afterLastEvent(shown(arrival.timestamp)),
    ],
    [
      "a departure after an unconfirmed departure",
      [ev("d1", "Departure", "01-01 00:00", { isConfirmed: false })],
      "Departure",
      "01-02 00:00",
      M.departureAfterUnconfirmed,
    ],
    ["a departure before the first departure", [d1], "Departure", "2024-12-31 00:00", null],
    [
      "an end directly after its start",
      [d1, ev("s", "StartAnchoring", "01-02 00:00")],
      "EndAnchoring",
      "01-03 00:00",
      null,
    ],
    [
      "an end with no open start",
      [d1, ...anchoring],
      "EndAnchoring",
      "01-04 00:00",
      M.noOpenStart("anchoring"),
    ],
    [
      "an end closing a start that another event follows",
      [d1, ev("s", "StartAnchoring", "01-02 00:00"), ev("x", "Arrival", "01-03 00:00")],
      "EndAnchoring",
      "01-02 12:00",
      null,
    ],
    [
      "an end whose previous event is another activity's start",
      [d1, ev("s", "StartDrifting", "01-02 00:00")],
      "EndDrifting",
      "01-01 12:00",
      M.endAfterStart("drifting"),
    ],
    [
      "an end directly before another end",
      [d1, ev("s", "StartDrifting", "01-02 00:00"), ev("x", "EndAnchoring", "01-04 00:00")],
      "EndDrifting",
      "01-03 00:00",
      M.endBeforeEnd,
    ],
    [
      "a start directly after another start",
      [d1, ...anchoring],
      "StartDrifting",
      "01-02 12:00",
      M.startAfterStart,
    ],
  ])("%s", (_, events, type, dayTime, expected) => {
    expect(newEventProblem({ events }, { type, timestamp: at(dayTime) })).toBe(expected);
  });
});

describe("an existing event's new time", () => {
  const events = [d1, ...anchoring, arrival];
  it.each([
    ["between its neighbours", "s", "01-02 06:00", null],
    [
      "equal to the previous event",
      "s",
      "01-01 00:00",
      M.betweenNeighbours("2025-01-01 00:00", "2025-01-03 00:00"),
    ],
    ["after the next event", "s", "01-04 00:00", M.betweenNeighbours("2025-01-01 00:00", "2025-01-03 00:00")],
    ["the last event later still", "a", "01-09 00:00", null],
    ["the first event earlier still", "d1", "2024-12-01 00:00", null],
  ])("%s", (_, id, dayTime, expected) => {
    expect(editedTimestampProblem({ events }, id, at(dayTime))).toBe(expected);
  });
});
