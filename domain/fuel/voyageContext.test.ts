import { describe, expect, it } from "vitest";
import { fold, recorded, VOYAGE } from "./testFixtures.js";
import { recordsOfVoyage } from "./voyageContext.js";
import { soundingsOfVoyage } from "./voyageSoundings.js";

const at = (timestamp: string) => ({ id: timestamp, timestamp });
const records = [
  "2024-02-10T00:00:00.000Z", // before the first departure: no voyage's
  "2024-03-01T00:00:00.000Z", // at D1: the voyage D1 starts
  "2024-03-03T12:00:00.000Z", // in port after the arrival, before D2: still D1's
  "2024-03-04T00:00:00.000Z", // at D2: the voyage D2 starts, not the one it ends
  "2024-03-09T00:00:00.000Z", // D2 has no end yet: D2's
].map(at);

describe("the records a voyage's tabs list", () => {
  const log = fold(VOYAGE.map(recorded));
  const listed = (departureId: string) => recordsOfVoyage(log, departureId, records)?.map((r) => r.id);

  it("are those inside the voyage, each in one voyage only", () => {
    expect(listed("d1")).toEqual(["2024-03-01T00:00:00.000Z", "2024-03-03T12:00:00.000Z"]);
    expect(listed("d2")).toEqual(["2024-03-04T00:00:00.000Z", "2024-03-09T00:00:00.000Z"]);
  });

  it("of soundings add those the stock balance reads at the departure and at the end (up to 2 days out)", () => {
    const soundings = [
      "2024-02-27T00:00:00.000Z", // 3 days before D1: too far to open it
      "2024-02-29T12:00:00.000Z", // in port before D1: opens D1
      "2024-03-02T12:00:00.000Z", // at sea: D1's own
      "2024-03-03T23:00:00.000Z", // in port before D2: D1's own, and it closes D1 and opens D2
      "2024-03-05T00:00:00.000Z", // D2's own
    ].map((timestamp) => ({
      id: timestamp,
      vesselId: "v",
      timestamp,
      fuelTankId: "t1",
      fuelAmountInTon: 1,
      fuelAmountInCubicMetres: 1,
      fuelTemperatureInDegreesCelcius: 15,
    }));
    const ofVoyage = (departureId: string) =>
      soundingsOfVoyage(log, departureId, soundings)?.map((s) => s.id);
    expect(ofVoyage("d1")).toEqual([
      "2024-02-29T12:00:00.000Z",
      "2024-03-02T12:00:00.000Z",
      "2024-03-03T23:00:00.000Z",
    ]);
    expect(ofVoyage("d2")).toEqual(["2024-03-03T23:00:00.000Z", "2024-03-05T00:00:00.000Z"]);
    expect(soundingsOfVoyage(log, "arr", soundings)).toBeNull();
  });

  it("are none for an id that is no departure", () => {
    expect(recordsOfVoyage(log, "arr", records)).toBeNull();
    expect(recordsOfVoyage(log, "nope", records)).toBeNull();
  });
});
