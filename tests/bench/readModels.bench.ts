import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import {
  incidentEvents,
  incidentIdOfVoyage,
  streamOfVessel,
  vesselSetup,
  voyageEvents,
} from "../support/voyageLogEvents.js";
import type { BenchRow } from "./table.js";

/**
 * Issue 18: a process's memory with the voyage logs and alert incidents stored in SQLite stays flat
 * while the log grows from 100 k to 2 M events (voyage-log events and one incident of 3 or 1 events per
 * vessel and voyage), against the in-memory fold of the same log (the projection runner's way before),
 * the time of the Notifications page's query (the newest 100 incidents of the fleet, with the bell's
 * count) and the rate of a rebuild of the 2 M events. Each figure is taken in a
 * fresh child process (heap after GC and peak RSS), so one measurement does not carry into the next.
 */
const VESSELS = 500;
/** BENCH_READ_MODEL_STEPS=30000,60000 for a quick run. */
const STEPS = process.env.BENCH_READ_MODEL_STEPS?.split(",").map(Number) ?? [
  100_000, 500_000, 1_000_000, 2_000_000,
];
const BASELINE_UP_TO = 2_100_000;
const SUITE = "read models";
const run = promisify(execFile);
const metadata = JSON.stringify({
  userId: "bench",
  companyId: null,
  correlationId: "bench",
  causationId: null,
});

interface Figures {
  cpuSeconds: number;
  events: number;
  seconds: number;
  coldReadMs: number;
  findMs: number;
  incidents: number;
  eventsOfVessel1: number;
  heapMB: number;
  peakRssMB: number;
  totalSeconds: number;
}

async function child(mode: string, path: string): Promise<Figures> {
  const script = join(import.meta.dirname, "readModels.child.ts");
  const { stdout } = await run(
    process.execPath,
    ["--expose-gc", "--max-old-space-size=6144", "--import", "tsx", script, mode, path, String(VESSELS)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Figures;
}

/** Appends whole voyages of every vessel in turn (as ships report) until the log holds `target` events. */
function grow(
  store: SqliteEventStore,
  state: { voyage: number; events: number; versions: number[] },
  target: number,
) {
  const insert = store.db.prepare(
    "INSERT INTO events (id, stream, version, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const recordedAt = new Date().toISOString();
  const round = store.db.transaction((voyage: number) => {
    for (let vessel = 1; vessel <= VESSELS; vessel++) {
      const events = [...(voyage === 0 ? vesselSetup(vessel) : []), ...voyageEvents(vessel, voyage)];
      for (const event of events) {
        const version = state.versions[vessel] ?? 0;
        state.versions[vessel] = version + 1;
        insert.run(
          randomUUID(),
          streamOfVessel(vessel),
          version,
          event.type,
          JSON.stringify(event.data),
          metadata,
          recordedAt,
        );
      }
      // An incident of the voyage (every tenth left open), in its own stream.
      const incident = incidentEvents(vessel, voyage, voyage % 10 !== 9);
      const stream = `incident-${incidentIdOfVoyage(vessel, voyage)}`;
      for (const [version, event] of incident.entries())
        insert.run(
          randomUUID(),
          stream,
          version,
          event.type,
          JSON.stringify(event.data),
          metadata,
          recordedAt,
        );
      state.events += events.length + incident.length;
    }
  });
  while (state.events < target) round(state.voyage++);
}

export async function benchReadModels(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-readmodels-bench-"));
  const path = join(dir, "keelson.db");
  const rows: BenchRow[] = [];
  const mb = (c: string, value: number, baseline?: number, note?: string): BenchRow => ({
    suite: SUITE,
    case: c,
    value,
    unit: "MB",
    ...(baseline !== undefined ? { baseline, ratio: value / baseline } : {}),
    ...(note ? { note } : {}),
  });
  try {
    const store = SqliteEventStore.open(path);
    const state = { voyage: 0, events: 0, versions: [] as number[] };
    let first: Figures | null = null;
    let last: Figures | null = null;
    for (const step of STEPS) {
      grow(store, state, step);
      const label = `${(state.events / 1000).toFixed(0)} k events`;
      console.error(`  ${SUITE}: ${state.events} events`);
      const stored = await child("stored", path);
      const memory = state.events <= BASELINE_UP_TO ? await child("memory", path) : null;
      first ??= stored;
      last = stored;
      rows.push(
        mb(
          `stored voyage logs and incidents, ${label}: heap after GC`,
          stored.heapMB,
          memory?.heapMB,
          memory ? "baseline: in memory" : "in memory not run",
        ),
        mb(`stored voyage logs and incidents, ${label}: peak RSS`, stored.peakRssMB, memory?.peakRssMB),
        {
          suite: SUITE,
          case: `stored voyage logs, ${label}: read a cold vessel (${stored.eventsOfVessel1} events)`,
          value: stored.coldReadMs,
          unit: "ms",
        },
        {
          suite: SUITE,
          case: `stored incidents, ${label}: newest 100 of ${stored.incidents} on ${VESSELS} vessels and the unread count, cold`,
          value: stored.findMs,
          unit: "ms",
          ...(memory ? { baseline: memory.findMs, ratio: stored.findMs / memory.findMs } : {}),
        },
      );
    }
    await store.close();
    const growth = last!.peakRssMB / first!.peakRssMB;
    rows.push({
      suite: SUITE,
      case: "stored: peak RSS at 2 M / at 100 k events",
      value: growth,
      unit: "×",
      target: "≤ 1.5",
      pass: growth <= 1.5,
    });
    const rebuild = await child("rebuild", path);
    const rate = rebuild.events / rebuild.seconds;
    rows.push(
      {
        suite: SUITE,
        case: `rebuild ${(rebuild.events / 1e6).toFixed(2)} M events (stream by stream)`,
        value: rate,
        unit: "events/s",
        target: "≥ 20,000",
        pass: rate >= 20_000,
      },
      {
        suite: SUITE,
        case: `rebuild ${(rebuild.events / 1e6).toFixed(2)} M events, per CPU second of the process`,
        value: rebuild.events / rebuild.cpuSeconds,
        unit: "events/s",
        note: "the wall-time rate above depends on the machine's load; this one much less",
      },
      mb("rebuild: peak RSS", rebuild.peakRssMB),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
