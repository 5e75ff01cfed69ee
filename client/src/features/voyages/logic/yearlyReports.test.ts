import { describe, expect, it } from "vitest";
import { reportYears, yearlyReportAvailable } from "./yearlyReports";

const voyages = [
  { departedAt: "2023-12-31T23:00:00Z", dataConfirmedAt: "2024-01-10T00:00:00Z" },
  { departedAt: "2024-02-01T08:00:00Z", dataConfirmedAt: null },
];

describe("the yearly MRV and IMO reports", () => {
  it("are offered for a year with a departure whose voyage data is confirmed", () => {
    expect(yearlyReportAvailable(voyages, 2023)).toBe(true);
  });

  it("are not offered when the year's voyages are unconfirmed or there are none", () => {
    expect(yearlyReportAvailable(voyages, 2024)).toBe(false);
    expect(yearlyReportAvailable([], 2024)).toBe(false);
  });

  it("offer the years with departures and the current year, newest first", () => {
    expect(reportYears(voyages, new Date("2025-03-01T00:00:00Z"))).toEqual([2025, 2024, 2023]);
  });
});
