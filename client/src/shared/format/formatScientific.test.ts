import { describe, expect, it } from "vitest";
import { decimalExponent, formatScientific } from "./formatScientific";

describe("formatScientific", () => {
  it("writes a small figure as a mantissa times a power of ten in superscript", () => {
    expect(formatScientific(0.000149, 2)).toBe("1.49\u00a0×\u00a010⁻⁴");
    expect(formatScientific(0.0001, 2)).toBe("1.00\u00a0×\u00a010⁻⁴");
    expect(formatScientific(2.5e-12, 1)).toBe("2.5\u00a0×\u00a010⁻¹²");
    expect(formatScientific(123400, 3)).toBe("1.234\u00a0×\u00a010⁵");
  });

  it("rounds before it chooses the power, so the mantissa never reads 10", () => {
    expect(formatScientific(9.999e-5, 2)).toBe("1.00\u00a0×\u00a010⁻⁴");
    expect(decimalExponent(9.999e-5, 2)).toBe(-4);
  });

  it("puts a second figure on the power of ten it is given", () => {
    expect(formatScientific(0.0000213, 2, -4)).toBe("0.21\u00a0×\u00a010⁻⁴");
  });

  it("leaves out 10⁰", () => {
    expect(formatScientific(0, 2)).toBe("0.00");
    expect(formatScientific(4.567, 2)).toBe("4.57");
  });
});
