import { describe, expect, it } from "vitest";
import { safeChartOptions } from "../../shared/charts/safeChartOptions";
import { apexHtmlSinks, HOSTILE, hasLiveMarkup } from "../../shared/charts/testing/apexHtmlSinks";
import {
  applyRanges,
  groupChartOptions,
  scatterChartOptions,
  scatterPoints,
  voyageAnnotations,
} from "./analysisCharts";
import type { LoadedSeries } from "./loadSeries";

const s = (id: number, name: string, unit: string, points: [number, number][]): LoadedSeries => ({
  id,
  name,
  unit,
  precision: 1,
  points,
});

describe("analysis charts", () => {
  it("drops points outside a variable's min & max", () => {
    const series = [
      s(1, "a", "kn", [
        [0, 1],
        [1, 5],
        [2, 9],
      ]),
      s(2, "b", "kn", [[0, 100]]),
    ];
    const out = applyRanges(series, new Map([[1, { min: 2, max: 8 }]]));
    expect(out[0]!.points).toEqual([[1, 5]]);
    expect(out[1]!.points).toEqual([[0, 100]]);
  });

  it("pairs two variables at the same times for the scatter", () => {
    expect(
      scatterPoints(
        s(1, "x", "", [
          [0, 1],
          [60, 2],
          [120, 3],
        ]),
        s(2, "y", "", [
          [60, 20],
          [120, 30],
          [180, 40],
        ]),
      ),
    ).toEqual([
      [2, 20],
      [3, 30],
    ]);
  });

  it("shades the voyages inside the window", () => {
    const voyages = [
      {
        departureId: "a",
        voyage: { name: "NA-2504" },
        departedAt: "2026-03-01T00:00:00Z",
        arrivedAt: "2026-03-03T00:00:00Z",
        endedAt: null,
        fromPort: null,
        toPort: null,
      },
      {
        departureId: "b",
        voyage: null,
        departedAt: "2026-01-01T00:00:00Z",
        arrivedAt: "2026-01-02T00:00:00Z",
        endedAt: null,
        fromPort: { name: "Oslo", loCode: "NOOSL" },
        toPort: { name: "Hamburg", loCode: "DEHAM" },
      },
    ];
    const from = Date.parse("2026-03-02T00:00:00Z");
    const to = Date.parse("2026-03-05T00:00:00Z");
    const notes = voyageAnnotations(voyages, from, to, "#123");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      x: from,
      x2: Date.parse("2026-03-03T00:00:00Z"),
      label: { text: "Voyage NA-2504" },
    });
    expect(voyageAnnotations(voyages, 0, to, "#123")[1]!.label!.text).toBe("Oslo – Hamburg");
  });

  it("puts no hostile variable name into ApexCharts' HTML", () => {
    const series = [s(1, HOSTILE, HOSTILE, [[0, 1]]), s(2, "Fuel", "MT/hr", [[0, 2]])];
    const options = groupChartOptions({
      base: {},
      groupKey: "g0",
      syncGroup: "sync",
      series,
      from: 0,
      to: 60_000,
      annotations: [],
      onZoom: () => {},
      onResetZoom: () => {},
    });
    const sinks = apexHtmlSinks(
      safeChartOptions(options),
      series.map((x) => ({ name: x.name, data: x.points })),
    );
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    const scatter = scatterChartOptions({}, series[0]!, series[1]!);
    expect(
      apexHtmlSinks(safeChartOptions(scatter), [{ name: HOSTILE, data: [[1, 2]] }]).filter(hasLiveMarkup),
    ).toEqual([]);
  });

  it("reports a zoom and asks for the full window on reset", () => {
    const zooms: Array<[number, number]> = [];
    let resets = 0;
    const options = groupChartOptions({
      base: {},
      groupKey: "g0",
      syncGroup: "sync",
      series: [],
      from: 0,
      to: 1000,
      annotations: [],
      onZoom: (a, b) => zooms.push([a, b]),
      onResetZoom: () => resets++,
    });
    const events = options.chart!.events!;
    events.zoomed!({}, { xaxis: { min: 100.4, max: 200.6 } });
    expect(zooms).toEqual([[100, 201]]);
    expect(events.beforeResetZoom!({}, {})).toEqual({ xaxis: { min: 0, max: 1000 } });
    expect(resets).toBe(1);
  });
});
