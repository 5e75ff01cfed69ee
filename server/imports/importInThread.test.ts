import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TIMESERIES_SQLITE_FILE } from "../timeseries/openTimeSeriesStore.js";
import { SqliteTimeSeriesStore } from "../timeseries/sqlite/SqliteTimeSeriesStore.js";
import { DataPackage, DEFAULT_PACKAGE_LIMITS } from "./DataPackage.js";
import { ImportThread, ImportThreadError, importInThread } from "./importInThread.js";
import { ImportCancelled, importPackage } from "./importPackage.js";
import { PackageError } from "./PackageError.js";
import { type LoggingHistoryRow, writeDataPackage } from "./packageWriter.js";

const T0 = Date.UTC(2024, 4, 1);
const VESSEL = "vessel-1";
const manifest = { imoNumber: "9312482", createdAt: "2024-05-02T00:05:00Z" };

async function* rows(count: number): AsyncGenerator<LoggingHistoryRow> {
  for (let i = 0; i < count; i++) {
    yield { timestamp: T0 + i * 60_000, variable: "SOG", value: 10 + i / 100 };
    yield { timestamp: T0 + i * 60_000, variable: "ME rpm", value: 80 + Math.sin(i) };
  }
}

/** Every raw point of the store, by variable name. */
async function pointsOf(store: SqliteTimeSeriesStore) {
  const out: Record<string, unknown[]> = {};
  for (const v of await store.variables(VESSEL)) {
    const page = await store.series({
      variableId: v.id,
      from: 0,
      to: Date.UTC(2100, 0),
      granularity: "Raw",
      limit: 1e6,
    });
    out[v.name] = page.points.map((p) => [p.t, p.avg]);
  }
  return out;
}

describe("importing in a thread", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-thread-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const inThread = (
    zipPath: string,
    dataDir: string,
    extra: Partial<Omit<Parameters<typeof importInThread>[0], "receivedAt">> = {},
  ) =>
    importInThread({
      zipPath,
      limits: DEFAULT_PACKAGE_LIMITS,
      store: { DATABASE_SCHEMA: "public", DATA_DIR: dataDir },
      vesselId: VESSEL,
      watch: null,
      receivedAt: Date.now(),
      memoryMb: 128,
      ...extra,
    });

  it("stores the same points as an import on the main thread, reports progress and hands the watched series over", async () => {
    const zipPath = path.join(dir, "p.zip");
    await writeDataPackage(zipPath, { manifest, rows: rows(20_000) });

    const mainStore = SqliteTimeSeriesStore.open(path.join(dir, "main", TIMESERIES_SQLITE_FILE));
    const pkg = await DataPackage.open(zipPath);
    const direct = await importPackage(pkg, { store: mainStore, vesselId: VESSEL, receivedAt: Date.now() });
    pkg.close();

    const progress: number[] = [];
    const threaded = await inThread(zipPath, path.join(dir, "thread"), {
      watch: { names: ["SOG"], anyTimes: true },
      onProgress: (f) => progress.push(f),
    });
    expect(threaded.counts).toEqual(direct.counts);
    expect(threaded.newestPointAt).toBe(direct.newestPointAt);
    expect(threaded.oldestPointAt).toBe(direct.oldestPointAt);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const sog = threaded.watched?.byVariable.get("SOG");
    expect(sog?.t).toBeInstanceOf(Float64Array);
    expect(sog?.t.length).toBe(20_000);
    expect(threaded.watched?.times.length).toBe(20_000);

    const threadStore = SqliteTimeSeriesStore.open(path.join(dir, "thread", TIMESERIES_SQLITE_FILE));
    try {
      expect(await pointsOf(threadStore)).toEqual(await pointsOf(mainStore));
      expect(await threadStore.totals()).toEqual(await mainStore.totals());
    } finally {
      await threadStore.close();
      await mainStore.close();
    }
  });

  it("answers a package's own error as a PackageError", async () => {
    const zipPath = path.join(dir, "bad.zip");
    await writeDataPackage(zipPath, { manifest, rows: rows(0) });
    fs.writeFileSync(zipPath, "not a zip");
    await expect(inThread(zipPath, dir)).rejects.toThrow(PackageError);
  });

  it("stops and rolls back when aborted", async () => {
    const zipPath = path.join(dir, "p.zip");
    await writeDataPackage(zipPath, { manifest, rows: rows(200_000) });
    const abort = new AbortController();
    const running = inThread(zipPath, dir, {
      signal: abort.signal,
      onProgress: (f) => {
        if (f > 0.2) abort.abort();
      },
    });
    await expect(running).rejects.toThrow(ImportCancelled);
    const store = SqliteTimeSeriesStore.open(path.join(dir, TIMESERIES_SQLITE_FILE));
    try {
      expect((await store.totals()).points).toBe(0);
    } finally {
      await store.close();
    }
  });

  it("fails with a message when the thread runs out of memory mid-import, and the store takes the next import", async () => {
    // 9,000 variables of 150 taxa each: their definitions (held until Variables.csv is read) need far
    // more than 24 MB, which the thread's code alone fits in. The writer has begun by then.
    const variables = Array.from({ length: 9_000 }, (_, k) => ({
      name: `V${k}`,
      unit: "kW",
      onboardSystem: "Bench",
      taxa: Array.from({ length: 150 }, (_, j) => `Taxon ${k} ${j}`),
    }));
    const bigZip = path.join(dir, "big.zip");
    await writeDataPackage(bigZip, { manifest, variables, rows: rows(10) });
    const limits = { ...DEFAULT_PACKAGE_LIMITS, maxCompressionRatio: 10_000 };
    let memoryMb = 24;
    const thread = new ImportThread(() => memoryMb);
    const job = {
      limits: DEFAULT_PACKAGE_LIMITS,
      store: { DATABASE_SCHEMA: "public", DATA_DIR: dir },
      vesselId: VESSEL,
      watch: null,
      receivedAt: Date.now(),
    };
    await expect(thread.run({ ...job, zipPath: bigZip, limits })).rejects.toThrow(
      new ImportThreadError(
        "The import ran out of memory: an import may use 24 MB (IMPORT_THREAD_MEMORY_MB). Nothing of the package was stored.",
      ),
    );
    const zipPath = path.join(dir, "p.zip");
    await writeDataPackage(zipPath, { manifest, rows: rows(1_000) });
    // The same thread object starts a new thread, with the memory configured now.
    memoryMb = 128;
    try {
      const next = await thread.run({ ...job, zipPath });
      expect(next.counts).toMatchObject({ points: 2_000, variables: 2 });
      // A second import reuses the thread.
      expect((await thread.run({ ...job, zipPath })).counts.points).toBe(2_000);
    } finally {
      await thread.close();
    }
  });
});
