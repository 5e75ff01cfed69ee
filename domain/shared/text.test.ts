import { describe, expect, it } from "vitest";
import { byFileName, byName, compareNames } from "./text.js";

describe("byName", () => {
  it("orders names alphabetically, ignoring case and accents, as localeCompare with base sensitivity", () => {
    const names = ["nordic Skagen", "Bench 10", "Éclair", "bench 2", "Nordic Aurora", "Alpha"];
    const sorted = names.map((name) => ({ name })).sort(byName);
    expect(sorted.map((v) => v.name)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
    expect(sorted.map((v) => v.name)).toEqual([
      "Alpha",
      "Bench 10",
      "bench 2",
      "Éclair",
      "Nordic Aurora",
      "nordic Skagen",
    ]);
    expect(byName({ name: "Skagen" }, { name: "skagen" })).toBe(0);
  });
});

describe("byFileName and compareNames", () => {
  it("reads the digits of a file name as a number, ignoring case", () => {
    const names = ["Report 10.pdf", "report 2.pdf", "Annex.pdf", "report 1.pdf"];
    const sorted = names.map((name) => ({ name })).sort(byFileName);
    expect(sorted.map((f) => f.name)).toEqual(["Annex.pdf", "report 1.pdf", "report 2.pdf", "Report 10.pdf"]);
  });

  it("compares plain names as byName compares their holders", () => {
    expect(compareNames("Éva", "eva")).toBe(0);
    expect(compareNames("anna", "Bert")).toBeLessThan(0);
  });
});
