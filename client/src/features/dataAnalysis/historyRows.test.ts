import { describe, expect, it } from "vitest";
import { historyCsv, historyFileName, historyRows } from "./historyRows";
import type { LoadedSeries } from "./loadSeries";

const series = (id: number, name: string, unit: string, points: [number, number][]): LoadedSeries => ({
  id,
  name,
  unit,
  precision: 1,
  points,
});
const T = Date.UTC(2026, 0, 5, 12, 0);

describe("Data History rows", () => {
  it("puts the series side by side by time, in time order, with gaps as null", () => {
    const rows = historyRows([
      series(1, "Speed", "kn", [
        [T + 60_000, 12.5],
        [T, 12],
      ]),
      series(2, "Power", "kW", [[T + 120_000, 5000]]),
    ]);
    expect(rows).toEqual([
      { timestamp: T, values: [12, null] },
      { timestamp: T + 60_000, values: [12.5, null] },
      { timestamp: T + 120_000, values: [null, 5000] },
    ]);
  });

  it("exports UTC times, unrounded values and neutralised names", () => {
    const shown = [series(1, "=HYPERLINK(1)", "kn", [[T, 12.3456]])];
    const csv = historyCsv(shown, historyRows(shown));
    expect(csv).toBe(`Time (UTC),"'=HYPERLINK(1) (kn)"\r\n2026-01-05 12:00:00,12.3456\r\n`);
  });

  it("names the file after the vessel and the days, without path characters", () => {
    expect(historyFileName("../Nordic Aurora", T, T + 86_400_000)).toBe(
      "Data_History_Nordic_Aurora_2026-01-05_2026-01-06.csv",
    );
  });
});
