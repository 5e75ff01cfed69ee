import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { loadConfig } from "../../server/config.js";
import { ROOT_DIR } from "../../server/createApp.js";
import { DEFAULT_PACKAGE_LIMITS } from "../../server/imports/DataPackage.js";
import { ImportThread } from "../../server/imports/importInThread.js";
import { type LoggingHistoryRow, writeDataPackage } from "../../server/imports/packageWriter.js";
import type { PointInput } from "../../server/timeseries/TimeSeriesStore.js";
import { peakRssMb } from "./peakRss.js";
import { type BenchRow, judge } from "./table.js";
import { bareInsertRate } from "./timeseries.bench.js";

/** Points of the throughput case and of the memory case (BENCH_INGEST_POINTS / _RSS_POINTS shorten them). */
const POINTS = Number(process.env.BENCH_INGEST_POINTS ?? 1_000_000);
const RSS_POINTS = Number(process.env.BENCH_INGEST_RSS_POINTS ?? 5_000_000);
const VARIABLES = 40;
const T0 = Date.UTC(2024, 0, 1);
const SUITE = "ingest/sqlite";
const CHILD_FLAG = "--ingest-child";

/** Value of variable k at second i: deterministic, varied enough to compress like real data. */
const sensorValue = (k: number, i: number) =>
  Math.round((100 * (k + 1) + 10 * Math.sin(i / 229 + k)) * 1000) / 1000;

async function* packageRows(points: number): AsyncGenerator<LoggingHistoryRow> {
  const instants = Math.ceil(points / VARIABLES);
  for (let i = 0; i < instants; i++) {
    const timestamp = new Date(T0 + i * 1000).toISOString();
    for (let k = 0; k < VARIABLES; k++) yield { timestamp, variable: `Sensor${k}`, value: sensorValue(k, i) };
  }
}

/** The same rows as the package, as store input with variable ids 1…40, in batches. */
function* sameRows(points: number): Generator<PointInput[]> {
  const instants = Math.ceil(points / VARIABLES);
  let batch: PointInput[] = [];
  for (let i = 0; i < instants; i++) {
    for (let k = 0; k < VARIABLES; k++)
      batch.push({ variableId: k + 1, t: T0 + i * 1000, v: sensorValue(k, i) });
    if (batch.length >= 20_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const buildPackage = (file: string, points: number) =>
  writeDataPackage(file, {
    manifest: { imoNumber: "9312482", createdAt: new Date(T0).toISOString() },
    rows: packageRows(points),
  });

const memoryMb = () =>
  loadConfig({ IMPORT_THREAD_MEMORY_MB: process.env.IMPORT_THREAD_MEMORY_MB }).IMPORT_THREAD_MEMORY_MB;

/**
 * Zip -> CSV -> store with rollups, in one transaction, as the import worker does it: in an import
 * thread with the server's heap cap, writing to DATA_DIR/timeseries.db of `dataDir`.
 */
async function importZip(thread: ImportThread, zipPath: string, dataDir: string): Promise<number> {
  const result = await thread.run({
    zipPath,
    limits: DEFAULT_PACKAGE_LIMITS,
    store: { DATABASE_SCHEMA: "public", DATA_DIR: dataDir },
    vesselId: "bench-vessel",
    watch: null,
    receivedAt: Date.now(),
  });
  return result.counts.points;
}

export async function benchIngest(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-ingest-bench-"));
  try {
    const zip = join(dir, "package.zip");
    await buildPackage(zip, POINTS);
    const bare = bareInsertRate(join(dir, "bare.db"), sameRows(POINTS));
    // The server keeps its import thread between packages: start it with a small one first.
    const thread = new ImportThread(memoryMb);
    const small = join(dir, "small.zip");
    await buildPackage(small, VARIABLES);
    const threadStarted = performance.now();
    await importZip(thread, small, join(dir, "warm-up"));
    const threadStartMs = performance.now() - threadStarted;
    const started = performance.now();
    const stored = await importZip(thread, zip, join(dir, "stored"));
    const rate = (stored / (performance.now() - started)) * 1000;
    await thread.close();
    const rows: BenchRow[] = [
      judge(
        {
          suite: SUITE,
          case: `zip -> stored with rollups, ${stored.toLocaleString("en-US")} points (import thread)`,
          value: rate,
          unit: "points/s",
          baseline: bare,
          note: "baseline: bare insert",
        },
        { min: 250_000, minRatio: 0.5 },
      ),
      {
        suite: SUITE,
        case: "first import of a 40-point package, starting the import thread",
        value: threadStartMs,
        unit: "ms",
      },
    ];

    const bigZip = join(dir, "big.zip");
    await buildPackage(bigZip, RSS_POINTS);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tests/bench/ingest.bench.ts", CHILD_FLAG, bigZip, join(dir, "big")],
      { cwd: ROOT_DIR, maxBuffer: 1024 * 1024 },
    );
    const child = JSON.parse(stdout.trim().split("\n").at(-1)!) as { points: number; maxRssMb: number };
    rows.push({
      suite: SUITE,
      case: `peak RSS importing a ${child.points.toLocaleString("en-US")}-point package (import thread, child process)`,
      value: child.maxRssMb,
      unit: "MB",
      target: "< 500 MB",
      pass: child.maxRssMb < 500 && child.points === RSS_POINTS,
    });
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Child mode: import one package and report the process's peak memory.
if (process.argv[2] === CHILD_FLAG) {
  const thread = new ImportThread(memoryMb);
  const points = await importZip(thread, process.argv[3]!, process.argv[4]!);
  await thread.close();
  const maxRssMb = peakRssMb();
  process.stdout.write(`${JSON.stringify({ points, maxRssMb })}\n`);
}
