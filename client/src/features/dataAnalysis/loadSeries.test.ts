import { describe, expect, it } from "vitest";
import type { ColumnBatchPage } from "../../../../domain/logdata/seriesColumns";
import { loadSeries } from "./loadSeries";

const page = (data: Record<number, number[]>, continuationFilter: string | null): ColumnBatchPage => ({
  granularity: "Minute",
  intervalMs: 60_000,
  fromDate: 0,
  toDate: 60_000,
  series: Object.entries(data).map(([id, times]) => ({
    logVariableId: Number(id),
    name: `v${id}`,
    displayName: `V${id}`,
    unit: "knot",
    displayPrecision: 1,
    t: times,
    v: times.map((t) => t / 10),
  })),
  continuationFilter,
});

describe("loadSeries", () => {
  it("follows continuationFilter pages and merges them per variable", async () => {
    const asked: string[] = [];
    const pages = [
      page({ 1: [0, 10], 2: [0] }, "next-1"),
      page({ 1: [20] }, "next-2"),
      page({ 2: [10] }, null),
    ];
    const answer = await loadSeries(
      { ids: [2, 1, 3], from: 0, to: 60_000, granularity: "Minute", filterOutliers: true },
      async (query) => {
        asked.push(query);
        return pages.shift()!;
      },
    );
    expect(answer.pages).toBe(3);
    expect(asked[0]).toContain("logVariableIds=2%2C1%2C3");
    expect(asked[0]).toContain("filterOutliers=true");
    expect(asked[0]).toContain("format=columns");
    expect(asked.slice(1)).toEqual(["continuationFilter=next-1", "continuationFilter=next-2"]);
    expect(answer.series.map((s) => [s.id, s.points.map((p) => p[0])])).toEqual([
      [2, [0, 10]],
      [1, [0, 10, 20]],
      [3, []],
    ]);
    expect(answer.series[1]!.points[2]).toEqual([20, 2]);
  });
});
