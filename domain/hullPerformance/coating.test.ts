import { describe, expect, it } from "vitest";
import {
  HULL_COATING_MANUFACTURERS,
  HULL_COATING_MESSAGES,
  hullCoatingRequest,
  setHullCoating,
} from "./coating.js";
import { FOULING_CONFIG_MESSAGES, foulingConfigRequest } from "./foulingConfig.js";

const coating = { coatingTypeId: 1, manufacturerId: 2, productName: "", appliedOn: "2026-01-10", notes: "" };

describe("hull coating", () => {
  it("lists the manufacturers sorted by name", () => {
    const names = HULL_COATING_MANUFACTURERS.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("refuses an unknown type or manufacturer with the field's name, and a date in the future", () => {
    const bad = hullCoatingRequest.safeParse({ vesselId: "v", coatingTypeId: 99, manufacturerId: 1 });
    expect(bad.error?.issues[0]?.message).toBe(HULL_COATING_MESSAGES.coatingTypeId);
    const badMaker = hullCoatingRequest.safeParse({ vesselId: "v", coatingTypeId: 1, manufacturerId: "x" });
    expect(badMaker.error?.issues[0]?.message).toBe(HULL_COATING_MESSAGES.manufacturerId);
    expect(() => setHullCoating({ coating: null }, { vesselId: "v", coating, today: "2026-01-09" })).toThrow(
      HULL_COATING_MESSAGES.appliedOnFuture,
    );
    expect(setHullCoating({ coating: null }, { vesselId: "v", coating, today: "2026-01-10" })).toEqual([
      { type: "HullCoatingSet", data: { vesselId: "v", ...coating } },
    ]);
  });
});

describe("fouling chart configuration", () => {
  it("accepts a benchmark from -40 to 40 or null and names a wrong one", () => {
    const base = { vesselId: "v", periodDays: 180, showTrend: true, showEvents: false };
    expect(foulingConfigRequest.safeParse({ ...base, benchmark: null }).success).toBe(true);
    expect(foulingConfigRequest.safeParse({ ...base, benchmark: 40 }).success).toBe(true);
    expect(foulingConfigRequest.safeParse({ ...base, benchmark: 40.5 }).error?.issues[0]?.message).toBe(
      FOULING_CONFIG_MESSAGES.benchmark,
    );
    expect(
      foulingConfigRequest.safeParse({ ...base, benchmark: 1, periodDays: 30 }).error?.issues[0]?.message,
    ).toBe(FOULING_CONFIG_MESSAGES.periodDays);
  });
});
