import { describe, expect, it } from "vitest";
import { distanceSailedOf } from "../../../../../domain/voyages/model";
import { testEvent, voyageInfo } from "./testEvents";
import { summarizeVoyages, voyageEndingAt, voyageHours } from "./voyageSummaries";

const events = [
  testEvent({
    id: "d1",
    type: "Departure",
    timestamp: "2024-03-01T08:00:00Z",
    departureId: "d1",
    voyage: voyageInfo("V1", { info: "2024-03-06T00:00:00Z", data: "2024-03-07T00:00:00Z" }),
  }),
  testEvent({
    id: "a1",
    type: "Arrival",
    timestamp: "2024-03-04T20:00:00Z",
    departureId: "d1",
    distanceSailed: distanceSailedOf({
      loggedDistanceByGPS: 800,
      estimatedDistanceByGPS: 12.5,
      manualDistanceByGPS: 0,
    }),
  }),
  testEvent({
    id: "d2",
    type: "Departure",
    timestamp: "2024-03-05T10:00:00Z",
    departureId: "d2",
    voyage: voyageInfo("V2"),
    distanceSailed: distanceSailedOf({
      loggedDistanceByGPS: 3,
      estimatedDistanceByGPS: 0,
      manualDistanceByGPS: 0,
    }),
  }),
  testEvent({ id: "b2", type: "StartBunkering", timestamp: "2024-03-05T12:00:00Z", departureId: "d2" }),
];

describe("voyages from the vessel's events", () => {
  const summaries = summarizeVoyages(events);

  it("lists voyages newest first, each from its departure to the next departure", () => {
    expect(summaries.map((s) => [s.departure.id, s.events.map((e) => e.id)])).toEqual([
      ["d2", ["d2", "b2"]],
      ["d1", ["d1", "a1", "d2"]],
    ]);
  });

  it("finds the arrival and the end of voyage", () => {
    const first = summaries[1]!;
    expect(first.arrival?.id).toBe("a1");
    expect(first.end?.id).toBe("d2");
    expect(summaries[0]!.end).toBeNull();
  });

  it("sums the distance of every event after the departure", () => {
    expect(summaries[1]!.distanceNm).toBe(815.5);
    expect(summaries[0]!.distanceNm).toBe(0);
  });

  it("reads the confirmation state from the departure's voyage", () => {
    expect([summaries[1]!.informationConfirmed, summaries[1]!.dataConfirmed]).toEqual([true, true]);
    expect([summaries[0]!.informationConfirmed, summaries[0]!.dataConfirmed]).toEqual([false, false]);
  });

  it("places events without a departure id by time", () => {
    const loose = events.map((e) => ({ ...e, departureId: null }));
    expect(summarizeVoyages(loose)[1]!.events.map((e) => e.id)).toEqual(["d1", "a1", "d2"]);
  });

  it("knows which voyage an end-of-voyage closes, and its hours", () => {
    expect(voyageEndingAt(summaries, "d2")?.departure.id).toBe("d1");
    expect(voyageEndingAt(summaries, "a1")).toBeNull();
    expect(voyageHours(summaries[1]!)).toBe(84);
    expect(voyageHours(summaries[0]!)).toBeNull();
  });
});
