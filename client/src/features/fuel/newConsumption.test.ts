import { describe, expect, it } from "vitest";
import { newConsumptionProblem } from "./newConsumption";

const base = {
  start: new Date("2024-03-10T06:00:00Z"),
  end: new Date("2024-03-10T12:00:00Z"),
  tons: 4.5,
  previousEventTime: "2024-03-10T00:00:00Z",
  eventTime: "2024-03-11T00:00:00Z",
  existing: [] as { startAt: string; endAt: string }[],
};

describe("a new flow-meter consumption row (spec 2 §5)", () => {
  it("may be added inside the event span without overlap", () => {
    expect(newConsumptionProblem(base)).toBeNull();
  });
  it("needs a start and an end", () => {
    expect(newConsumptionProblem({ ...base, end: null })).toBe("Please enter a valid date and time.");
  });
  it("needs the end after the start", () => {
    expect(newConsumptionProblem({ ...base, end: base.start })).toBe("End must be ahead of start.");
  });
  it("must lie between the previous event and this event", () => {
    expect(newConsumptionProblem({ ...base, start: new Date("2024-03-09T23:00:00Z") })).toBe(
      "Start and end must be between 10. Mar, 2024 00:00 and 11. Mar, 2024 00:00.",
    );
    expect(newConsumptionProblem({ ...base, end: new Date("2024-03-11T00:01:00Z") })).toMatch(
      /^Start and end must be between/,
    );
  });
  it("may not overlap an existing consumption", () => {
    const existing = [{ startAt: "2024-03-10T11:00:00Z", endAt: "2024-03-10T18:00:00Z" }];
    expect(newConsumptionProblem({ ...base, existing })).toBe(
      "The time span is overlapping an existing fuel consumption. Please adjust.",
    );
  });
  it("may start where an existing one ends", () => {
    const existing = [{ startAt: "2024-03-10T00:00:00Z", endAt: "2024-03-10T06:00:00Z" }];
    expect(newConsumptionProblem({ ...base, existing })).toBeNull();
  });
  it("needs tons that are a number and not negative", () => {
    expect(newConsumptionProblem({ ...base, tons: null })).toBe(
      "Please enter the fuel consumption in tons as a number.",
    );
    expect(newConsumptionProblem({ ...base, tons: -1 })).toBe(
      "The fuel consumption in tons cannot be negative.",
    );
  });
});
