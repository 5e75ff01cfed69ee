import { describe, expect, it } from "vitest";
import { speedChartRange, toSeriesPoints } from "./speedChartWindow";

const at = (iso: string) => new Date(iso).getTime();

describe("the speed chart window", () => {
  it("spans 12 hours either side of the voyage's events", () => {
    expect(speedChartRange(["2024-03-02T10:00:00Z", "2024-03-01T08:00:00Z", "2024-03-05T00:00:00Z"])).toEqual(
      {
        from: at("2024-02-29T20:00:00Z"),
        to: at("2024-03-05T12:00:00Z"),
      },
    );
  });

  it("spans 168 hours from a lone departure", () => {
    expect(speedChartRange(["2024-03-01T08:00:00Z"])).toEqual({
      from: at("2024-03-01T08:00:00Z"),
      to: at("2024-03-08T08:00:00Z"),
    });
  });

  it("has no range without events", () => {
    expect(speedChartRange([])).toBeNull();
  });

  it("turns a log data map into sorted points, dropping gaps", () => {
    expect(toSeriesPoints({ "2000": 12.5, "1000": 11, "3000": null })).toEqual([
      [1000, 11],
      [2000, 12.5],
    ]);
    expect(toSeriesPoints(undefined)).toEqual([]);
  });

  it("reads a list of points with epoch or ISO timestamps", () => {
    expect(
      toSeriesPoints([
        { timestamp: "1970-01-01T00:00:02.000Z", value: 12 },
        { timestamp: 1000, value: 11 },
        { timestamp: 3000, value: null },
      ]),
    ).toEqual([
      [1000, 11],
      [2000, 12],
    ]);
  });
});
