import { describe, expect, it } from "vitest";
import { parseReportId, REPORT_MESSAGES, reportIdOf, reportWindow } from "./reports.js";

const DAY = 86_400_000;
const VESSEL = "6c97fd7a-f12e-43b5-bfe8-ebe0dd6ba9ef";

describe("report ids", () => {
  it("name a vessel and a time, and nothing else reads as one", () => {
    expect(parseReportId(reportIdOf(VESSEL, 1_700_000_000_000))).toEqual({
      vesselId: VESSEL,
      t: 1_700_000_000_000,
    });
    for (const bad of ["", "x_1", `${VESSEL}_`, `${VESSEL}_-1`, `${VESSEL}_1_2`, `../${VESSEL}_1`]) {
      expect(parseReportId(bad)).toBeNull();
    }
  });
});

describe("reportWindow", () => {
  it("is the last 30 days unless asked, and at most 366 days", () => {
    expect(reportWindow(100 * DAY, undefined, undefined)).toEqual({ from: 70 * DAY, to: 100 * DAY });
    expect(reportWindow(100 * DAY, 10 * DAY, undefined)).toEqual({ from: 10 * DAY, to: 100 * DAY });
    expect(() => reportWindow(0, 0, 367 * DAY)).toThrow(REPORT_MESSAGES.spanTooLong);
    expect(() => reportWindow(0, 5 * DAY, 5 * DAY)).toThrow(REPORT_MESSAGES.toBeforeFrom);
  });
});
