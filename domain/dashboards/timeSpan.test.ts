import { describe, expect, it } from "vitest";
import { nextDashboardName } from "./dashboard.js";
import {
  ACCUMULATED_UNIT_CAPTIONS,
  applyTimeSpan,
  columnDataRequest,
  columnUnitsAllowed,
  columnWindow,
  defaultTimeSpan,
  graphDataRequest,
  isAccumulatedCalculation,
  isValidHours,
  reanchor,
  TIME_SPAN_MESSAGES,
  type TimeSpanSettings,
  timeSpanProblems,
  widgetsRefusingCalculation,
} from "./timeSpan.js";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 12, 30);
const settings = (s: Partial<TimeSpanSettings> = {}): TimeSpanSettings => ({
  calculationType: "LastReceived",
  hours: 24,
  fromDate: "2026-01-01T00:00:00.000Z",
  toDate: "2026-01-11T00:00:00.000Z",
  fromAndToDatesCalculationType: "Averaged",
  ...s,
});
const vars = (...units: string[]) => units.map((unitCaption, i) => ({ id: i + 1, unitCaption }));

describe("time span rules (spec 3 §4, §5, §9)", () => {
  it("accepts 1 to 300 whole hours", () => {
    expect([0, 1, 24, 300, 301, 1.5, Number.NaN].map(isValidHours)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(
      timeSpanProblems({ calculationType: "Averaged", hours: 301, fromDate: null, toDate: null }),
    ).toEqual(["Selected hours must be between 1 and 300"]);
    // Hours matter only to Averaged and Accumulated.
    expect(
      timeSpanProblems({ calculationType: "LastReceived", hours: 0, fromDate: null, toDate: null }),
    ).toEqual([]);
    expect(
      timeSpanProblems({
        calculationType: "FromAndToDates",
        hours: null,
        fromDate: "2026-02-01T00:00:00Z",
        toDate: "2026-01-01T00:00:00Z",
      }),
    ).toEqual([TIME_SPAN_MESSAGES.datesOrder]);
  });

  it("defaults to LastReceived, 24 hours, from the start of the year to today 00:00", () => {
    expect(defaultTimeSpan(NOW)).toEqual({
      calculationType: "LastReceived",
      hours: 24,
      fromDate: "2026-01-01T00:00:00.000Z",
      toDate: "2026-11-24T00:00:00.000Z",
      fromAndToDatesCalculationType: "Averaged",
    });
  });

  it("knows which calculations accumulate", () => {
    expect(isAccumulatedCalculation(settings({ calculationType: "Accumulated" }))).toBe(true);
    expect(isAccumulatedCalculation(settings({ calculationType: "LastVoyageAccumulated" }))).toBe(true);
    expect(
      isAccumulatedCalculation(
        settings({ calculationType: "FromAndToDates", fromAndToDatesCalculationType: "Accumulated" }),
      ),
    ).toBe(true);
    expect(isAccumulatedCalculation(settings({ calculationType: "FromAndToDates" }))).toBe(false);
    expect(isAccumulatedCalculation(settings({ calculationType: "Averaged" }))).toBe(false);
  });

  it("allows accumulated calculations only for rate units, and names the widgets that break the rule", () => {
    expect(ACCUMULATED_UNIT_CAPTIONS).toEqual([
      "rpm",
      "Rev/Min",
      "MT/hr",
      "MT/day",
      "knot",
      "kW",
      "kg/hr",
      "l/hr",
    ]);
    const accumulated = settings({ calculationType: "Accumulated" });
    expect(columnUnitsAllowed({ ...accumulated, logVariables: vars("MT/hr", "knot", "Rev/Min") })).toBe(true);
    expect(columnUnitsAllowed({ ...accumulated, logVariables: vars("MT/hr", "degC") })).toBe(false);
    expect(
      columnUnitsAllowed({ ...settings({ calculationType: "Averaged" }), logVariables: vars("degC") }),
    ).toBe(true);
    const refusing = widgetsRefusingCalculation(accumulated, [
      { name: "Fuel", columns: [{ logVariables: vars("MT/hr") }] },
      { name: "Engine", columns: [{ logVariables: vars("kW") }, { logVariables: vars("bar") }] },
      { name: "Sea", columns: [{ logVariables: vars("degC") }] },
    ]);
    expect(refusing).toEqual(["Engine", "Sea"]);
    expect(TIME_SPAN_MESSAGES.accumulatedUnit(refusing)).toBe(
      "Widgets [ Engine, Sea ] columns has not allowed variable unit for currently selected calculation type",
    );
  });

  it("gives the window of a column: last N hours, the chosen dates, or none", () => {
    expect(columnWindow(settings({ calculationType: "Averaged", hours: 6 }), NOW)).toEqual({
      from: NOW - 6 * HOUR,
      to: NOW,
    });
    expect(columnWindow(settings({ calculationType: "FromAndToDates" }), NOW)).toEqual({
      from: Date.UTC(2026, 0, 1),
      to: Date.UTC(2026, 0, 11),
    });
    expect(columnWindow(settings(), NOW)).toBeNull();
    expect(columnWindow(settings({ calculationType: "LastVoyageAveraged" }), NOW)).toBeNull();
  });

  it("applies a general time span: overwrites the column, re-anchors to now keeping the hours", () => {
    const column = {
      ...settings({ calculationType: "Averaged", hours: 6 }),
      logVariables: vars("knot"),
      sequence: 2,
    };
    const span = settings({
      calculationType: "Accumulated",
      hours: 48,
      fromDate: "2026-03-01T00:00:00.000Z",
      toDate: "2026-03-03T00:00:00.000Z",
    });
    expect(applyTimeSpan(column, span, NOW)).toEqual({
      ...column,
      calculationType: "Accumulated",
      hours: 48,
      fromDate: new Date(NOW - 48 * HOUR).toISOString(),
      toDate: new Date(NOW).toISOString(),
    });
    // FromAndToDates keeps its dates.
    const dates = settings({
      calculationType: "FromAndToDates",
      fromAndToDatesCalculationType: "Accumulated",
    });
    expect(applyTimeSpan(column, dates, NOW)).toEqual({ ...column, ...dates });
    // Re-anchoring keeps the length within 1-300 hours.
    expect(reanchor(settings({ hours: 500 }), NOW).hours).toBe(300);
  });

  it("answers each column from the calculated call of its type", () => {
    const logVariables = [{ id: 4 }, { id: 9 }];
    const call = (s: Partial<TimeSpanSettings>) => columnDataRequest({ ...settings(s), logVariables }, NOW);
    expect(call({})).toEqual({ path: "/LogData/LastReceived", query: { logVariableIds: "4,9" } });
    expect(call({ calculationType: "LastVoyageAveraged" }).path).toBe(
      "/LogData/Calculated/Averaged/LastVoyage",
    );
    expect(call({ calculationType: "LastVoyageAccumulated" }).path).toBe(
      "/LogData/Calculated/Accumulated/LastVoyage",
    );
    expect(call({ calculationType: "Accumulated", hours: 2 })).toEqual({
      path: "/LogData/Calculated/Accumulated",
      query: {
        logVariableIds: "4,9",
        fromDate: new Date(NOW - 2 * HOUR).toISOString(),
        toDate: new Date(NOW).toISOString(),
      },
    });
    expect(
      call({ calculationType: "FromAndToDates", fromAndToDatesCalculationType: "Accumulated" }).path,
    ).toBe("/LogData/Calculated/Accumulated");
    expect(call({ calculationType: "FromAndToDates" }).path).toBe("/LogData/Calculated/Averaged");
  });

  it("draws a graph over its window at an automatic interval of at most 500 points", () => {
    const request = graphDataRequest({ ...settings(), logVariables: [{ id: 4 }] }, NOW)!;
    expect(request.query).toMatchObject({ granularity: "Auto", maxPoints: "500", logVariableIds: "4" });
    expect(Date.parse(request.query.toDate!) - Date.parse(request.query.fromDate!)).toBe(24 * HOUR);
    expect(
      graphDataRequest({ ...settings({ calculationType: "LastVoyageAveraged" }), logVariables: [] }, NOW),
    ).toBeNull();
  });

  it("names the first dashboard New Dashboard and later ones New dashboard N", () => {
    expect(nextDashboardName(0)).toBe("New Dashboard");
    expect(nextDashboardName(1)).toBe("New dashboard 2");
    expect(nextDashboardName(4)).toBe("New dashboard 5");
  });
});
