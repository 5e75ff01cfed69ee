import { describe, expect, it } from "vitest";
import { byName } from "./text.js";

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
