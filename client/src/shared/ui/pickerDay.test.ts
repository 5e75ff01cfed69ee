import { describe, expect, it } from "vitest";
import { dayOfPicker, pickerOfDay } from "./pickerDay";

describe("the calendar's local Date and the UTC day", () => {
  it("goes there and back to the same day, whatever the browser's zone", () => {
    for (const day of ["2026-10-29", "2026-01-01", "2028-02-29", "2026-12-31"]) {
      const shown = pickerOfDay(day);
      expect(shown.getDate()).toBe(Number(day.slice(8)));
      expect(dayOfPicker(shown)).toBe(day);
    }
  });
});
