import { describe, expect, it } from "vitest";
import { bracketed, isExcelFileName, templateErrorsOf } from "./templateErrors";

describe("reading a failed template upload (spec 2 §8)", () => {
  it("reads the list of error objects", () => {
    const text = JSON.stringify([
      { message: "Row 4: the port is unknown." },
      { message: "Row 7: tons missing." },
    ]);
    expect(templateErrorsOf(text)).toEqual(["Row 4: the port is unknown.", "Row 7: tons missing."]);
  });
  it("reads a single error object with its rule list", () => {
    expect(templateErrorsOf(JSON.stringify({ message: "a b", errors: ["a", "b"] }))).toEqual(["a", "b"]);
    expect(templateErrorsOf(JSON.stringify({ message: "Not allowed." }))).toEqual(["Not allowed."]);
  });
  it("shows plain text as it came", () => {
    expect(templateErrorsOf("Bad gateway")).toEqual(["Bad gateway"]);
  });
  it("has nothing to show for an empty answer", () => {
    expect(templateErrorsOf("")).toEqual([]);
    expect(templateErrorsOf("[]")).toEqual([]);
  });
  it("puts each message in brackets", () => {
    expect(bracketed("Row 4: the port is unknown.")).toBe("[Row 4: the port is unknown.]");
  });
});

describe("choosing a file to upload", () => {
  it.each([
    ["voyages.xlsx", true],
    ["VOYAGES.XLSX", true],
    ["voyages.csv", false],
    ["voyages.xlsx.pdf", false],
  ])("%s is an Excel file: %s", (name, ok) => expect(isExcelFileName(name)).toBe(ok));
});
