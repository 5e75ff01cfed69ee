import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { POSITION_HISTORY_STEP_MS, sampleEvery } from "../../domain/logdata/positions.js";
import { SqliteTimeSeriesStore } from "../../server/timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { TimeSeriesStore } from "../../server/timeseries/TimeSeriesStore.js";
import type { BenchRow } from "./table.js";

/** Five vessels with 90 days of positions every 10 minutes (12,960 each), as the demo fleet has. */
const VESSELS = 5;
const DAYS = 90;
const TRACK_DAYS = 14;
const STEP = 10 * 60_000;
const DAY = 86_400_000;
const RUNS = 21;
const SUITE = "fleet map";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** What GET /VesselHistories/Fleet reads: latest position, then the 14 days before it, sampled every 6 h. */
async function fleetAnswer(store: TimeSeriesStore, ids: readonly string[], trackDays: number) {
  return Promise.all(
    ids.map(async (id) => {
      const latest = await store.latestPosition(id);
      const track = latest
        ? await store.sampledPositions(id, latest.t - trackDays * DAY, latest.t, POSITION_HISTORY_STEP_MS)
        : [];
      return { id, latest, track };
    }),
  );
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function benchFleetMap(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-bench-fleet-"));
  const store = SqliteTimeSeriesStore.open(join(dir, "timeseries.db"));
  try {
    const ids = Array.from({ length: VESSELS }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const t0 = Date.UTC(2026, 0, 1);
    const writer = await store.beginImport();
    for (const [k, id] of ids.entries()) {
      await writer.writePositions(
        id,
        Array.from({ length: (DAYS * DAY) / STEP }, (_, i) => ({
          t: t0 + i * STEP,
          latitude: 10 + k + i / 10_000,
          longitude: -30 + i / 5_000,
        })),
      );
    }
    await writer.commit();
    await fleetAnswer(store, ids, TRACK_DAYS); // warm
    const fleet = await time(() => fleetAnswer(store, ids, TRACK_DAYS));
    const latestOnly = await time(() => fleetAnswer(store, ids, 0));
    const whole = await time(() => fleetAnswer(store, ids, DAYS));
    // The same 14-day answer read row by row and sampled in JavaScript (what the call did before).
    const scanned = await time(() =>
      Promise.all(
        ids.map(async (id) => {
          const latest = await store.latestPosition(id);
          return latest
            ? sampleEvery(
                await store.positions(id, latest.t - TRACK_DAYS * DAY, latest.t),
                POSITION_HISTORY_STEP_MS,
              )
            : [];
        }),
      ),
    );
    const note = `${VESSELS} vessels × ${DAYS} d of 10-min positions`;
    return [
      {
        suite: SUITE,
        case: `GET /VesselHistories/Fleet (${TRACK_DAYS} d track) p50`,
        value: fleet.p50,
        unit: "ms",
        note,
      },
      {
        suite: SUITE,
        case: `GET /VesselHistories/Fleet (${TRACK_DAYS} d track) p95`,
        value: fleet.p95,
        unit: "ms",
        note,
      },
      {
        suite: SUITE,
        case: `same track, every row read and sampled in JS p50`,
        value: scanned.p50,
        unit: "ms",
        note,
      },
      {
        suite: SUITE,
        case: `same track, every row read and sampled in JS p95`,
        value: scanned.p95,
        unit: "ms",
        note,
      },
      {
        suite: SUITE,
        case: "latest positions only (trackDays=0) p95",
        value: latestOnly.p95,
        unit: "ms",
        note,
      },
      { suite: SUITE, case: `whole ${DAYS} d track p95 (for scale)`, value: whole.p95, unit: "ms", note },
    ];
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
