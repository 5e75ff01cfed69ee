import { describe, expect, it } from "vitest";
import {
  mergeManualEntries,
  SEA_TEMPERATURE_MESSAGES,
  seaTemperatureAggregate,
  seaTemperatureUpdateRequest,
  updateSeaTemperature,
} from "./manualSeaTemperature.js";

const now = Date.UTC(2026, 4, 2);
const reading = { seaSurfaceTemperature: 21.5, latitude: 12.5, longitude: -30 };

describe("sea surface temperature entered by hand", () => {
  it("moves each timestamp to its 6-hour bucket, fills the defaults and removes with null", () => {
    const [event] = updateSeaTemperature(
      { entries: {} },
      {
        vesselId: "v",
        now,
        entries: { "2026-05-01T07:30:00Z": reading, "2026-05-01T13:00:00Z": null },
      },
    );
    expect(event!.data.entries).toEqual({
      "2026-05-01T06:00:00.000Z": { ...reading, shipSpeed: null, timeSpent: 6 },
      "2026-05-01T12:00:00.000Z": null,
    });
    const state = seaTemperatureAggregate.evolve(
      { entries: { "2026-05-01T12:00:00.000Z": { ...reading, shipSpeed: 12, timeSpent: 3 } } },
      event!,
    );
    expect(Object.keys(state.entries)).toEqual(["2026-05-01T06:00:00.000Z"]);
  });

  it("refuses a key that is no time, a time in the future and values out of range", () => {
    const update = (entries: Record<string, unknown>) =>
      updateSeaTemperature({ entries: {} }, { vesselId: "v", now, entries: entries as never });
    expect(() => update({ yesterday: reading })).toThrow(SEA_TEMPERATURE_MESSAGES.timestamp("yesterday"));
    expect(() => update({ "2026-05-03T00:00:00Z": reading })).toThrow(SEA_TEMPERATURE_MESSAGES.future);
    const parse = (entry: unknown) =>
      seaTemperatureUpdateRequest.safeParse({ entries: { "2026-05-01T00:00:00Z": entry } });
    expect(parse({ ...reading, seaSurfaceTemperature: 45 }).error?.issues[0]?.message).toBe(
      SEA_TEMPERATURE_MESSAGES.temperature,
    );
    expect(parse({ ...reading, latitude: 91 }).error?.issues[0]?.message).toBe(
      SEA_TEMPERATURE_MESSAGES.latitude,
    );
    expect(parse({ ...reading, timeSpent: 0 }).error?.issues[0]?.message).toBe(
      SEA_TEMPERATURE_MESSAGES.timeSpent,
    );
    expect(seaTemperatureUpdateRequest.safeParse({ entries: {} }).error?.issues[0]?.message).toBe(
      SEA_TEMPERATURE_MESSAGES.entries,
    );
    expect(parse(reading).success).toBe(true);
  });

  it("puts the manual entries of the window in place of the logged ones of their buckets", () => {
    const logged = {
      "2026-05-01T06:00:00.000Z": {
        seaSurfaceTemperature: 19,
        latitude: 12,
        longitude: -29,
        shipSpeed: 13,
        timeSpent: 6,
      },
    };
    const manual = {
      "2026-05-01T06:00:00.000Z": { ...reading, shipSpeed: null, timeSpent: 6 },
      "2026-04-01T00:00:00.000Z": { ...reading, shipSpeed: null, timeSpent: 6 },
    };
    const merged = mergeManualEntries(logged, manual, Date.UTC(2026, 4, 1), now);
    expect(merged.entries["2026-05-01T06:00:00.000Z"]!.seaSurfaceTemperature).toBe(21.5);
    expect(Object.keys(merged.entries)).toEqual(["2026-05-01T06:00:00.000Z"]);
    expect([...merged.manual]).toEqual(["2026-05-01T06:00:00.000Z"]);
  });
});
