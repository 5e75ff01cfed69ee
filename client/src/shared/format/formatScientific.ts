const SUPERSCRIPT: Record<string, string> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/** 10ⁿ's exponent as the figure is shown with `digits` decimals (9.999e-5 shows as 1.00 × 10⁻⁴). */
export const decimalExponent = (value: number, digits: number) =>
  value === 0 ? 0 : Number(value.toExponential(digits).split("e")[1]);

/**
 * A small or large figure as people write it, "1.49 × 10⁻⁴", with `digits` decimals; `exponent` puts a
 * second figure on the first one's power of ten (a standard error beside its estimate). No-break spaces:
 * a narrow column broke "1.00 ×" from "10⁻⁴".
 */
export function formatScientific(
  value: number,
  digits: number,
  exponent = decimalExponent(value, digits),
): string {
  const mantissa = (value / 10 ** exponent).toFixed(digits);
  if (exponent === 0) return mantissa;
  const power = [...String(exponent)].map((c) => SUPERSCRIPT[c]).join("");
  return `${mantissa}\u00a0×\u00a010${power}`;
}
