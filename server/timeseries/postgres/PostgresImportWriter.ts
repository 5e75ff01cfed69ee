import type pg from "pg";
import { bucketStart } from "../../../domain/logdata/granularity.js";
import { DAY_MS, HOUR_MS, QUARTER_MS, TouchedRanges } from "../buckets.js";
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
import { monthsOf } from "./partitions.js";
import { rollupFromRawSql, rollupFromRollupSql, type Tables } from "./schema.js";

/** Rows per INSERT ... SELECT FROM unnest(...) statement. */
const CHUNK = 10_000;

/**
 * One package's writes inside one transaction on a dedicated pooled connection. Points are upserted in
 * chunks; at commit the touched quarters are rebuilt from raw points, then hours and days of the
 * touched days from quarters and hours, all in SQL.
 */
export class PostgresImportWriter implements ImportWriter {
  readonly #client: pg.PoolClient;
  readonly #t: Tables;
  readonly #touched = new TouchedRanges();
  readonly #counts: ImportCounts = { points: 0, positions: 0, noonReports: 0, variables: 0 };
  readonly #ensurePartitions: (times: Iterable<number>) => Promise<unknown>;
  /** Months known to have a partition: once this import wrote, none of them can be dropped before commit. */
  readonly #months = new Set<number>();
  readonly #rawFrom = new Map<number, number | null>();
  readonly #onEnd: () => void;
  #open = true;

  /** `onEnd` is told once the transaction ended (committed or rolled back) and the connection went back. */
  constructor(
    client: pg.PoolClient,
    tables: Tables,
    ensurePartitions: (times: Iterable<number>) => Promise<unknown>,
    onEnd: () => void = () => undefined,
  ) {
    this.#client = client;
    this.#t = tables;
    this.#ensurePartitions = ensurePartitions;
    this.#onEnd = onEnd;
  }

