import { describe, expect, it } from "vitest";
import {
  cleanHullLabel,
  daysWithValue,
  eventImpactText,
  fixedText,
  percentDifferenceText,
  percentText,
} from "./foulingTexts";

/** One side of the event: only its count of days with a value matters to the text. */
const side = (days: number) => ({
  from: "2026-08-01T00:00:00.000Z",
  to: "2026-08-29T00:00:00.000Z",
  days,
  performanceValueAtEvent: null,
  changePerYear: null,
});

/** The text as read, its no-break spaces shown as spaces. */
const read = (text: string) => text.replaceAll("\u00a0", " ");

describe("daysWithValue", () => {
  it("says 'no day' rather than '0 days', and '1 day' in the singular", () => {
    expect(daysWithValue(0)).toBe("no day");
    expect(read(daysWithValue(1))).toBe("1 day");
    expect(read(daysWithValue(1234))).toBe("1,234 days");
  });

  it("keeps a count with its unit on one line", () => {
    expect(daysWithValue(15)).toBe("15\u00a0days");
  });
});

describe("eventImpactText", () => {
  it("names the side without history when there is no step", () => {
    expect(
      read(
        eventImpactText({
          before: side(0),
          after: side(15),
          performanceValueBefore: null,
          performanceValueAfter: null,
          improvement: null,
          confidence: null,
          significant: null,
        }),
      ),
    ).toBe("Not enough history: no day with a value before the event, 15 days after it");
  });

  it("gives the step with its interval and says when it is not a clear effect", () => {
    expect(
      read(
        eventImpactText({
          before: side(40),
          after: side(1),
          performanceValueBefore: -4.5,
          performanceValueAfter: -0.25,
          improvement: 4.25,
          confidence: 1.5,
          significant: false,
        }),
      ),
    ).toBe(
      "Trend at the event -4.50 % before (40 days), -0.25 % after (1 day): +4.25 ± 1.50 percentage points (within the 95 % confidence interval: not a clear effect)",
    );
  });
});

describe("percentDifferenceText", () => {
  it("brackets a negative subtrahend instead of writing two signs in a row", () => {
    expect(percentDifferenceText(0.33, -5.64)).toBe("0.33 % − (−5.64 %)");
  });

  it("writes a positive subtrahend plainly", () => {
    expect(percentDifferenceText(-1, 0.5)).toBe("−1.00 % − 0.50 %");
  });
});

describe("cleanHullLabel", () => {
  it("names the docking the clean hull was read after, or why the reference stands for it", () => {
    expect(cleanHullLabel(true, "2026-03-14T00:00:00.000Z")).toMatch(
      /^Mean speed loss − clean hull \(after the dry docking of .*2026\)$/,
    );
    expect(cleanHullLabel(false, "2026-03-14T00:00:00.000Z")).toMatch(
      /\(the reference: no data in the 14 days after the dry docking of .*2026\)$/,
    );
    expect(cleanHullLabel(false, null)).toBe(
      "Mean speed loss − clean hull (the reference: no dry docking recorded)",
    );
  });
});

describe("fixedText and percentText", () => {
  it("write a negative number with a true minus sign, and a rounded zero without one", () => {
    expect(percentText(-5.644)).toBe("−5.64 %");
    expect(percentText(0.333, 1)).toBe("0.3 %");
    expect(fixedText(-0.001)).toBe("0.00");
    expect(fixedText(-12.5, 0)).toBe("−13");
  });
});
