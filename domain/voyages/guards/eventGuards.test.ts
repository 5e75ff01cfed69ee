import { describe, expect, it } from "vitest";
import { VOYAGE_MESSAGES as M } from "../messages.js";
import { vesselEvent as ev, withVoyage } from "../testing.js";
import {
  confirmEventProblem,
  deleteEventProblem,
  editEventProblem,
  unconfirmEventProblem,
} from "./eventGuards.js";

const confirmedInfo = withVoyage({ informationConfirmedAt: "2025-02-01T00:00:00.000Z" });

describe("confirming an event (spec 2 §4, §5 event fields)", () => {
  it.each([
    ["an unconfirmed anchoring", [ev("e", "StartAnchoring", "01-02 00:00", { isConfirmed: false })], null],
    ["an event already confirmed", [ev("e", "StartAnchoring", "01-02 00:00")], M.alreadyConfirmed],
    [
      "a departure without voyage information",
      [ev("e", "Departure", "01-01 00:00", { isConfirmed: false, voyage: null })],
      M.voyageInformationRequired,
    ],
    [
      "a departure without a port",
      [ev("e", "Departure", "01-01 00:00", { isConfirmed: false, port: null })],
      M.portRequired,
    ],
    [
      "an arrival without a port",
      [ev("e", "Arrival", "01-02 00:00", { isConfirmed: false, port: null })],
      M.portRequired,
    ],
    [
      "a laden departure without cargo for a vessel cargo unit",
      [ev("e", "Departure", "01-01 00:00", { isConfirmed: false, cargos: [] })],
      M.cargoMissing,
    ],
    [
      "a ballast departure without cargo",
      [
        ev("e", "Departure", "01-01 00:00", {
          isConfirmed: false,
          cargos: [],
          ...withVoyage({ type: "Ballast" }),
        }),
      ],
      null,
    ],
    ["an unknown event", [], M.eventNotFound],
  ])("%s", (_, events, expected) => {
    expect(confirmEventProblem({ events, cargoUnitIds: [1] }, "e")).toBe(expected);
  });
});

describe("unconfirming an event", () => {
  const d1 = (fields = {}) => ev("d1", "Departure", "01-01 00:00", fields);
  it.each([
    ["a confirmed event in an open voyage", [d1(), ev("e", "Arrival", "01-02 00:00")], "e", null],
    [
      "an unconfirmed event",
      [d1(), ev("e", "Arrival", "01-02 00:00", { isConfirmed: false })],
      "e",
      M.notConfirmed,
    ],
    [
      "an event of a voyage whose information is confirmed",
      [d1(confirmedInfo), ev("e", "Arrival", "01-02 00:00")],
      "e",
      M.informationConfirmed("V1 (departure 01. Jan, 2025 00:00)"),
    ],
    [
      "a departure ending a voyage whose information is confirmed",
      [d1(confirmedInfo), ev("e", "Arrival", "01-02 00:00"), ev("d2", "Departure", "01-03 00:00")],
      "d2",
      M.previousVoyageConfirmed("V1 (departure 01. Jan, 2025 00:00)"),
    ],
    [
      "a departure starting a voyage whose information is confirmed",
      [d1(), ev("d2", "Departure", "01-03 00:00", confirmedInfo)],
      "d2",
      M.informationConfirmed("V1 (departure 03. Jan, 2025 00:00)"),
    ],
  ])("%s", (_, events, id, expected) => {
    expect(unconfirmEventProblem({ events }, id)).toBe(expected);
  });
});

describe("deleting an event", () => {
  const d1 = ev("d1", "Departure", "01-01 00:00");
  it.each([
    [
      "an unconfirmed event of an open voyage",
      [d1, ev("e", "StartAnchoring", "01-02 00:00", { isConfirmed: false })],
      "e",
      null,
    ],
    ["a confirmed event", [d1, ev("e", "StartAnchoring", "01-02 00:00")], "e", M.confirmedCannotBeDeleted],
    [
      "an event of a voyage with confirmed information",
      [
        ev("d1", "Departure", "01-01 00:00", confirmedInfo),
        ev("e", "StartAnchoring", "01-02 00:00", { isConfirmed: false }),
      ],
      "e",
      M.informationConfirmed("V1 (departure 01. Jan, 2025 00:00)"),
    ],
    [
      "a departure with no neighbours",
      [ev("x", "Departure", "01-01 00:00", { isConfirmed: false })],
      "x",
      null,
    ],
    [
      "a departure between departures",
      [d1, ev("x", "Departure", "01-02 00:00", { isConfirmed: false }), ev("d3", "Departure", "01-03 00:00")],
      "x",
      null,
    ],
    [
      "a departure after an arrival",
      [d1, ev("a", "Arrival", "01-02 00:00"), ev("x", "Departure", "01-03 00:00", { isConfirmed: false })],
      "x",
      M.departureNotDeletable,
    ],
    [
      "a departure followed by an event",
      [ev("x", "Departure", "01-01 00:00", { isConfirmed: false }), ev("a", "Arrival", "01-02 00:00")],
      "x",
      M.departureNotDeletable,
    ],
    ["a confirmed departure", [ev("x", "Departure", "01-01 00:00")], "x", M.confirmedCannotBeDeleted],
  ])("%s", (_, events, id, expected) => {
    expect(deleteEventProblem({ events }, id)).toBe(expected);
  });
});

describe("editing an event's time, port, voyage, location or cargo", () => {
  it.each([
    ["unconfirmed", false, null],
    ["confirmed", true, M.confirmedCannotBeEdited],
  ])("%s", (_, isConfirmed, expected) => {
    expect(editEventProblem({ events: [ev("e", "Arrival", "01-01 00:00", { isConfirmed })] }, "e")).toBe(
      expected,
    );
  });
});
