import { describe, expect, it } from "vitest";
import { distanceSailedOf } from "../../../../../domain/voyages/model";
import { diffVoyageEvents, humanizeAuditType } from "./auditDiff";
import { testEvent, voyageInfo } from "./testEvents";

const departure = testEvent({
  id: "d1",
  type: "Departure",
  timestamp: "2024-03-01T08:00:00Z",
  voyage: voyageInfo("V1"),
  port: { name: "Oslo", loCode: "NOOSL", isMrvPort: true },
});
const arrival = testEvent({ id: "a1", type: "Arrival", timestamp: "2024-03-04T20:00:00Z" });

describe("what changed between two moments", () => {
  it("is nothing for the same voyage", () => {
    expect(diffVoyageEvents([departure, arrival], [departure, arrival])).toEqual([]);
  });

  it("names added and removed events", () => {
    expect(diffVoyageEvents([departure], [departure, arrival])).toEqual([
      { eventId: "a1", title: "Arrival 04. Mar, 2024 20:00", kind: "added", details: [] },
    ]);
    expect(diffVoyageEvents([departure, arrival], [departure])).toEqual([
      { eventId: "a1", title: "Arrival 04. Mar, 2024 20:00", kind: "removed", details: [] },
    ]);
  });

  it("lists each changed field with its old and new value", () => {
    const later = {
      ...departure,
      isConfirmed: true,
      port: { name: "Rotterdam", loCode: "NLRTM", isMrvPort: true },
      voyage: voyageInfo("V1", { info: "2024-03-06T09:30:00Z" }),
      distanceSailed: distanceSailedOf({
        loggedDistanceByGPS: 0,
        estimatedDistanceByGPS: 0,
        manualDistanceByGPS: 42,
      }),
    };
    expect(diffVoyageEvents([departure], [later])).toEqual([
      {
        eventId: "d1",
        title: "Departure 01. Mar, 2024 08:00",
        kind: "changed",
        details: [
          "Confirmed: no → yes",
          "Port: Oslo (NOOSL) → Rotterdam (NLRTM)",
          "Information confirmed: no → 06. Mar, 2024 09:30",
          "Distance: — → 42.0 nm",
        ],
      },
    ]);
  });

  it("reads event type names as words", () => {
    expect(humanizeAuditType("VesselEventConfirmed")).toBe("Vessel event confirmed");
    expect(humanizeAuditType("VoyageDataUnconfirmed")).toBe("Voyage data unconfirmed");
  });
});
