import { describe, expect, it } from "vitest";
import { describeChanges, newestFirst } from "./describeHistoryEntry";
import type { HistoryEntry } from "./historyApi";

const entry = (version: number, type: string, data: Record<string, unknown>): HistoryEntry => ({
  type,
  data,
  userId: "user-1",
  userName: "Keelson Administrator",
  recordedAt: "2025-03-01T12:00:00.000Z",
  version,
});

describe("vessel, user and company history entries", () => {
  it("are ordered by stream version when they share a timestamp", () => {
    const registered = entry(0, "VesselRegistered", {});
    const assigned = entry(1, "VesselAssignedToCompany", {});
    const activated = entry(2, "VesselActivated", {});
    expect(newestFirst([assigned, activated, registered]).map((e) => e.version)).toEqual([2, 1, 0]);
    expect(newestFirst([activated, registered, assigned]).map((e) => e.version)).toEqual([2, 1, 0]);
  });

  it("name the feature, cargo unit and vessels an entry concerns, not their ids", () => {
    expect(
      describeChanges(
        entry(3, "VesselFeatureActivated", { vesselId: "v1", featureId: 9, feature: "LongTrend" }),
      ),
    ).toEqual(["Feature: LongTrend"]);
    expect(
      describeChanges(entry(4, "VesselCargoUnitAdded", { vesselId: "v1", cargoUnitId: 3, cargoUnit: "TEU" })),
    ).toEqual(["Cargo unit: TEU"]);
    expect(
      describeChanges(
        entry(5, "VesselDataReceiverSet", {
          vesselId: "v1",
          replacesVesselIds: ["v2"],
          replacesVessels: ["Nordic Aurora"],
        }),
      ),
    ).toEqual(["Replaces vessels: Nordic Aurora"]);
  });

  it("list a change's fields name first, then by label, whatever order the store kept them in", () => {
    const fields = { role: "Crew", name: "Ola Nordmann", email: "ola@example.com", active: true };
    const jsonbOrder = { name: "Ola Nordmann", role: "Crew", email: "ola@example.com", active: true };
    const expected = ["Name: Ola Nordmann", "Active: yes", "Email: ola@example.com", "Role: Crew"];
    expect(describeChanges(entry(6, "UserUpdated", fields))).toEqual(expected);
    expect(describeChanges(entry(6, "UserUpdated", jsonbOrder))).toEqual(expected);
  });
});
