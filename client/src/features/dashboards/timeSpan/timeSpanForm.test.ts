import { describe, expect, it } from "vitest";
import {
  defaultForm,
  formOf,
  hasErrors,
  isValidTime,
  settingsOf,
  TIME_INPUT_MESSAGE,
  type TimeSpanForm,
  validateTimeSpanForm,
} from "./timeSpanForm";

const NOW = Date.UTC(2026, 10, 24, 2, 45);
const form = (patch: Partial<TimeSpanForm>): TimeSpanForm => ({ ...defaultForm(NOW), ...patch });

describe("time span form", () => {
  it("starts at LastReceived, 24 h, from the start of the year to today 00:00", () => {
    expect(defaultForm(NOW)).toEqual({
      calculationType: "LastReceived",
      hours: "24",
      fromDate: "2026-01-01",
      fromTime: "00:00",
      toDate: "2026-11-24",
      toTime: "00:00",
      fromAndToDatesCalculationType: "Averaged",
    });
    expect(hasErrors(validateTimeSpanForm(defaultForm(NOW)))).toBe(false);
  });

  it.each(["0", "301", "", "1.5", "-3", "abc"])("refuses %s hours for Averaged", (hours) => {
    expect(validateTimeSpanForm(form({ calculationType: "Averaged", hours })).hours).toBe(
      "Selected hours must be between 1 and 300",
    );
  });

  it.each(["1", "24", "300"])("accepts %s hours", (hours) => {
    expect(validateTimeSpanForm(form({ calculationType: "Accumulated", hours })).hours).toBeUndefined();
  });

  it("ignores the hours for types that do not use them", () => {
    expect(hasErrors(validateTimeSpanForm(form({ calculationType: "LastVoyageAveraged", hours: "0" })))).toBe(
      false,
    );
  });

  it("reads 24-hour times only", () => {
    expect(isValidTime("00:00")).toBe(true);
    expect(isValidTime("23:59")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("7:30")).toBe(false);
    expect(isValidTime("12:60")).toBe(false);
    expect(isValidTime("12:300")).toBe(false);
    const errors = validateTimeSpanForm(form({ calculationType: "FromAndToDates", fromTime: "25:00" }));
    expect(errors.fromTime).toBe(TIME_INPUT_MESSAGE);
  });

  it("needs the from date before the to date", () => {
    const errors = validateTimeSpanForm(
      form({ calculationType: "FromAndToDates", fromDate: "2026-02-01", toDate: "2026-01-01" }),
    );
    expect(errors.dates).toBe("The total timespan must be greater than 0");
  });

  it("applies the accumulated-unit rule with the widget names in its message", () => {
    const units = [
      { widgetName: "Fuel", unitCaptions: ["MT/hr", "kW"] },
      { widgetName: "Drafts", unitCaptions: ["m"] },
    ];
    expect(validateTimeSpanForm(form({ calculationType: "Accumulated" }), units).units).toBe(
      "Widgets [ Drafts ] columns has not allowed variable unit for currently selected calculation type",
    );
    expect(
      validateTimeSpanForm(form({ calculationType: "LastVoyageAccumulated" }), units).units,
    ).toBeDefined();
    expect(
      validateTimeSpanForm(
        form({ calculationType: "FromAndToDates", fromAndToDatesCalculationType: "Accumulated" }),
        units,
      ).units,
    ).toBeDefined();
    expect(validateTimeSpanForm(form({ calculationType: "Averaged" }), units).units).toBeUndefined();
  });

  it("turns a valid form into settings in UTC and back", () => {
    const settings = settingsOf(
      form({ calculationType: "FromAndToDates", fromDate: "2026-03-01", fromTime: "06:30", toTime: "18:00" }),
      NOW,
    );
    expect(settings.fromDate).toBe("2026-03-01T06:30:00.000Z");
    expect(settings.toDate).toBe("2026-11-24T18:00:00.000Z");
    expect(formOf(settings).fromTime).toBe("06:30");
  });
});
