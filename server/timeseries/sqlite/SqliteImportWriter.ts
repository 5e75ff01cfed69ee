import type Database from "better-sqlite3";
import { bucketStart } from "../../../domain/logdata/granularity.js";
import {
  type BucketStats,
  DAY_MS,
  FOUR_HOURS_MS,
  HOUR_MS,
  QUARTER_MS,
  QuarterAccumulator,
  rollUp,
  runsOf,
  statsOfPoint,
  TouchedRanges,
} from "../buckets.js";
import { keptByRetention } from "../keptByRetention.js";
import type {
  ImportCounts,
  ImportWriter,
  NoonReportInput,
  PointInput,
  PositionInput,
  VariableDefinition,
} from "../TimeSeriesStore.js";
import { checkPoint, checkPosition } from "../validateInput.js";
import { FOUR_HOURS_TABLE, mergeRollupSql, ROLLUP_TABLES, replaceRollupSql } from "./schema.js";

/** Rows per multi-row INSERT (3 parameters each, well under SQLite's parameter limit). */
const CHUNK = 200;
/** Quarter buckets held in memory before they are merged into the store. */
const FLUSH_BUCKETS = 50_000;
/** Raw points read at once when recomputing quarters. */
const RECOMPUTE_WINDOW_MS = DAY_MS;
/** Quarter rows read at once when recomputing hours and days. */
const ROLLUP_WINDOW_MS = 30 * DAY_MS;

type Row = [number, number, number];

/**
 * One package's writes on the store's writer connection inside one IMMEDIATE transaction.
 *
 * New points are inserted with INSERT OR IGNORE in chunks; when a chunk inserts fewer rows than it
 * holds, some points replaced stored ones (a re-import), so the chunk is written again with
 * INSERT OR REPLACE and its quarters are recomputed from raw points at commit. Points new to the
 * store are summed into quarter statistics in memory and merged into the stored quarters, so a fresh
 * package is never read back. Hours and days are then recomputed from the touched quarters.
 */
export class SqliteImportWriter implements ImportWriter {
  readonly #db: Database.Database;
  readonly #release: () => void;
  readonly #statements;
  readonly #quarters = new QuarterAccumulator();
  readonly #touched = new TouchedRanges();
  readonly #dirty = new Map<number, Set<number>>();
  readonly #rawFrom = new Map<number, number | null>();
  readonly #counts: ImportCounts = { points: 0, positions: 0, noonReports: 0, variables: 0 };
  #open = true;

