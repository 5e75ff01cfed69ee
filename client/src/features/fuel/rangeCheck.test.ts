import { describe, expect, it } from "vitest";
import { timeProblem } from "./rangeCheck";

const range = { min: new Date("2024-03-10T08:00:00Z"), max: new Date("2024-03-20T16:00:00Z") };

describe("a picked time against its range", () => {
  it("passes inside the range, ends included", () => {
    expect(timeProblem("bunkering time", new Date("2024-03-10T08:00:00Z"), range)).toBeNull();
    expect(timeProblem("bunkering time", new Date("2024-03-20T16:00:00Z"), range)).toBeNull();
  });
  it("names the range when outside it", () => {
    expect(timeProblem("bunkering time", new Date("2024-03-20T16:01:00Z"), range)).toBe(
      "The bunkering time must be between 10. Mar, 2024 08:00 and 20. Mar, 2024 16:00.",
    );
  });
  it("asks for a time when there is none", () => {
    expect(timeProblem("sounding time", null, range)).toBe("Please enter a valid date and time.");
  });
});
