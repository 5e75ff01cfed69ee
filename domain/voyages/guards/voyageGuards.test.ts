import { describe, expect, it } from "vitest";
import { formatTime } from "../../shared/displayTime.js";
import { VOYAGE_MESSAGES as M } from "../messages.js";
import type { VesselEventRecord } from "../model.js";
import { vesselEvent as ev, withVoyage } from "../testing.js";
import {
  confirmDataProblem,
  confirmInformationProblem,
  editDistanceProblem,
  unconfirmDataProblem,
  unconfirmInformationProblem,
} from "./voyageGuards.js";

const info = (changes = {}) => ev("d1", "Departure", "01-01 00:00", changes);
const distance = {
  distanceSailed: {
    loggedDistanceByGPS: 0,
    estimatedDistanceByGPS: 0,
    manualDistanceByGPS: 100,
    loggedPercentage: 0,
    estimatedPercentage: 0,
    manualPercentage: 100,
  },
};
/** A complete voyage: departure, anchoring pair, arrival, end of voyage. */
const voyage = (departure: VesselEventRecord = info(), legs = {}): VesselEventRecord[] => [
  departure,
  ev("s", "StartAnchoring", "01-02 00:00", legs),
  ev("e", "EndAnchoring", "01-03 00:00", legs),
  ev("a", "Arrival", "01-04 00:00", legs),
  ev("d2", "Departure", "01-05 00:00"),
];
const confirmedInfo = withVoyage({ informationConfirmedAt: "2025-02-01T00:00:00.000Z" });
const confirmedData = withVoyage({
  informationConfirmedAt: "2025-02-01T00:00:00.000Z",
  dataConfirmedAt: "2025-02-02T00:00:00.000Z",
});

describe("confirming voyage information (spec 2 §4)", () => {
  it.each([
    ["a complete voyage with every event confirmed", voyage(), null],
    ["information already confirmed", voyage(info(confirmedInfo)), M.informationAlreadyConfirmed],
    ["a departure without voyage information", voyage(info({ voyage: null })), M.departureIncomplete],
    ["a departure without a port", voyage(info({ port: null })), M.departureIncomplete],
    ["no arrival", voyage().filter((e) => e.id !== "a"), M.noArrival],
    ["no end-of-voyage event", voyage().filter((e) => e.id !== "d2"), M.noEndOfVoyage],
    ["an open anchoring", voyage().filter((e) => e.id !== "e"), M.openActivity("anchoring")],
    [
      "an open bunkering",
      [...voyage(), ev("b", "StartBunkering", "01-04 12:00")],
      M.openActivity("bunkering"),
    ],
    [
      "a drifting end without its start",
      [...voyage(), ev("x", "EndDrifting", "01-04 12:00")],
      M.openActivity("drifting"),
    ],
    ["an unconfirmed event", voyage(info(), { isConfirmed: false }), M.notAllConfirmed],
    [
      "an unconfirmed end-of-voyage event",
      voyage().map((e) => (e.id === "d2" ? { ...e, isConfirmed: false } : e)),
      M.notAllConfirmed,
    ],
    ["an unknown departure", [], M.voyageNotFound],
  ])("%s", (_, events, expected) => {
    expect(confirmInformationProblem({ events }, "d1")).toBe(expected);
  });
});

describe("unconfirming voyage information ('Edit event info')", () => {
  it.each([
    ["information confirmed, data not", voyage(info(confirmedInfo)), null],
    ["information not confirmed", voyage(), M.informationNotConfirmed],
    ["data confirmed", voyage(info(confirmedData)), M.dataConfirmedFirst],
  ])("%s", (_, events, expected) => {
    expect(unconfirmInformationProblem({ events }, "d1")).toBe(expected);
  });
});

describe("confirming voyage data", () => {
  const coverage = { s: true, e: true, a: true, d2: true };
  it.each([
    ["every leg with distance, no flow meters", voyage(info(confirmedInfo), distance), {}, null],
    [
      "every leg with distance and consumption",
      voyage(info(confirmedInfo), distance),
      { hasActiveFlowMeters: true, flowMeterCoverage: coverage },
      null,
    ],
    ["information not confirmed", voyage(info(), distance), {}, M.confirmInformationFirst],
    ["data already confirmed", voyage(info(confirmedData), distance), {}, M.dataAlreadyConfirmed],
    ["only the departure", [info(confirmedInfo)], {}, M.tooFewEvents],
    [
      "a leg without distance",
      voyage(info(confirmedInfo), distance).map((e) => (e.id === "a" ? { ...e, distanceSailed: null } : e)),
      {},
      M.distanceMissing(`Arrival (${formatTime(ev("a", "Arrival", "01-04 00:00").timestamp)})`),
    ],
    [
      "a leg without flow-meter consumption while flow meters are active",
      voyage(info(confirmedInfo), distance),
      { hasActiveFlowMeters: true, flowMeterCoverage: { ...coverage, e: false } },
      M.consumptionMissing(`Anchoring end (${formatTime(ev("e", "EndAnchoring", "01-03 00:00").timestamp)})`),
    ],
    [
      "the end-of-voyage event's span without consumption, named with its meter",
      voyage(info(confirmedInfo), distance),
      {
        hasActiveFlowMeters: true,
        flowMeterCoverage: { ...coverage, d2: false },
        flowMeterGaps: { d2: ["ME inlet"] },
      },
      M.consumptionMissing(
        `ME inlet for Departure (${formatTime(ev("d2", "Departure", "01-05 00:00").timestamp)})`,
      ),
    ],
    [
      "missing consumption does not matter without active flow meters",
      voyage(info(confirmedInfo), distance),
      { hasActiveFlowMeters: false, flowMeterCoverage: {} },
      null,
    ],
  ])("%s", (_, events, facts, expected) => {
    expect(confirmDataProblem({ events, ...facts }, "d1")).toBe(expected);
  });
});

describe("unconfirming voyage data and editing distances", () => {
  it.each([
    ["data confirmed", voyage(info(confirmedData)), null],
    ["data not confirmed", voyage(info(confirmedInfo)), M.dataNotConfirmed],
  ])("unconfirm data: %s", (_, events, expected) => {
    expect(unconfirmDataProblem({ events }, "d1")).toBe(expected);
  });
  it.each([
    ["between the two confirmations", voyage(info(confirmedInfo)), null],
    ["before information is confirmed", voyage(), M.distanceNeedsInformation],
    ["after data is confirmed", voyage(info(confirmedData)), M.distanceLocked],
  ])("edit distance: %s", (_, events, expected) => {
    expect(editDistanceProblem({ events }, "d1")).toBe(expected);
  });
});
