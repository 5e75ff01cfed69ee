import { describe, expect, it } from "vitest";
import { judgeTruth, truthTableMarkdown } from "./table.js";

describe("truth table", () => {
  const row = { subject: "speed loss", world: "w1", measure: "bias", value: -0.4, unit: "pp" };

  it("judges a signed bias by its absolute value", () => {
    expect(judgeTruth(row, { maxAbs: 0.3 }).pass).toBe(false);
    expect(judgeTruth(row, { maxAbs: 0.5 }).pass).toBe(true);
  });

  it("never passes a figure the world could not measure", () => {
    expect(judgeTruth({ ...row, value: Number.NaN }, { max: 1 }).pass).toBe(false);
  });

  it("prints a Markdown row with the target and MISS", () => {
    const text = truthTableMarkdown([judgeTruth(row, { maxAbs: 0.3 })]);
    expect(text).toContain("| speed loss | w1 | bias | -0.40 pp | within ±0.3 pp | MISS |");
  });
});
