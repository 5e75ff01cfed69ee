import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import pg from "pg";
import type { DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";
import type { EventStore } from "../../server/eventstore/EventStore.js";
import { PostgresEventStore } from "../../server/eventstore/postgres/PostgresEventStore.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { type BenchRow, type Goal, judge } from "./table.js";

/** Sizes per backend; PostgreSQL commits are fsync-bound, so it gets fewer rows. */
const SIZES = {
  sqlite: { appends: 20_000, streams: 1000, replay: 200_000, warmup: 500 },
  postgres: { appends: 2_000, streams: 1000, replay: 50_000, warmup: 100, concurrentWriters: 8 },
} as const;

const GOALS: { appends: Goal; replay: Goal; concurrentAppends: Goal } = {
  appends: { min: 5_000, minRatio: 0.5 },
  replay: { min: 200_000, minRatio: 0.5 },
  // Issue 18: appends from concurrent writers, grouped into shared commits, against plain INSERTs
  // from as many connections (which PostgreSQL group-commits too).
  concurrentAppends: { minRatio: 0.7 },
};

const metadata: EventMetadataInput = {
  userId: "bench-user",
  companyId: "bench-company",
  correlationId: "bench-correlation",
  causationId: null,
};

/** A realistic noon-report sized payload (~200 bytes of JSON). */
function benchEvent(i: number): DomainEvent {
  return {
    type: "NoonReportRecorded",
    data: {
      vesselId: "0b6f4f1e-9a55-4b0e-9d1c-4d5b8a8f1c2e",
      reportedAt: "2025-03-01T12:00:00.000Z",
      n: i,
      speedKnots: 12.4 + (i % 10) / 10,
      fuelTonnesPerDay: 23.75,
      position: { lat: 59.91 + (i % 100) / 1000, lon: 10.75 },
      remarks: "steady",
    },
  };
}

const SQLITE_DDL = `CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
  version INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
  recorded_at TEXT NOT NULL, UNIQUE (stream, version))`;

function perSecond(count: number, ms: number): number {
  return (count / ms) * 1000;
}

async function time(work: () => Promise<void> | void): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

type InsertRow = [string, string, number, string, string, string, string];

/** Appends single events round-robin to `streams` streams, with expected versions; each call times `count` appends. */
function storeWriter(store: EventStore, streams: number, prefix: string): (count: number) => Promise<number> {
  const versions = new Array<number>(streams).fill(-1);
  let i = 0;
  return (count) =>
    time(async () => {
      for (const end = i + count; i < end; i++) {
        const s = i % streams;
        const current = versions[s]!;
        const result = await store.append(`${prefix}-${s}`, [benchEvent(i)], {
          expectedVersion: current < 0 ? "no_stream" : current,
          metadata,
        });
        versions[s] = result.nextExpectedVersion;
      }
    });
}

/** The bare-driver counterpart: one plain INSERT of the same columns per event, each its own transaction. */
function bareWriter(
  insert: (row: InsertRow) => Promise<void> | void,
  streams: number,
  prefix: string,
): (count: number) => Promise<number> {
  const versions = new Array<number>(streams).fill(-1);
  let i = 0;
  return (count) =>
    time(async () => {
      for (const end = i + count; i < end; i++) {
        const s = i % streams;
        const version = versions[s]! + 1;
        versions[s] = version;
        const event = benchEvent(i);
        const recordedAt = new Date().toISOString();
        await insert([
          randomUUID(),
          `${prefix}-${s}`,
          version,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify({ ...metadata, recordedAt }),
          recordedAt,
        ]);
      }
    });
}

/**
 * Times `total` appends through the store and through the bare driver, in alternating rounds so that
 * drift during the run (WAL growth, checkpoints, disk cache) weighs on both alike. Returns per-second rates.
 */
async function compareAppends(
  store: (count: number) => Promise<number>,
  bare: (count: number) => Promise<number>,
  total: number,
  warmup: number,
  rounds = 10,
): Promise<{ value: number; baseline: number }> {
  await store(warmup);
  await bare(warmup);
  let storeMs = 0;
  let bareMs = 0;
  const perRound = Math.ceil(total / rounds);
  for (let done = 0; done < total; done += perRound) {
    const count = Math.min(perRound, total - done);
    storeMs += await store(count);
    bareMs += await bare(count);
  }
  return { value: perSecond(total, storeMs), baseline: perSecond(total, bareMs) };
}

/** Reads the log after `after` in pages of 1000 until empty; returns [ms, events]. */
async function replay(
  readPage: (after: number) => Promise<Array<{ position: number }>>,
): Promise<[number, number]> {
  let count = 0;
  const ms = await time(async () => {
    let after = 0;
    for (;;) {
      const page = await readPage(after);
      if (page.length === 0) break;
      count += page.length;
      after = page[page.length - 1]!.position;
    }
  });
  return [ms, count];
}

/** Store replay vs bare replay, alternating, best of three each. Returns per-second rates. */
async function compareReplay(
  store: EventStore,
  bareReadPage: (after: number) => Promise<Array<{ position: number }>>,
  expected: number,
): Promise<{ value: number; baseline: number }> {
  const storeRuns: Array<[number, number]> = [];
  const bareRuns: Array<[number, number]> = [];
  for (let run = 0; run < 3; run++) {
    bareRuns.push(await replay(bareReadPage));
    storeRuns.push(await replay((after) => store.readAll({ after, maxCount: 1000 })));
  }
  for (const [, count] of [...storeRuns, ...bareRuns]) {
    if (count !== expected) throw new Error(`replay read ${count} events, expected ${expected}`);
  }
  const fastest = (runs: Array<[number, number]>) => Math.min(...runs.map(([ms]) => ms));
  return { value: perSecond(expected, fastest(storeRuns)), baseline: perSecond(expected, fastest(bareRuns)) };
}

async function fill(store: EventStore, total: number): Promise<void> {
  const batch = 1000;
  for (let from = 0; from < total; from += batch) {
    const events = Array.from({ length: Math.min(batch, total - from) }, (_, i) => benchEvent(from + i));
    await store.append(`replay-${from / batch}`, events, { expectedVersion: "no_stream", metadata });
  }
}

const INSERT_COLUMNS = "id, stream, version, type, data, metadata, recorded_at";
const SELECT_PAGE = "SELECT position, id, stream, version, type, data, metadata FROM events";

function appendCases(streams: number): Array<[string, number]> {
  return [
    ["append 1 event, 1 stream", 1],
    [`append 1 event, ${streams.toLocaleString("en-US")} streams`, streams],
  ];
}

async function benchSqlite(): Promise<BenchRow[]> {
  const sizes = SIZES.sqlite;
  const suite = "eventstore/sqlite";
  const dir = mkdtempSync(join(tmpdir(), "keelson-bench-"));
  const rows: BenchRow[] = [];
  try {
    for (const [label, streams] of appendCases(sizes.streams)) {
      const store = new SqliteEventStore(join(dir, `store-${streams}.sqlite`));
      const bare = new Database(join(dir, `bare-${streams}.sqlite`));
      try {
        bare.pragma("journal_mode = WAL");
        bare.pragma("synchronous = NORMAL");
        bare.exec(SQLITE_DDL);
        const insert = bare.prepare<InsertRow>(
          `INSERT INTO events (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        );
        const rates = await compareAppends(
          storeWriter(store, streams, "bench"),
          bareWriter((row) => void insert.run(...row), streams, "bench"),
          sizes.appends,
          sizes.warmup,
        );
        rows.push(
          judge(
            {
              suite,
              case: `${label} (${sizes.appends.toLocaleString("en-US")})`,
              unit: "appends/s",
              ...rates,
            },
            GOALS.appends,
          ),
        );
      } finally {
        await store.close();
        bare.close();
      }
    }

    const store = new SqliteEventStore(join(dir, "replay.sqlite"));
    try {
      await fill(store, sizes.replay);
      // The same pages through the bare driver: keyset SELECT, rows as arrays, both JSON columns parsed.
      const select = store.db.prepare(`${SELECT_PAGE} WHERE position > ? ORDER BY position LIMIT 1000`).raw();
      const bareReadPage = async (after: number) => {
        const page = select.all(after) as [number, string, string, number, string, string, string][];
        const parsed = new Array<{ position: number; data: unknown; metadata: unknown }>(page.length);
        for (let i = 0; i < page.length; i++) {
          const row = page[i]!;
          parsed[i] = { position: row[0], data: JSON.parse(row[5]), metadata: JSON.parse(row[6]) };
        }
        return parsed;
      };
      const rates = await compareReplay(store, bareReadPage, sizes.replay);
      rows.push(
        judge(
          {
            suite,
            case: `replay readAll pages of 1000 (${sizes.replay.toLocaleString("en-US")})`,
            unit: "events/s",
            ...rates,
          },
          GOALS.replay,
        ),
      );
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

async function benchPostgres(url: string): Promise<BenchRow[]> {
  const sizes = SIZES.postgres;
  const suite = "eventstore/postgres";
  const schema = `bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const bareSchema = `${schema}_bare`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const rows: BenchRow[] = [];
  const store = await PostgresEventStore.connect(url, { schema });
  try {
    await admin.query(`CREATE SCHEMA "${bareSchema}"`);
    await admin.query(`CREATE TABLE "${bareSchema}".events (
      position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, id uuid NOT NULL UNIQUE, stream text NOT NULL,
      version integer NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL, UNIQUE (stream, version))`);
    // A single-row INSERT in autocommit is its own transaction, under the server's synchronous_commit.
    const bareInsert = async (row: InsertRow) => {
      await admin.query({
        name: "bench_bare_insert",
        text: `INSERT INTO "${bareSchema}".events (${INSERT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        values: row,
      });
    };
    for (const [label, streams] of appendCases(sizes.streams)) {
      const rates = await compareAppends(
        storeWriter(store, streams, `bench${streams}`),
        bareWriter(bareInsert, streams, `bench${streams}`),
        sizes.appends,
        sizes.warmup,
      );
      rows.push(
        judge({
          suite,
          case: `${label} (${sizes.appends.toLocaleString("en-US")})`,
          unit: "appends/s",
          ...rates,
        }),
      );
    }

    // Concurrent writers on separate streams, each appending with expected versions: the store groups
    // them into shared transactions under its append lock; the baseline is plain INSERTs from as many
    // connections, which PostgreSQL group-commits at the WAL flush.
    const writers = sizes.concurrentWriters;
    const barePool = new pg.Pool({ connectionString: url, max: writers });
    try {
      const bareParallelInsert = async (row: InsertRow) => {
        await barePool.query({
          name: "bench_bare_insert",
          text: `INSERT INTO "${bareSchema}".events (${INSERT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          values: row,
        });
      };
      const parallel = (make: (w: number) => (count: number) => Promise<number>) => {
        const each = Array.from({ length: writers }, (_, w) => make(w));
        return (count: number) =>
          time(async () => {
            // Split exactly `count` appends between the writers.
            await Promise.all(
              each.map((run, w) => run(Math.floor(count / writers) + (w < count % writers ? 1 : 0))),
            );
          });
      };
      const rates = await compareAppends(
        parallel((w) => storeWriter(store, 100, `par${w}`)),
        parallel((w) => bareWriter(bareParallelInsert, 100, `par${w}`)),
        sizes.appends,
        sizes.warmup,
      );
      rows.push(
        judge(
          {
            suite,
            case: `append 1 event, ${writers} concurrent writers (${sizes.appends.toLocaleString("en-US")})`,
            unit: "appends/s",
            ...rates,
          },
          GOALS.concurrentAppends,
        ),
      );
    } finally {
      await barePool.end();
    }

    // Replay a fresh log of exactly `replay` events.
    await admin.query(`TRUNCATE "${schema}".events`);
    await fill(store, sizes.replay);
    const bareReadPage = async (after: number) => {
      // The driver JSON.parses the jsonb columns (data, metadata) itself.
      const result = await admin.query<{ position: string; data: unknown; metadata: unknown }>({
        name: "bench_bare_page",
        text: `${SELECT_PAGE.replace("events", `"${schema}".events`)} WHERE position > $1 ORDER BY position LIMIT 1000`,
        values: [after],
      });
      return result.rows.map((row) => ({
        position: Number(row.position),
        data: row.data,
        metadata: row.metadata,
      }));
    };
    const rates = await compareReplay(store, bareReadPage, sizes.replay);
    rows.push(
      judge({
        suite,
        case: `replay readAll pages of 1000 (${sizes.replay.toLocaleString("en-US")})`,
        unit: "events/s",
        ...rates,
      }),
    );
  } finally {
    await store.close();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS "${bareSchema}" CASCADE`);
    await admin.end();
  }
  return rows;
}

/** Appends and replay on SQLite (always) and PostgreSQL (when TEST_DATABASE_URL or DATABASE_URL is set). */
export async function benchEventStore(): Promise<BenchRow[]> {
  const rows = await benchSqlite();
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    rows.push(...(await benchPostgres(url)));
  } else {
    rows.push({
      suite: "eventstore/postgres",
      case: "all cases",
      value: Number.NaN,
      unit: "",
      note: "skipped: set TEST_DATABASE_URL or DATABASE_URL",
    });
  }
  return rows;
}
