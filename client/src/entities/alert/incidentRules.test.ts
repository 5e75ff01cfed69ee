import { describe, expect, it } from "vitest";
import {
  acknowledgeLocally,
  lastedText,
  matchVesselName,
  openIncidentsOfVessel,
  sortIncidents,
  unreadIncidentsOf,
  upsertIncident,
} from "./incidentRules";
import { incidentOfLiveEvent } from "./liveEvent";
import type { Incident } from "./types";

const incident = (over: Partial<Incident> & { id: string }): Incident => ({
  severity: "Warning",
  vesselId: "v1",
  vesselName: "Nordic Aurora",
  conditionId: "c1",
  conditionName: "Exhaust hot",
  conditionTargetKey: "v1",
  kind: "Threshold",
  acknowledgedBy: null,
  closeVesselEvent: null,
  value: 431,
  peak: null,
  unit: "°C",
  occurredAndCleared: null,
  conditionDetails: "Exhaust temperature above 420 C",
  acknowledged: false,
  isOpen: true,
  openVesselEvent: { timestamp: "2026-11-20T10:00:00.000Z" },
  ...over,
});

describe("incident rules", () => {
  it("gives the peak of a closed incident its unit", () => {
    const closed = incident({
      id: "p",
      isOpen: false,
      peak: 436,
      closeVesselEvent: { timestamp: "2026-11-20T11:05:00.000Z", reason: "Cleared" },
    });
    expect(lastedText(closed)).toBe("lasted 1 h 05 min · peak 436 °C");
    expect(lastedText({ ...closed, unit: "" })).toBe("lasted 1 h 05 min · peak 436");
  });

  it("counts open and announced occurred-and-cleared unacknowledged incidents as unread", () => {
    const cleared = (announced: boolean) => ({
      announced,
      notifyLateDays: 7,
      at: "2026-11-21T00:00:00.000Z",
    });
    const items = [
      incident({ id: "a" }),
      incident({ id: "b", acknowledged: true }),
      incident({ id: "c", isOpen: false }),
      incident({ id: "d", isOpen: false, occurredAndCleared: cleared(true) }),
      incident({ id: "e", isOpen: false, occurredAndCleared: cleared(false) }),
      incident({ id: "f", isOpen: false, occurredAndCleared: cleared(true), acknowledged: true }),
    ];
    expect(unreadIncidentsOf(items).map((i) => i.id)).toEqual(["a", "d"]);
  });

  it("sorts open first, Critical before Warning, newest first", () => {
    const items = [
      incident({ id: "closed", isOpen: false, openVesselEvent: { timestamp: "2026-11-22T00:00:00Z" } }),
      incident({ id: "old-warning", openVesselEvent: { timestamp: "2026-11-01T00:00:00Z" } }),
      incident({ id: "new-warning", openVesselEvent: { timestamp: "2026-11-21T00:00:00Z" } }),
      incident({
        id: "critical",
        severity: "Critical",
        openVesselEvent: { timestamp: "2026-10-01T00:00:00Z" },
      }),
    ];
    expect(sortIncidents(items).map((i) => i.id)).toEqual([
      "critical",
      "new-warning",
      "old-warning",
      "closed",
    ]);
  });

  it("replaces an incident by id instead of adding it twice", () => {
    const before = [incident({ id: "a" }), incident({ id: "b" })];
    const after = upsertIncident(before, incident({ id: "a", severity: "Critical" }));
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: "a", severity: "Critical" });
    expect(before[0]?.severity).toBe("Warning");
  });

  it("gives the worst open severity of a vessel and ignores closed ones and other vessels", () => {
    const items = [
      incident({ id: "a" }),
      incident({ id: "b", severity: "Critical", isOpen: false }),
      incident({ id: "c", severity: "Critical", vesselId: "v2" }),
    ];
    expect(openIncidentsOfVessel(items, "v1")).toEqual({ count: 1, worst: "Warning" });
    expect(openIncidentsOfVessel(items, "v2")).toEqual({ count: 1, worst: "Critical" });
    expect(openIncidentsOfVessel(items, "v3")).toEqual({ count: 0, worst: null });
  });

  it("acknowledges the named incidents or all of them", () => {
    const items = [incident({ id: "a" }), incident({ id: "b" })];
    expect(acknowledgeLocally(items, new Set(["b"])).map((i) => i.acknowledged)).toEqual([false, true]);
    expect(acknowledgeLocally(items, "all").every((i) => i.acknowledged)).toBe(true);
  });

  it("searches by vessel name, case-insensitively", () => {
    const items = [incident({ id: "a" }), incident({ id: "b", vesselName: "Atlantic Star" })];
    expect(matchVesselName(items, " aurora ").map((i) => i.id)).toEqual(["a"]);
    expect(matchVesselName(items, "")).toHaveLength(2);
  });
});

describe("live payloads", () => {
  it("takes the incident from the payload or its incident field", () => {
    const item = incident({ id: "a" });
    expect(incidentOfLiveEvent(item)).toBe(item);
    expect(incidentOfLiveEvent({ kind: "opened", incident: item })).toBe(item);
  });

  it("answers null for payloads without a whole incident", () => {
    expect(incidentOfLiveEvent({ kind: "acknowledgedAll" })).toBeNull();
    expect(incidentOfLiveEvent({ incident: { id: "a" } })).toBeNull();
    expect(incidentOfLiveEvent(null)).toBeNull();
  });
});
