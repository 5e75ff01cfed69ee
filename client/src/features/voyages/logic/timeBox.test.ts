import { describe, expect, it } from "vitest";
import { combineDateAndTime, isValidTimeBox, parseTimeBox, pickerDateOf, utcTimeOf } from "./timeBox";

describe("the hh:mm time box", () => {
  it.each([
    ["00:00", 0],
    ["09:05", 545],
    ["23:59", 1439],
    ["12:30", 750],
  ])("%s is %d minutes after midnight", (text, minutes) => {
    expect(parseTimeBox(text)).toBe(minutes);
  });

  it.each(["24:00", "12:60", "9:05", "0905", "12:3", "", "ab:cd", "12:300", " 12:30", "12:30 "])(
    "%j is refused",
    (text) => {
      expect(isValidTimeBox(text)).toBe(false);
    },
  );

  it("combines a UTC day and a time into an ISO timestamp", () => {
    expect(combineDateAndTime("2024-03-05", "14:07")).toBe("2024-03-05T14:07:00.000Z");
    expect(combineDateAndTime(new Date(2024, 2, 5), "00:30")).toBe("2024-03-05T00:30:00.000Z");
  });

  it("refuses a missing day, a bad day or a bad time", () => {
    expect(combineDateAndTime(null, "10:00")).toBeNull();
    expect(combineDateAndTime("05.03.2024", "10:00")).toBeNull();
    expect(combineDateAndTime("2024-03-05", "25:00")).toBeNull();
  });

  it("shows the UTC calendar day and time of a timestamp", () => {
    const day = pickerDateOf("2024-03-05T23:30:00.000Z");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2024, 2, 5]);
    expect(utcTimeOf("2024-03-05T23:30:00.000Z")).toBe("23:30");
  });
});
