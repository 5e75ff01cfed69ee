import { describe, expect, it } from "vitest";
import { formatDay, instantOf, readDayInput, readTimeBox } from "./dateInput.js";

const read = (text: string) => {
  const reading = readDayInput(text);
  return reading?.ok ? reading.day : reading;
};
const message = (text: string) => {
  const reading = readDayInput(text);
  return reading && !reading.ok ? reading.message : `read as ${JSON.stringify(reading)}`;
};

describe("reading a typed day (the date box of every date input)", () => {
  it.each<[string, string]>([
    ["29. Oct, 2026", "2026-10-29"],
    ["29.Oct, 2026", "2026-10-29"],
    ["29 Oct 2026", "2026-10-29"],
    ["29 oct. 2026", "2026-10-29"],
    ["9. October, 2026", "2026-10-09"],
    ["1 Sept 2026", "2026-09-01"],
    ["Oct 29, 2026", "2026-10-29"],
    ["2026-10-29", "2026-10-29"],
    ["2026/1/5", "2026-01-05"],
    ["29.10.2026", "2026-10-29"],
    ["10/29/2026", "2026-10-29"],
    ["05/05/2026", "2026-05-05"],
    ["  29.  Oct,   2026 ", "2026-10-29"],
  ])("reads %j as %s", (text, day) => {
    expect(read(text)).toBe(day);
  });

  it("reads the spec's display form back to the same day, for every day of a year", () => {
    for (let ms = Date.UTC(2028, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      expect(read(formatDay(day))).toBe(day);
    }
  });

  it("is empty for a blank box", () => {
    expect(readDayInput("")).toBeNull();
    expect(readDayInput("   ")).toBeNull();
  });

  it("refuses a day-month order it cannot tell, naming both readings", () => {
    expect(message("12/05/2026")).toBe(
      '"12/05/2026" could be 12. May, 2026 or 05. Dec, 2026: write the month as a name, e.g. 12. May, 2026.',
    );
    expect(message("3.4.2026")).toContain("could be 03. Apr, 2026 or 04. Mar, 2026");
  });

  it("refuses a two-digit year, a day not in the calendar, a date out of range and unknown words", () => {
    expect(message("29. Oct, 26")).toContain("write the year with four digits");
    expect(message("29.10.26")).toContain("write the year with four digits");
    expect(message("31. Feb, 2026")).toBe('"31. Feb, 2026" is not a date in the calendar.');
    expect(message("2026-02-30")).toBe('"2026-02-30" is not a date in the calendar.');
    expect(message("13/13/2026")).toBe('"13/13/2026" is not a date in the calendar.');
    expect(message("29. Oct, 1890")).toContain("between 1990-01-01 and 2100-12-31");
    expect(message("29. Okt, 2026")).toContain("is not a date: type it as 27. Oct, 2026");
    expect(message("tomorrow")).toContain("is not a date");
    expect(message("29")).toContain("is not a date");
  });

  it("refuses a time typed into the date box, pointing at the time box", () => {
    expect(message("29. Oct, 2026 14:00")).toContain("the time in the hh:mm box");
  });
});

describe("the time box and the instant", () => {
  it("reads hh:mm only", () => {
    expect(readTimeBox("14:05")).toBe(14 * 60 + 5);
    expect(readTimeBox("00:00")).toBe(0);
    expect(readTimeBox("24:00")).toBeNull();
    expect(readTimeBox("9:00")).toBeNull();
    expect(readTimeBox("14.05")).toBeNull();
  });

  it("puts a day and a time together in UTC", () => {
    expect(instantOf("2026-10-29", "14:00")).toBe("2026-10-29T14:00:00.000Z");
    expect(instantOf("2026-10-29", "")).toBeNull();
    expect(instantOf("", "14:00")).toBeNull();
  });

  it("gives the same instant for the typed and the displayed day", () => {
    const typed = readDayInput("29. Oct, 2026");
    const shown = readDayInput(formatDay("2026-10-29"));
    expect(typed).toEqual(shown);
    expect(typed?.ok && instantOf(typed.day, "14:00")).toBe("2026-10-29T14:00:00.000Z");
  });
});
