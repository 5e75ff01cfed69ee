import { describe, expect, it } from "vitest";
import { shaftPowerLimitationRequest } from "./limitation.js";
import {
  breachRecordRequest,
  EMPTY_BREACH_RECORD,
  RECORD_MESSAGES,
  saveBreachRecord,
  shapoliRecordsAggregate,
} from "./records.js";

const START = "2026-10-13T00:45:00.000Z";
const save = (state = shapoliRecordsAggregate.initialState, extra = {}) =>
  saveBreachRecord(state, {
    vesselId: "v1",
    breachStart: START,
    record: { ...EMPTY_BREACH_RECORD, reason: "Heavy seas" },
    ...extra,
  });

describe("ShaPoLi breach records", () => {
  it("saves a record per breach, counting versions, and refuses a stale version", () => {
    const first = save(undefined, { expectedVersion: 0 });
    expect(first[0]!.type).toBe("ShapoliBreachRecordSaved");
    const state = first.reduce(shapoliRecordsAggregate.evolve, shapoliRecordsAggregate.initialState);
    expect(state.versions[START]).toBe(1);
    expect(() => save(state, { expectedVersion: 0 })).toThrow(RECORD_MESSAGES.changed);
    expect(save(state, { expectedVersion: 1 })).toHaveLength(1);
  });

  it("refuses a reactivation before the use of the reserve", () => {
    const record = { ...EMPTY_BREACH_RECORD, useTime: START, reactivationTime: "2026-10-12T00:00:00.000Z" };
    expect(() =>
      saveBreachRecord(shapoliRecordsAggregate.initialState, { vesselId: "v1", breachStart: START, record }),
    ).toThrow(RECORD_MESSAGES.reactivationBeforeUse);
  });

  it("reads the form's fields: numbers within their ranges, times in UTC, flags as booleans", () => {
    const ok = breachRecordRequest.parse({
      vesselId: "v1",
      breachStartDate: START,
      beaufort: "8",
      waveHeight: "5,5",
      useLatitude: "-33.5",
      useTime: "2026-10-13T00:45Z",
      administrationNotified: true,
    });
    expect(ok).toMatchObject({
      beaufort: 8,
      waveHeight: 5.5,
      useLatitude: -33.5,
      useTime: START,
      portStateNotified: false,
      reason: "",
    });
    expect(
      breachRecordRequest.safeParse({ vesselId: "v1", breachStartDate: START, beaufort: 7.5 }).success,
    ).toBe(false);
    expect(
      breachRecordRequest.safeParse({ vesselId: "v1", breachStartDate: START, useLongitude: 181 }).success,
    ).toBe(false);
    expect(
      breachRecordRequest.safeParse({ vesselId: "v1", breachStartDate: START, portStateNotified: "yes" })
        .success,
    ).toBe(false);
    expect(
      breachRecordRequest.safeParse({ vesselId: "v1", breachStartDate: START, reason: "x".repeat(4001) })
        .success,
    ).toBe(false);
  });

  it("takes the limitation as both powers or neither, the limited below the unlimited", () => {
    expect(
      shaftPowerLimitationRequest.parse({ limitedPower: "7200", unlimitedPower: 9480 }).limitation,
    ).toEqual({
      limitedPower: 7200,
      unlimitedPower: 9480,
    });
    expect(
      shaftPowerLimitationRequest.parse({ limitedPower: "", unlimitedPower: null }).limitation,
    ).toBeNull();
    for (const bad of [
      { limitedPower: 9480, unlimitedPower: 9480 },
      { limitedPower: 0, unlimitedPower: 9480 },
      { limitedPower: 7200 },
      { limitedPower: 7200, unlimitedPower: 200_000 },
    ])
      expect(shaftPowerLimitationRequest.safeParse(bad).success).toBe(false);
  });
});
