import { describe, expect, it } from "vitest";
import { defaultTrendWindow, trendWindowFromSaved, trendWindowOf } from "./trendWindow";

const now = Date.parse("2026-03-10T12:00:00Z");
const saved = { lastNumberDays: 365, fromDateTime: null, toDateTime: null };

describe("trendWindow", () => {
  it("leaves All values and Last voyage to the server", () => {
    const inputs = defaultTrendWindow(now);
    expect(trendWindowOf({ ...inputs, type: "AllValues" }, now)).toEqual({ ok: true, period: "AllValues" });
    expect(trendWindowOf({ ...inputs, type: "LastVoyage" }, now)).toEqual({ ok: true, period: "LastVoyage" });
  });

  it("reopens a saved named period, and still refuses more than 367 days of dates", () => {
    expect(trendWindowFromSaved({ ...saved, timeConfigurationType: "AllValues" }, now)?.type).toBe(
      "AllValues",
    );
    expect(trendWindowFromSaved({ ...saved, timeConfigurationType: "LastVoyage" }, now)?.type).toBe(
      "LastVoyage",
    );
    expect(trendWindowOf({ ...defaultTrendWindow(now), lastDays: "400" }, now)).toEqual({
      ok: false,
      message: "The period may be at most 367 days long.",
    });
  });
});
