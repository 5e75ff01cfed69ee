import { describe, expect, it } from "vitest";
import { formatImo, imoCheckDigit, isValidImoNumber } from "./imo.js";

describe("IMO numbers", () => {
  it("computes the check digit (worked example IMO 9074729)", () => {
    // 9×7 + 0×6 + 7×5 + 4×4 + 7×3 + 2×2 = 139 → 9
    expect(imoCheckDigit("907472")).toBe(9);
    expect(isValidImoNumber("9074729")).toBe(true);
  });

  it("rejects a wrong check digit, wrong length and non-digits", () => {
    expect(isValidImoNumber("9074728")).toBe(false);
    expect(isValidImoNumber("907472")).toBe(false);
    expect(isValidImoNumber("90747a9")).toBe(false);
  });

  it("formats as IMO plus seven digits", () => {
    expect(formatImo("74729")).toBe("IMO0074729");
    expect(formatImo(9074729)).toBe("IMO9074729");
  });
});