  async defineVariables(
    vesselId: string,
    variables: readonly VariableDefinition[],
  ): Promise<Map<string, number>> {
    this.#checkOpen();
    const ids = new Map<string, number>();
    if (variables.length === 0) return ids;
    const result = await this.#client.query<{ id: number; name: string }>(
      `INSERT INTO ${this.#t.variables} (vessel_id, name, unit, onboard_system, taxa)
       SELECT $1, name, unit, onboard_system, taxa::jsonb
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS d(name, unit, onboard_system, taxa)
       ON CONFLICT (vessel_id, name) DO UPDATE SET
         unit = CASE WHEN EXCLUDED.unit = '' THEN ${this.#t.variables}.unit ELSE EXCLUDED.unit END,
         onboard_system = CASE WHEN EXCLUDED.onboard_system = '' THEN ${this.#t.variables}.onboard_system
           ELSE EXCLUDED.onboard_system END,
         taxa = CASE WHEN EXCLUDED.taxa = '[]'::jsonb THEN ${this.#t.variables}.taxa ELSE EXCLUDED.taxa END
       RETURNING id, name`,
      [
        vesselId,
        variables.map((v) => v.name),
        variables.map((v) => v.unit.trim()),
        variables.map((v) => v.onboardSystem.trim()),
        variables.map((v) => JSON.stringify(v.taxa.map((t) => t.trim()).filter((t) => t !== ""))),
      ],
    );
    for (const row of result.rows) ids.set(row.name, row.id);
    this.#counts.variables += variables.length;
    return ids;
  }

  async writePoints(points: readonly PointInput[]): Promise<void> {
    this.#checkOpen();
    for (let i = 0; i < points.length; i += CHUNK) {
      // One statement may not touch a row twice: the last of equal (variable, time) points wins.
      const latest = new Map<string, PointInput>();
      for (const p of points.slice(i, i + CHUNK)) {
        checkPoint(p);
        latest.set(`${p.variableId}:${p.t}`, p);
        this.#touched.add(p.variableId, p.t);
      }
      const rows = await this.#keptByRetention([...latest.values()]);
      if (rows.length === 0) continue;
      const months = monthsOf(rows.map((p) => p.t)).filter((m) => !this.#months.has(m));
      if (months.length > 0) {
        await this.#ensurePartitions(months);
        for (const m of months) this.#months.add(m);
      }
      await this.#client.query(
        `INSERT INTO ${this.#t.points} (variable_id, t, v)
         SELECT * FROM unnest($1::integer[], $2::bigint[], $3::double precision[])
         ON CONFLICT (variable_id, t) DO UPDATE SET v = EXCLUDED.v`,
        [rows.map((p) => p.variableId), rows.map((p) => p.t), rows.map((p) => p.v)],
      );
    }
    this.#counts.points += points.length;
  }

  /** The points at or after their variable's raw_from (keptByRetention.ts); raw_from read once per variable. */
  async #keptByRetention(points: readonly PointInput[]): Promise<readonly PointInput[]> {
    const unknown = [...new Set(points.map((p) => p.variableId))].filter((id) => !this.#rawFrom.has(id));
    if (unknown.length > 0) {
      const { rows } = await this.#client.query<{ id: number; raw_from: string | null }>(
        `SELECT id, raw_from FROM ${this.#t.variables} WHERE id = ANY($1::integer[]) AND raw_from IS NOT NULL`,
        [unknown],
      );
      for (const id of unknown) this.#rawFrom.set(id, null);
      for (const row of rows) this.#rawFrom.set(row.id, Number(row.raw_from));
    }
    return keptByRetention(points, this.#rawFrom, () => null);
  }

  async writePositions(vesselId: string, positions: readonly PositionInput[]): Promise<void> {
    this.#checkOpen();
    for (let i = 0; i < positions.length; i += CHUNK) {
      const latest = new Map<number, PositionInput>();
      for (const p of positions.slice(i, i + CHUNK)) {
        checkPosition(p);
        latest.set(p.t, p);
      }
      const rows = [...latest.values()];
      await this.#client.query(
        `INSERT INTO ${this.#t.positions} (vessel_id, t, latitude, longitude)
         SELECT $1, * FROM unnest($2::bigint[], $3::double precision[], $4::double precision[])
         ON CONFLICT (vessel_id, t) DO UPDATE SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude`,
        [vesselId, rows.map((p) => p.t), rows.map((p) => p.latitude), rows.map((p) => p.longitude)],
      );
    }
    this.#counts.positions += positions.length;
  }

  async writeNoonReports(vesselId: string, reports: readonly NoonReportInput[]): Promise<void> {
    this.#checkOpen();
    const latest = new Map<number, NoonReportInput>();
    for (const r of reports) latest.set(r.t, r);
    const rows = [...latest.values()];
    if (rows.length > 0) {
      await this.#client.query(
        `INSERT INTO ${this.#t.noonReports} (vessel_id, t, vals)
         SELECT $1, t, vals::jsonb FROM unnest($2::bigint[], $3::text[]) AS r(t, vals)
         ON CONFLICT (vessel_id, t) DO UPDATE SET vals = EXCLUDED.vals`,
        [vesselId, rows.map((r) => r.t), rows.map((r) => JSON.stringify(r.values))],
      );
    }
    this.#counts.noonReports += reports.length;
  }

  async commit(): Promise<ImportCounts> {
    this.#checkOpen();
    try {
      const touched = [...this.#touched.byVariable];
      if (touched.length > 0) {
        const ids = touched.map(([id]) => id);
        const ranges = (ms: number) => [
          ids,
          touched.map(([, r]) => bucketStart(r.from, ms)),
          touched.map(([, r]) => bucketStart(r.to, ms) + ms),
        ];
        const t = this.#t;
        await this.#client.query(rollupFromRawSql(t, t.Quarter, QUARTER_MS), ranges(QUARTER_MS));
        await this.#client.query(rollupFromRollupSql(t.Quarter, t.Hour, HOUR_MS), ranges(DAY_MS));
        await this.#client.query(rollupFromRollupSql(t.Hour, t.Day, DAY_MS), ranges(DAY_MS));
        await this.#client.query(
          `UPDATE ${t.variables} v SET first_at = LEAST(v.first_at, r.lo), last_at = GREATEST(v.last_at, r.hi)
           FROM unnest($1::integer[], $2::bigint[], $3::bigint[]) AS r(id, lo, hi) WHERE v.id = r.id`,
          [ids, touched.map(([, r]) => r.from), touched.map(([, r]) => r.to)],
        );
      }
      await this.#client.query("COMMIT");
    } catch (error) {
      await this.#end(true);
      throw error;
    }
    await this.#end(false);
    return { ...this.#counts };
  }

  async rollback(): Promise<void> {
    if (!this.#open) return;
    await this.#end(true);
  }

  #checkOpen(): void {
    if (!this.#open) throw new Error("This import has already been committed or rolled back.");
  }

  async #end(rollback: boolean): Promise<void> {
    this.#open = false;
    let broken: Error | undefined;
    if (rollback) {
      await this.#client.query("ROLLBACK").catch((error: Error) => {
        broken = error;
      });
    }
    this.#client.release(broken);
    this.#onEnd();
  }
}
