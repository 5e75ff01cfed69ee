import { describe, expect, it } from "vitest";
import { MAX_NAMED_PERIOD_DAYS, resolveTrendPeriod, TREND_PERIOD_MESSAGES } from "./trendWindow.js";

const DAY = 86_400_000;
const t = (iso: string) => Date.parse(iso);
const now = t("2026-03-10T12:00:00Z");
const endOfToday = t("2026-03-11T00:00:00Z");

describe("resolveTrendPeriod", () => {
  it("All values runs from the first data day to the end of today", () => {
    const first = t("2023-05-02T00:00:00Z");
    expect(resolveTrendPeriod("AllValues", { now, firstDataDay: first, voyageEvents: [] })).toEqual({
      ok: true,
      from: first,
      to: endOfToday,
    });
  });

  it("All values keeps at most the last ten years, and the last 365 days without data", () => {
    const old = resolveTrendPeriod("AllValues", {
      now,
      firstDataDay: t("1990-01-01T00:00:00Z"),
      voyageEvents: [],
    });
    expect(old).toEqual({ ok: true, from: endOfToday - MAX_NAMED_PERIOD_DAYS * DAY, to: endOfToday });
    expect(resolveTrendPeriod("AllValues", { now, firstDataDay: null, voyageEvents: [] })).toEqual({
      ok: true,
      from: endOfToday - 365 * DAY,
      to: endOfToday,
    });
  });

  it("Last voyage is the last departure to its arrival, or to now at sea", () => {
    const events = [
      { type: "Departure", at: t("2026-01-01T00:00:00Z") },
      { type: "Arrival", at: t("2026-01-10T00:00:00Z") },
      { type: "Departure", at: t("2026-02-01T06:00:00Z") },
      { type: "Arrival", at: t("2026-02-20T18:00:00Z") },
      { type: "Departure", at: t("2026-04-01T00:00:00Z") }, // planned, after now
    ];
    expect(resolveTrendPeriod("LastVoyage", { now, firstDataDay: null, voyageEvents: events })).toEqual({
      ok: true,
      from: t("2026-02-01T06:00:00Z"),
      to: t("2026-02-20T18:00:00Z"),
    });
    const atSea = events.slice(0, 3);
    expect(resolveTrendPeriod("LastVoyage", { now, firstDataDay: null, voyageEvents: atSea })).toEqual({
      ok: true,
      from: t("2026-02-01T06:00:00Z"),
      to: now,
    });
  });

  it("Last voyage is refused without a departure", () => {
    expect(
      resolveTrendPeriod("LastVoyage", {
        now,
        firstDataDay: null,
        voyageEvents: [{ type: "Arrival", at: now - DAY }],
      }),
    ).toEqual({ ok: false, message: TREND_PERIOD_MESSAGES.noLastVoyage });
  });
});
