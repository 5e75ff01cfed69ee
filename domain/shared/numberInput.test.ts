import { describe, expect, it } from "vitest";
import { nonNegativeNumber, readNumberInput } from "./numberInput.js";

const value = (raw: unknown) => {
  const reading = readNumberInput(raw);
  return reading?.ok ? reading.value : reading;
};

describe("reading a typed number (one rule for client forms and server schemas)", () => {
  it.each<[unknown, number]>([
    [52000, 52000],
    ["52000", 52000],
    ["52.5", 52.5],
    ["52,5", 52.5],
    ["52 000", 52000],
    ["52\u00A0000", 52000],
    ["52\u202F000", 52000],
    ["1 234 567,5", 1234567.5],
    ["1,000,000", 1000000],
    ["1.000.000", 1000000],
    ["52,000.5", 52000.5],
    ["52.000,5", 52000.5],
    ["0.125", 0.125],
    ["-3", -3],
    [" 7 ", 7],
  ])("reads %j as %d", (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it.each([null, undefined, "", "   "])("reads %j as empty", (raw) => {
    expect(readNumberInput(raw)).toBeNull();
  });

  it.each([
    ["abc", '"abc" is not a number.'],
    ["52 00", '"52 00" is not a number: group thousands in threes, e.g. 52 000.'],
    ["52,000", '"52,000" could be 52 or 52000: write 52000 or 52.'],
    ["52.000", '"52.000" could be 52 or 52000: write 52000 or 52.'],
    ["1,00,000", '"1,00,000" is not a number.'],
    ["12abc", '"12abc" is not a number.'],
    [Number.NaN, '"NaN" is not a number.'],
  ])("refuses %j, naming the value", (raw, message) => {
    const reading = readNumberInput(raw);
    expect(reading?.ok).toBe(false);
    expect(reading && !reading.ok && reading.message).toContain(message);
  });

  it("names both readings of an ambiguous entry and how to write each", () => {
    expect(readNumberInput("1,500")).toEqual({
      ok: false,
      message: '"1,500" could be 1.5 or 1500: write 1500 or 1.5.',
    });
    expect(readNumberInput("24,5")).toEqual({ ok: true, value: 24.5 });
    expect(readNumberInput("1,6")).toEqual({ ok: true, value: 1.6 });
  });

  it("reads a single mark before three digits as the decimal mark in fields entered to 0.001 (fuel)", () => {
    expect(readNumberInput("1.125", { threeDecimals: true })).toEqual({ ok: true, value: 1.125 });
    expect(readNumberInput("1,125", { threeDecimals: true })).toEqual({ ok: true, value: 1.125 });
    expect(readNumberInput("1,125")?.ok).toBe(false);
  });

  it("refuses a negative value where one cannot be, naming field and value", () => {
    expect(nonNegativeNumber("-500", "Cargo carried")).toEqual({
      ok: false,
      message: "Cargo carried cannot be negative (-500).",
    });
    expect(nonNegativeNumber("0", "Cargo carried")).toEqual({ ok: true, value: 0 });
  });
});
