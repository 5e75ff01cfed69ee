import { afterEach, describe, expect, it } from "vitest";
import {
  applyIncidentLiveEvent,
  incidentsStore,
  resetIncidents,
  unreadIncidentCount,
} from "./incidentsStore";
import type { Incident } from "./types";

const incident = (over: Partial<Incident> = {}): Incident => ({
  id: "i1",
  severity: "Warning",
  vesselId: "v1",
  vesselName: "Nordic Aurora",
  conditionId: "c1",
  conditionName: "Exhaust hot",
  conditionTargetKey: "v1/ME Exhaust",
  conditionDetails: "ME Exhaust above 420",
  kind: "Threshold",
  acknowledged: false,
  acknowledgedBy: null,
  isOpen: true,
  openVesselEvent: { timestamp: "2026-11-20T10:00:00.000Z" },
  closeVesselEvent: null,
  value: 431,
  peak: null,
  unit: "°C",
  occurredAndCleared: null,
  ...over,
});

afterEach(() => resetIncidents());

describe("live alerts", () => {
  it("puts a pushed incident in at once, rings only when the push says so, and replaces it on change", () => {
    applyIncidentLiveEvent({ kind: "opened", incident: incident(), ring: true });
    expect(unreadIncidentCount(incidentsStore.get())).toBe(1);
    expect(incidentsStore.get().rings).toBe(1);

    applyIncidentLiveEvent({ kind: "raised", incident: incident({ severity: "Critical" }), ring: true });
    expect(incidentsStore.get().items).toHaveLength(1);
    expect(incidentsStore.get().items[0]?.severity).toBe("Critical");

    applyIncidentLiveEvent({
      kind: "acknowledged",
      incident: incident({ severity: "Critical", acknowledged: true }),
      ring: false,
    });
    expect(unreadIncidentCount(incidentsStore.get())).toBe(0);
    expect(incidentsStore.get().rings).toBe(2);
    expect(incidentsStore.get().revision).toBe(3);
  });

  it("does not ring for a historic incident", () => {
    applyIncidentLiveEvent({ kind: "closed", incident: incident({ isOpen: false }), ring: false });
    expect(incidentsStore.get().rings).toBe(0);
    expect(unreadIncidentCount(incidentsStore.get())).toBe(0);
  });
});
