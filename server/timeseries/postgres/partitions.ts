import type pg from "pg";
import { inTransaction } from "../../shared/pgTransaction.js";

/**
 * Month partitions of the PostgreSQL raw points table (docs/operations.md, "Time series on
 * PostgreSQL"). `ts_points` is `PARTITION BY RANGE (t)`; partition `ts_points_y2025m03` holds
 * [2025-03-01, 2025-04-01) UTC in epoch milliseconds. There is no default partition: a partition is
 * created before a writer writes into its month, and a row without one is refused by PostgreSQL
 * ("no partition of relation ... found for row").
 *
 * A partition is created as a plain table and then attached: ATTACH takes only a SHARE UPDATE
 * EXCLUSIVE lock on the parent, so it neither waits for readers and open imports nor blocks them
 * (CREATE TABLE ... PARTITION OF would take an ACCESS EXCLUSIVE lock). Creators take that lock first,
 * in a transaction of their own: it conflicts with itself, so creators on every process queue there,
 * and each looks for the partition again once it holds the lock (taking a table lock also brings the
 * session's catalog caches up to date, which an advisory lock does not): racing processes create a
 * month once.
 */

/** Start of the UTC month holding `t` (epoch ms). */
export function monthStart(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Start of the month after the one starting at `start`. */
export function nextMonth(start: number): number {
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Table name (without schema) of the partition of the month starting at `start`. */
export function partitionName(start: number): string {
  const d = new Date(start);
  const year = d.getUTCFullYear();
  const y = year < 0 ? `n${String(-year).padStart(4, "0")}` : String(year).padStart(4, "0");
  return `ts_points_y${y}m${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

const NAME = /^ts_points_y(n?)(\d{4,6})m(\d{2})$/;

/** The month start of a partition named by `partitionName`, or null for another name. */
export function monthOfPartition(name: string): number | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const year = Number(match[2]) * (match[1] ? -1 : 1);
  const date = new Date(Date.UTC(2000, Number(match[3]) - 1, 1));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** The distinct month starts of the given times. */
export function monthsOf(times: Iterable<number>): number[] {
  const months = new Set<number>();
  let last = Number.NaN;
  for (const t of times) {
    // Points arrive in runs of one month: skip the Date work while t stays in the month last seen.
    if (t >= last && t < nextMonth(last)) continue;
    last = monthStart(t);
    months.add(last);
  }
  return [...months].sort((a, b) => a - b);
}

/** The month partitions of `ts_points` in `schema`: name and month start, oldest first. */
export async function listPartitions(
  db: pg.Pool | pg.PoolClient,
  schema: string,
): Promise<Array<{ name: string; start: number; end: number }>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid
       JOIN pg_class p ON p.oid = i.inhparent
       JOIN pg_namespace n ON n.oid = p.relnamespace
     WHERE n.nspname = $1 AND p.relname = 'ts_points'`,
    [schema],
  );
  return rows
    .map((r) => ({ name: r.name, start: monthOfPartition(r.name) }))
    .filter((r): r is { name: string; start: number } => r.start !== null)
    .map((r) => ({ ...r, end: nextMonth(r.start) }))
    .sort((a, b) => a.start - b.start);
}

/** Of the given month starts, those without a partition yet (one catalog query). */
export async function missingMonths(
  db: pg.Pool | pg.PoolClient,
  schema: string,
  months: readonly number[],
): Promise<number[]> {
  if (months.length === 0) return [];
  const { rows } = await db.query<{ i: number }>(
    `SELECT i FROM unnest($1::text[]) WITH ORDINALITY AS m(name, i)
     WHERE to_regclass(format('%I.%I', $2::text, m.name)) IS NULL`,
    [months.map(partitionName), schema],
  );
  return rows.map((r) => months[Number(r.i) - 1]!);
}

/**
 * Creates the partitions of the given months that do not exist yet, in one short transaction of its
 * own on `client` (not the import's: a partition outlives a rolled-back import, which is harmless).
 */
export async function createMonthPartitions(
  client: pg.PoolClient,
  schema: string,
  months: readonly number[],
): Promise<number> {
  if (months.length === 0) return 0;
  let created = 0;
  await inTransaction(client, async () => {
    await client.query(`LOCK TABLE "${schema}".ts_points IN SHARE UPDATE EXCLUSIVE MODE`);
    for (const start of await missingMonths(client, schema, months)) {
      const name = `"${schema}".${partitionName(start)}`;
      await client.query(`CREATE TABLE ${name} (LIKE "${schema}".ts_points INCLUDING DEFAULTS)`);
      await client.query(
        `ALTER TABLE "${schema}".ts_points ATTACH PARTITION ${name}
         FOR VALUES FROM (${start}) TO (${nextMonth(start)})`,
      );
      created++;
    }
  });
  return created;
}

/**
 * Turns a `ts_points` created before partitioning (a plain table) into the partitioned one, in the
 * caller's transaction: the old table is renamed, the month partitions of its rows are created, every
 * row is copied, the old table dropped. Answers the rows moved, or null when nothing was to migrate.
 */
export async function migrateToPartitions(client: pg.PoolClient, schema: string): Promise<number | null> {
  const { rows } = await client.query<{ kind: string }>(
    `SELECT c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = 'ts_points'`,
    [schema],
  );
  if (rows[0]?.kind !== "r") return null;
  const s = `"${schema}"`;
  await client.query(`ALTER TABLE ${s}.ts_points RENAME TO ts_points_unpartitioned`);
  await client.query(`ALTER INDEX IF EXISTS ${s}.ts_points_pkey RENAME TO ts_points_unpartitioned_pkey`);
  await client.query(pointsTableDdl(schema));
  // One scan for the distinct days (floored, correct before 1970), months from those here.
  const { rows: months } = await client.query<{ m: string }>(
    `SELECT DISTINCT t - (((t % 86400000) + 86400000) % 86400000) AS m FROM ${s}.ts_points_unpartitioned`,
  );
  const starts = [...new Set(months.map((r) => monthStart(Number(r.m))))].sort((a, b) => a - b);
  for (const start of starts) {
    const name = `${s}.${partitionName(start)}`;
    await client.query(
      `CREATE TABLE ${name} PARTITION OF ${s}.ts_points FOR VALUES FROM (${start}) TO (${nextMonth(start)})`,
    );
  }
  const moved = await client.query(
    `INSERT INTO ${s}.ts_points (variable_id, t, v)
     SELECT variable_id, t, v FROM ${s}.ts_points_unpartitioned ORDER BY variable_id, t`,
  );
  await client.query(`DROP TABLE ${s}.ts_points_unpartitioned`);
  return moved.rowCount ?? 0;
}

/** The partitioned raw points table (its partitions carry the primary key's index each). */
export const pointsTableDdl = (schema: string) => `CREATE TABLE IF NOT EXISTS "${schema}".ts_points (
  variable_id integer NOT NULL, t bigint NOT NULL, v double precision NOT NULL, PRIMARY KEY (variable_id, t)
) PARTITION BY RANGE (t)`;
