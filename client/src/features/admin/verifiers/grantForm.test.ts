import { describe, expect, it } from "vitest";
import { endOfDayUtc, grantableYears, grantProblems, lastExpiryDay, pickerDayOf } from "./grantForm";

describe("the grant form", () => {
  it("offers the years from this year back to the first reporting year", () => {
    const years = grantableYears(new Date("2026-11-29T10:00:00Z"));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2018);
  });

  it("sends the picked day as its last second in UTC, and shows an expiry as its UTC day", () => {
    expect(endOfDayUtc(new Date(2026, 11, 31))).toBe("2026-12-31T23:59:59.000Z");
    const day = pickerDayOf("2026-12-31T23:59:59.000Z");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 11, 31]);
  });

  it("keeps the last expiry day within the longest grant", () => {
    const today = new Date("2026-01-01T00:00:00Z");
    expect(lastExpiryDay(today).toISOString().slice(0, 10)).toBe("2026-12-31");
  });

  it("names each missing field", () => {
    expect(grantProblems({ vesselIds: [], years: [], expiry: null })).toEqual({
      vesselIds: "Choose at least one vessel.",
      years: "Choose at least one reporting year.",
      expiry: "Choose the last day of access.",
    });
    expect(grantProblems({ vesselIds: ["a"], years: [2025], expiry: new Date() })).toBeNull();
  });
});
