import { describe, expect, it } from "vitest";
import { windCorrectionText } from "./windCorrectionText";

describe("windCorrectionText", () => {
  it("says the owner entered the coefficient", () => {
    expect(windCorrectionText({ coefficient: 0.0001, method: "setting", standardError: null })).toBe(
      "coefficient 1.00\u00a0×\u00a010⁻⁴, entered in the vessel's hull-performance settings",
    );
  });

  it("gives an estimate with its standard error on the same power of ten", () => {
    expect(
      windCorrectionText({ coefficient: 0.0001493, method: "estimated", standardError: 0.0000212 }),
    ).toBe(
      "coefficient 1.49\u00a0×\u00a010⁻⁴, estimated from the data (standard error 0.21\u00a0×\u00a010⁻⁴)",
    );
  });

  it("says the default stands in when the data cannot tell", () => {
    expect(windCorrectionText({ coefficient: 0.0001, method: "default", standardError: null })).toBe(
      "coefficient 1.00\u00a0×\u00a010⁻⁴, the default (too little data to estimate it)",
    );
  });
});
