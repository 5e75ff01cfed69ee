import { csvDocument } from "../../../../domain/shared/csv";
import type { LoadedSeries } from "./loadSeries";

/** One time of the Data History table: the value of each shown variable then (null where it has none). */
export interface HistoryRow {
  timestamp: number;
  values: (number | null)[];
}

/** The series side by side, one row per time any of them has a value, in time order. */
export function historyRows(series: readonly LoadedSeries[]): HistoryRow[] {
  const byTime = new Map<number, (number | null)[]>();
  series.forEach((s, index) => {
    for (const [t, value] of s.points) {
      let row = byTime.get(t);
      if (!row) {
        row = series.map(() => null);
        byTime.set(t, row);
      }
      row[index] = value;
    }
  });
  return [...byTime.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([timestamp, values]) => ({ timestamp, values }));
}

export const historyHeader = (s: LoadedSeries): string => (s.unit ? `${s.name} (${s.unit})` : s.name);

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/**
 * The table as a CSV file: times in UTC, values as stored (not rounded to the display precision), names
 * neutralised (they come from the vessel's data package).
 */
export function historyCsv(series: readonly LoadedSeries[], rows: readonly HistoryRow[]): string {
  return csvDocument([
    ["Time (UTC)", ...series.map(historyHeader)],
    ...rows.map((row) => [utc(row.timestamp), ...row.values]),
  ]);
}

/** "Data_History_Nordic_Aurora_2026-11-20_2026-11-21.csv": a file name without path characters. */
export function historyFileName(vesselName: string, from: number, to: number): string {
  const safe = vesselName.replace(/[^A-Za-z0-9-]+/g, "_").replace(/^_+|_+$/g, "") || "vessel";
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `Data_History_${safe}_${day(from)}_${day(to)}.csv`;
}
