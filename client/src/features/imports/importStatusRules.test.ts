import { describe, expect, it } from "vitest";
import {
  applyLiveMessage,
  canRetryRunning,
  clampRecentDays,
  filterByImo,
  formatDay,
  formatTicks,
  formatTimestamp,
  type ImportLists,
  shiftDay,
  withMissedMessages,
} from "./importStatusRules";
import { type ImportRecord, ImportStatus } from "./types";

const record = (over: Partial<ImportRecord>): ImportRecord => ({
  importPath: "9312482/2025/03/01/a.zip",
  zipPath: "packages/9312482/2025/03/01/a.zip",
  imoNumber: "9312482",
  status: ImportStatus.running,
  webJob: "Import",
  timestamp: "2025-03-01T10:00:00.000Z",
  startTime: "2025-03-01T10:00:00.000Z",
  importDuration: 0,
  errorMessage: null,
  stackTrace: null,
  importStatistics: [],
  progress: 10,
  partitionKey: "2025-03-01",
  ...over,
});

describe("import status rules", () => {
  it("shows a duration in ticks as seconds with three decimals", () => {
    expect(formatTicks(12_345_678)).toBe("1.235 s");
    expect(formatTicks(0)).toBe("0.000 s");
  });

  it("writes days as DD. MMM, YYYY and timestamps as DD. MMM, YYYY HH:mm (UTC)", () => {
    expect(formatDay("2025-03-05")).toBe("05. Mar, 2025");
    expect(formatTimestamp("2025-12-24T07:09:59Z")).toBe("24. Dec, 2025 07:09");
    expect(formatTimestamp(null)).toBe("");
  });

  it("steps to the previous and next day across month ends", () => {
    expect(shiftDay("2025-03-01", -1)).toBe("2025-02-28");
    expect(shiftDay("2024-12-31", 1)).toBe("2025-01-01");
  });

  it("keeps recent days between 1 and 31, defaulting to 2", () => {
    expect(clampRecentDays(0)).toBe(1);
    expect(clampRecentDays(40)).toBe(31);
    expect(clampRecentDays(7)).toBe(7);
    expect(clampRecentDays(null)).toBe(2);
  });

  it("offers Retry on a running import only after more than 900 s", () => {
    const running = record({ startTime: "2025-03-01T10:00:00.000Z" });
    expect(canRetryRunning(running, new Date("2025-03-01T10:15:00.000Z"))).toBe(false);
    expect(canRetryRunning(running, new Date("2025-03-01T10:15:00.001Z"))).toBe(true);
  });

  it("filters by the IMO text", () => {
    const rows = [record({ imoNumber: "9312482" }), record({ imoNumber: "9266334" })];
    expect(filterByImo(rows, " 9312 ").map((r) => r.imoNumber)).toEqual(["9312482"]);
    expect(filterByImo(rows, "")).toHaveLength(2);
  });

  describe("live messages", () => {
    const empty: ImportLists = { running: [], failed: [], successful: [] };
    const shown = () => true;

    it("move a running import's progress", () => {
      const lists = { ...empty, running: [record({ progress: 10 })] };
      const next = applyLiveMessage(
        lists,
        { kind: "progress", importPath: "9312482/2025/03/01/a.zip", imoNumber: "9312482", progress: 55 },
        shown,
      );
      expect(next.running[0]!.progress).toBe(55);
      expect(lists.running[0]!.progress).toBe(10);
    });

    it("move an import from running to failed or successful when its status changes", () => {
      const lists = { ...empty, running: [record({})] };
      const failed = applyLiveMessage(
        lists,
        {
          kind: "status",
          record: record({ status: ImportStatus.error, errorMessage: "bad", progress: 100 }),
        },
        shown,
      );
      expect(failed.running).toEqual([]);
      expect(failed.failed[0]!.errorMessage).toBe("bad");
      const done = applyLiveMessage(
        lists,
        { kind: "status", record: record({ status: ImportStatus.imported }) },
        shown,
      );
      expect(done.successful).toHaveLength(1);
    });

    it("bring lists read before them up to date: a reload answer never hides a newer change", () => {
      // The lists were read while the bad package was still running; its failure arrived meanwhile,
      // then the other package started and finished.
      const loaded = { ...empty, running: [record({ importPath: "bad.zip" })] };
      const next = withMissedMessages(
        loaded,
        [
          { kind: "status", record: record({ importPath: "bad.zip", status: ImportStatus.error }) },
          { kind: "status", record: record({ importPath: "big.zip" }) },
          { kind: "status", record: record({ importPath: "big.zip", status: ImportStatus.imported }) },
        ],
        shown,
      );
      expect(next.running).toEqual([]);
      expect(next.failed.map((r) => r.importPath)).toEqual(["bad.zip"]);
      expect(next.successful.map((r) => r.importPath)).toEqual(["big.zip"]);
      expect(withMissedMessages(loaded, [], shown)).toBe(loaded);
    });

    it("leave out a finished import of a day not on screen, and drop removed ones", () => {
      const lists = { ...empty, running: [record({})] };
      const next = applyLiveMessage(
        lists,
        { kind: "status", record: record({ status: ImportStatus.imported }) },
        () => false,
      );
      expect(next).toEqual(empty);
      const removed = applyLiveMessage(
        { ...empty, failed: [record({ status: ImportStatus.error })] },
        { kind: "removed", importPath: "9312482/2025/03/01/a.zip", imoNumber: "9312482" },
        shown,
      );
      expect(removed.failed).toEqual([]);
    });
  });
});
