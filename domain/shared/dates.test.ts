import { describe, expect, it } from "vitest";
import { z } from "zod";
import { calendarDay, DATE_MESSAGES, isoDate, readDate } from "./dates.js";

const ms = (value: unknown, reading = {}) => readDate(value, "fromDate", reading);

describe("readDate: one reading of dates for every input", () => {
  it("reads ISO 8601 date-times with a zone, or as UTC without one, and dates alone as midnight UTC", () => {
    expect(ms("2025-03-01T12:00:00Z")).toEqual({ ok: true, ms: Date.UTC(2025, 2, 1, 12) });
    expect(ms("2025-03-01T12:00:00.5+02:00")).toEqual({ ok: true, ms: Date.UTC(2025, 2, 1, 10, 0, 0, 500) });
    expect(ms("2025-03-01T12:00")).toEqual({ ok: true, ms: Date.UTC(2025, 2, 1, 12) });
    expect(ms("2025-03-01")).toEqual({ ok: true, ms: Date.UTC(2025, 2, 1) });
    expect(ms("2024-02-29T00:00:00Z").ok).toBe(true);
  });

  it("refuses dates that are not in the calendar instead of rolling them over", () => {
    for (const text of [
      "2026-02-30",
      "2025-02-29T00:00:00Z",
      "2025-04-31T10:00Z",
      "2025-13-01",
      "2025-00-10",
    ]) {
      expect(ms(text)).toEqual({
        ok: false,
        message: DATE_MESSAGES.notInCalendar("fromDate", text.slice(0, 10)),
      });
    }
    expect(ms("2025-03-01T24:00:00Z").ok).toBe(false);
    expect(ms("2025-03-01T12:60:00Z").ok).toBe(false);
    expect(ms("2025-03-01T12:00:00+25:00").ok).toBe(false);
  });

  it("refuses years outside 1990..2100, however they are written", () => {
    const outOfRange = { ok: false, message: DATE_MESSAGES.outOfRange("fromDate") };
    for (const text of [
      "0000-01-01",
      "0095-06-01T00:00:00Z",
      "1989-12-31T23:59:59Z",
      "9999-12-31",
      "2101-01-01",
    ]) {
      expect(ms(text)).toEqual(outOfRange);
    }
    expect(ms("+275760-09-13T00:00:00Z")).toEqual({
      ok: false,
      message: DATE_MESSAGES.notDateOrTime("fromDate"),
    });
    expect(ms("-000001-01-01")).toEqual({ ok: false, message: DATE_MESSAGES.notDateOrTime("fromDate") });
    expect(ms("1990-01-01T00:00:00Z").ok).toBe(true);
    expect(ms("2100-12-31T23:59:59.999Z").ok).toBe(true);
  });

  it("takes epoch milliseconds only where asked, and only within the range", () => {
    const epoch = { epochMs: true };
    expect(ms(1_740_830_400_000, epoch)).toEqual({ ok: true, ms: 1_740_830_400_000 });
    expect(ms("1740830400000", epoch)).toEqual({ ok: true, ms: 1_740_830_400_000 });
    expect(ms("1740830400000")).toEqual({ ok: false, message: DATE_MESSAGES.notDateOrTime("fromDate") });
    for (const value of ["9007199254740991", "-8640000000000001", 0, "99999999999999999999", 1.5e300]) {
      expect(ms(value, epoch)).toEqual({ ok: false, message: DATE_MESSAGES.outOfRange("fromDate") });
    }
  });

  it("refuses what is not a date, with the field's name", () => {
    for (const value of [
      "",
      "yesterday",
      "2025-3-1",
      "2025-03-01T",
      "Sat, 01 Mar 2025 12:00:00 GMT",
      5,
      {},
      [],
      null,
    ]) {
      expect(ms(value)).toEqual({ ok: false, message: DATE_MESSAGES.notDateOrTime("fromDate") });
    }
    expect(ms("2025-03-01", { time: "required" })).toEqual({
      ok: false,
      message: DATE_MESSAGES.notDateTime("fromDate"),
    });
    expect(ms("2025-03-01T10:00", { zoneRequired: true }).ok).toBe(false);
    expect(ms("2025-03-01T10:00:00Z", { time: "never" }).ok).toBe(false);
  });
});

describe("date schemas", () => {
  const schema = z.object({
    timestamp: isoDate("timestamp", { time: "required" }),
    day: calendarDay("day").optional(),
  });

  it("answers ISO 8601 UTC with milliseconds and the day as written", () => {
    expect(schema.parse({ timestamp: "2025-03-01T14:00:00+02:00", day: "2025-03-01" })).toEqual({
      timestamp: "2025-03-01T12:00:00.000Z",
      day: "2025-03-01",
    });
  });

  it("lists a missing, malformed or impossible date by its field", () => {
    const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({})).toEqual([DATE_MESSAGES.required("timestamp")]);
    expect(messages({ timestamp: "2026-02-30T00:00:00Z", day: "2026-02-30" })).toEqual([
      DATE_MESSAGES.notInCalendar("timestamp", "2026-02-30"),
      DATE_MESSAGES.notInCalendar("day", "2026-02-30"),
    ]);
  });
});
