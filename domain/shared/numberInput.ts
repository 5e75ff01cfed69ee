/**
 * The one rule for numbers people type (cargo, fuel, factors), used by the client's forms and the
 * server's request schemas alike. A value is read exactly or refused with a message naming it; it is
 * never truncated ("52 000" is 52000, never 52) and never silently made 0.
 *
 * - A JSON number is taken as it is (when finite).
 * - Digits with one decimal mark: "52.5" and "52,5" are 52.5.
 * - Thousands grouped by a space, a no-break space (U+00A0), a narrow no-break space (U+202F) or a thin
 *   space (U+2009): "52 000", "1 234 567,5".
 * - Thousands grouped by "," or ".": only when unambiguous: the mark repeats ("1,000,000") or the other
 *   mark follows as the decimal mark ("52,000.5", "52.000,5"). A single "," or "." followed by exactly
 *   three digits ("52,000", "52.000") could be 52 or 52000: refused, naming both readings, where a field's values run into
 *   thousands (cargo), read as the decimal mark where the field is entered to 0.001 (fuel tons, density,
 *   factors: `threeDecimals: true`). A leading 0 ("0.125") is always a decimal.
 */

export interface NumberRule {
  /** The field is entered with up to three decimals, so "1.125" is 1.125 rather than ambiguous. */
  threeDecimals?: boolean;
}

export type NumberReading = { ok: true; value: number } | { ok: false; message: string };

const SPACES = /[ \u00A0\u202F\u2009]/;
const SPACE_GROUPED = /^-?\d{1,3}([ \u00A0\u202F\u2009]\d{3})+([.,]\d+)?$/;
const PLAIN = /^-?(\d+([.,]\d+)?|[.,]\d+)$/;

const refused = (text: string, why: string): NumberReading => ({ ok: false, message: `"${text}" ${why}` });
const read = (digits: string): NumberReading => ({ ok: true, value: Number(digits) });

function groupedBy(text: string, group: "," | "."): NumberReading | null {
  const decimal = group === "," ? "." : ",";
  const escaped = `\\${group}`;
  const repeated = new RegExp(`^-?\\d{1,3}(${escaped}\\d{3}){2,}$`);
  const withDecimal = new RegExp(`^-?\\d{1,3}(${escaped}\\d{3})+\\${decimal}\\d+$`);
  if (!repeated.test(text) && !withDecimal.test(text)) return null;
  return read(text.split(group).join("").replace(decimal, "."));
}

/** Reads a typed number; `null` for an empty value (absent, null or blank text). */
export function readNumberInput(raw: unknown, rule: NumberRule = {}): NumberReading | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === "number")
    return Number.isFinite(raw) ? { ok: true, value: raw } : refused(String(raw), "is not a number.");
  if (typeof raw !== "string") return { ok: false, message: "Enter a number." };
  const text = raw.trim();
  if (text === "") return null;
  if (SPACES.test(text)) {
    if (!SPACE_GROUPED.test(text))
      return /^[-\d.,\s\u00A0\u202F\u2009]+$/.test(text)
        ? refused(text, "is not a number: group thousands in threes, e.g. 52 000.")
        : refused(text, "is not a number.");
    return read(text.replace(/[ \u00A0\u202F\u2009]/g, "").replace(",", "."));
  }
  if (!rule.threeDecimals && /^-?[1-9]\d{0,2}[.,]\d{3}$/.test(text)) {
    const asDecimal = String(Number(text.replace(/[.,]/, ".")));
    const asThousands = text.replace(/[.,]/, "");
    return refused(text, `could be ${asDecimal} or ${asThousands}: write ${asThousands} or ${asDecimal}.`);
  }
  if (PLAIN.test(text)) return read(text.replace(",", "."));
  const grouped = groupedBy(text, ",") ?? groupedBy(text, ".");
  return grouped ?? refused(text, "is not a number.");
}

/** The value of a reading that must not be negative, or the message why not (`label` names the field). */
export function nonNegativeNumber(raw: unknown, label: string, rule: NumberRule = {}): NumberReading | null {
  const reading = readNumberInput(raw, rule);
  if (reading === null || !reading.ok) return reading;
  return reading.value < 0
    ? { ok: false, message: `${label} cannot be negative (${reading.value}).` }
    : reading;
}