  constructor(db: Database.Database, release: () => void) {
    this.#db = db;
    this.#release = release;
    const values = (n: number) => Array.from({ length: n }, () => "(?, ?, ?)").join(", ");
    this.#statements = {
      ignoreChunk: db.prepare(`INSERT OR IGNORE INTO points (variable_id, t, v) VALUES ${values(CHUNK)}`),
      replaceChunk: db.prepare(`INSERT OR REPLACE INTO points (variable_id, t, v) VALUES ${values(CHUNK)}`),
      ignoreOne: db.prepare("INSERT OR IGNORE INTO points (variable_id, t, v) VALUES (?, ?, ?)"),
      replaceOne: db.prepare("INSERT OR REPLACE INTO points (variable_id, t, v) VALUES (?, ?, ?)"),
      mergeQuarter: db.prepare(mergeRollupSql(ROLLUP_TABLES.Quarter)),
      replaceQuarter: db.prepare(replaceRollupSql(ROLLUP_TABLES.Quarter)),
      replaceHour: db.prepare(replaceRollupSql(ROLLUP_TABLES.Hour)),
      replaceDay: db.prepare(replaceRollupSql(ROLLUP_TABLES.Day)),
      replaceFourHours: db.prepare(replaceRollupSql(FOUR_HOURS_TABLE)),
      rawRange: db
        .prepare("SELECT t, v FROM points WHERE variable_id = ? AND t >= ? AND t < ? ORDER BY t")
        .raw(),
      quarterRange: db
        .prepare(
          `SELECT t, vmin, vmax, vsum, n, vfirst, tfirst, vlast, tlast FROM ${ROLLUP_TABLES.Quarter}
           WHERE variable_id = ? AND t >= ? AND t < ? ORDER BY t`,
        )
        .raw(),
      extent: db.prepare(
        `UPDATE log_variables SET first_at = min(coalesce(first_at, @from), @from), last_at = max(coalesce(last_at, @to), @to)
         WHERE id = @id`,
      ),
      defineVariable: db.prepare(
        `INSERT INTO log_variables (vessel_id, name, unit, onboard_system, taxa) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (vessel_id, name) DO UPDATE SET
           unit = CASE WHEN excluded.unit = '' THEN unit ELSE excluded.unit END,
           onboard_system = CASE WHEN excluded.onboard_system = '' THEN onboard_system ELSE excluded.onboard_system END,
           taxa = CASE WHEN excluded.taxa = '[]' THEN taxa ELSE excluded.taxa END
         RETURNING id`,
      ),
      position: db.prepare(
        "INSERT OR REPLACE INTO positions (vessel_id, t, latitude, longitude) VALUES (?, ?, ?, ?)",
      ),
      rawFrom: db.prepare("SELECT raw_from FROM log_variables WHERE id = ?").pluck(),
      noonReport: db.prepare("INSERT OR REPLACE INTO noon_reports (vessel_id, t, vals) VALUES (?, ?, ?)"),
    };
  }

  async defineVariables(
    vesselId: string,
    variables: readonly VariableDefinition[],
  ): Promise<Map<string, number>> {
    this.#checkOpen();
    const ids = new Map<string, number>();
    for (const v of variables) {
      const row = this.#statements.defineVariable.get(
        vesselId,
        v.name,
        v.unit.trim(),
        v.onboardSystem.trim(),
        JSON.stringify(v.taxa.map((t) => t.trim()).filter((t) => t !== "")),
      ) as { id: number };
      ids.set(v.name, row.id);
    }
    this.#counts.variables += variables.length;
    return ids;
  }

  async writePoints(input: readonly PointInput[]): Promise<void> {
    this.#checkOpen();
    const s = this.#statements;
    const points = keptByRetention(
      input,
      this.#rawFrom,
      (id) => (s.rawFrom.get(id) as number | null) ?? null,
    );
    const params = new Array<number>(CHUNK * 3);
    let i = 0;
    for (; i + CHUNK <= points.length; i += CHUNK) {
      for (let j = 0; j < CHUNK; j++) {
        const p = points[i + j]!;
        checkPoint(p);
        params[j * 3] = p.variableId;
        params[j * 3 + 1] = p.t;
        params[j * 3 + 2] = p.v;
      }
      if (s.ignoreChunk.run(params).changes === CHUNK) {
        for (let j = i; j < i + CHUNK; j++) this.#added(points[j]!);
      } else {
        s.replaceChunk.run(params);
        for (let j = i; j < i + CHUNK; j++) this.#replaced(points[j]!);
      }
    }
    for (; i < points.length; i++) {
      const p = points[i]!;
      checkPoint(p);
      if (s.ignoreOne.run(p.variableId, p.t, p.v).changes === 1) this.#added(p);
      else {
        s.replaceOne.run(p.variableId, p.t, p.v);
        this.#replaced(p);
      }
    }
    this.#counts.points += input.length;
    if (this.#quarters.size >= FLUSH_BUCKETS) this.#flushQuarters();
  }

  async writePositions(vesselId: string, positions: readonly PositionInput[]): Promise<void> {
    this.#checkOpen();
    for (const p of positions) {
      checkPosition(p);
      this.#statements.position.run(vesselId, p.t, p.latitude, p.longitude);
    }
    this.#counts.positions += positions.length;
  }

  async writeNoonReports(vesselId: string, reports: readonly NoonReportInput[]): Promise<void> {
    this.#checkOpen();
    for (const r of reports) this.#statements.noonReport.run(vesselId, r.t, JSON.stringify(r.values));
    this.#counts.noonReports += reports.length;
  }

  async commit(): Promise<ImportCounts> {
    this.#checkOpen();
    try {
      this.#flushQuarters();
      this.#recomputeDirtyQuarters();
      this.#recomputeHoursAndDays();
      for (const [variableId, range] of this.#touched.byVariable) {
        this.#statements.extent.run({ from: range.from, to: range.to, id: variableId });
      }
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#end();
      throw error;
    }
    // Copy the package's pages from the WAL into the database now. Until every frame is copied back,
    // readers look each page up in the WAL index: after a 5,256,000-point import even a sum over one
    // day of ten variables took 24 ms instead of 1 (docs/performance.md, "One day raw"). PASSIVE never
    // waits for readers; what they still hold, or what a failure left, a later checkpoint copies.
    try {
      this.#db.pragma("wal_checkpoint(PASSIVE)");
    } catch {
      // the package is committed either way
    }
    this.#end(false);
    return { ...this.#counts };
  }

  async rollback(): Promise<void> {
    if (!this.#open) return;
    this.#end();
  }

  #added(p: PointInput): void {
    this.#quarters.add(p.variableId, p.t, p.v);
    this.#touched.add(p.variableId, p.t);
  }

  #replaced(p: PointInput): void {
    let dirty = this.#dirty.get(p.variableId);
    if (!dirty) {
      dirty = new Set();
      this.#dirty.set(p.variableId, dirty);
    }
    dirty.add(bucketStart(p.t, QUARTER_MS));
    this.#touched.add(p.variableId, p.t);
  }

  #flushQuarters(): void {
    const merge = this.#statements.mergeQuarter;
    for (const [variableId, t, s] of this.#quarters.drain()) {
      merge.run(variableId, t, s.min, s.max, s.sum, s.count, s.first, s.firstT, s.last, s.lastT);
    }
  }

  /** Quarters holding a replaced point are rebuilt from the raw points now stored. */
  #recomputeDirtyQuarters(): void {
    const { rawRange, replaceQuarter } = this.#statements;
    for (const [variableId, starts] of this.#dirty) {
      for (const run of runsOf(starts, QUARTER_MS)) {
        for (let from = run.from; from < run.to; from += RECOMPUTE_WINDOW_MS) {
          const to = Math.min(run.to, from + RECOMPUTE_WINDOW_MS);
          const rows = rawRange.all(variableId, from, to) as Row[];
          const quarters = rollUp(
            rows.map(([t, v]) => ({ t, stats: statsOfPoint(t, v) })),
            QUARTER_MS,
          );
          for (const q of quarters) writeStats(replaceQuarter, variableId, q.t, q.stats);
        }
      }
    }
  }

  /** Hours and days of every touched day are rebuilt from their quarters. */
  #recomputeHoursAndDays(): void {
    const { quarterRange, replaceHour, replaceDay, replaceFourHours } = this.#statements;
    for (const [variableId, range] of this.#touched.byVariable) {
      const first = bucketStart(range.from, DAY_MS);
      const end = bucketStart(range.to, DAY_MS) + DAY_MS;
      for (let from = first; from < end; from += ROLLUP_WINDOW_MS) {
        const rows = quarterRange.all(variableId, from, Math.min(end, from + ROLLUP_WINDOW_MS)) as number[][];
        const quarters = rows.map((r) => ({ t: r[0]!, stats: statsOfRow(r) }));
        for (const h of rollUp(quarters, HOUR_MS)) writeStats(replaceHour, variableId, h.t, h.stats);
        for (const d of rollUp(quarters, DAY_MS)) writeStats(replaceDay, variableId, d.t, d.stats);
        for (const f of rollUp(quarters, FOUR_HOURS_MS))
          writeStats(replaceFourHours, variableId, f.t, f.stats);
      }
    }
  }

  #checkOpen(): void {
    if (!this.#open) throw new Error("This import has already been committed or rolled back.");
  }

  #end(rollback = true): void {
    this.#open = false;
    try {
      if (rollback && this.#db.inTransaction) this.#db.exec("ROLLBACK");
    } finally {
      this.#release();
    }
  }
}

function statsOfRow(r: number[]): BucketStats {
  return {
    min: r[1]!,
    max: r[2]!,
    sum: r[3]!,
    count: r[4]!,
    first: r[5]!,
    firstT: r[6]!,
    last: r[7]!,
    lastT: r[8]!,
  };
}

function writeStats(statement: Database.Statement, variableId: number, t: number, s: BucketStats): void {
  statement.run(variableId, t, s.min, s.max, s.sum, s.count, s.first, s.firstT, s.last, s.lastT);
}
