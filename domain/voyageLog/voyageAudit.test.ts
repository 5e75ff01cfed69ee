import { describe, expect, it } from "vitest";
import {
  dataConfirmed,
  informationConfirmed,
  METER,
  recorded,
  storedInVoyageLog,
  TANK,
  VESSEL_ID,
  VOYAGE,
} from "../fuel/testFixtures.js";
import { voyageAuditTrail } from "./voyageAudit.js";
import type { VoyageLogEvent } from "./voyageLog.js";

const retimed = (vesselEventId: string, timestamp: string): VoyageLogEvent =>
  ({
    type: "VesselEventRetimed",
    data: { vesselEventId, departureId: vesselEventId, timestamp },
  }) as VoyageLogEvent;

describe("a voyage's audit trail and the departure it shares with the next voyage", () => {
  // Voyage d1 ends at departure d2, which starts the next voyage.
  const history = storedInVoyageLog([
    ...VOYAGE.map(recorded),
    METER,
    TANK,
    informationConfirmed("d1"),
    dataConfirmed("d1"),
    informationConfirmed("d2"),
    dataConfirmed("d2"),
    retimed("d2", "2024-03-04T06:00:00.000Z"),
  ]);
  const trailOf = (departureId: string) =>
    voyageAuditTrail(history, VESSEL_ID, departureId).map(
      (e) =>
        `${e.type} ${(e.data as { departureId?: string; vesselEventId?: string }).departureId ?? (e.data as { vesselEventId?: string }).vesselEventId}`,
    );

  it("leaves the next voyage's confirmation steps out of the voyage it ends", () => {
    expect(trailOf("d1")).toEqual(
      expect.arrayContaining(["VoyageInformationConfirmed d1", "VoyageDataConfirmed d1"]),
    );
    expect(trailOf("d1")).not.toContain("VoyageInformationConfirmed d2");
    expect(trailOf("d1")).not.toContain("VoyageDataConfirmed d2");
  });

  it("keeps what changes the voyage it ends: the shared departure's time", () => {
    expect(trailOf("d1")).toContain("VesselEventRetimed d2");
  });

  it("lists the next voyage's own steps in its trail", () => {
    expect(trailOf("d2")).toEqual(
      expect.arrayContaining([
        "VoyageInformationConfirmed d2",
        "VoyageDataConfirmed d2",
        "VesselEventRetimed d2",
      ]),
    );
  });
});
