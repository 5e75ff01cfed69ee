import Database from "better-sqlite3";
import pg from "pg";
import { createPool, type PgPoolName } from "../shared/pgConnections.js";

export type SqlValue = string | number | null;

/**
 * The little SQL the import store needs, over SQLite or PostgreSQL. Statements are written once with `?`
 * placeholders (PostgreSQL gets `$1, $2, …`); `dialect` is there for the few clauses that differ.
 */
export interface SqlDriver {
  readonly dialect: "sqlite" | "postgres";
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Answers the number of rows changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs `work` in one transaction: everything or nothing. */
  transaction<T>(work: (tx: SqlDriver) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * One connection used by async callers: every statement and transaction waits its turn, so a statement
 * can never slip into another caller's open transaction.
 */
export class SqliteDriver implements SqlDriver {
  readonly dialect = "sqlite";
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Database.Database) {}

  static open(file: string): SqliteDriver {
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("busy_timeout = 5000");
    return new SqliteDriver(db);
  }

  all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.serial(async () => this.db.prepare(sql).all(...params) as T[]);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.serial(async () => this.runNow(sql, params));
  }

  transaction<T>(work: (tx: SqlDriver) => Promise<T>): Promise<T> {
    return this.serial(async () => {
      this.db.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(this.inside());
        this.db.exec("COMMIT");
        return result;
      } catch (error) {
        this.db.exec("ROLLBACK");
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    await this.tail.catch(() => undefined);
    this.db.close();
  }

  private runNow(sql: string, params: readonly SqlValue[]): number {
    return this.db.prepare(sql).run(...params).changes;
  }

  /** The driver as seen inside a transaction: statements run at once (the turn is already held). */
  private inside(): SqlDriver {
    return {
      dialect: this.dialect,
      all: async <T>(sql: string, params: readonly SqlValue[] = []) =>
        this.db.prepare(sql).all(...params) as T[],
      run: async (sql, params = []) => this.runNow(sql, params),
      transaction: (work) => work(this.inside()),
      close: async () => undefined,
    };
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export class PostgresDriver implements SqlDriver {
  readonly dialect = "postgres";

  constructor(private readonly client: pg.Pool | pg.PoolClient) {}

  /**
   * A small pool, `options.pool` of the connection budget; `schema` is created when missing (statements
   * name their tables with it).
   */
  static async connect(
    url: string,
    schema: string,
    options: { pool: Extract<PgPoolName, "importqueue" | "alertstate">; maxConnections?: number },
  ): Promise<PostgresDriver> {
    // An idle pooled client losing its connection must not crash the process; the pool replaces it.
    const pool = createPool(options.pool, url, { max: options.maxConnections });
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`).catch((error: { code?: string }) => {
      // Another store of this server may create the schema at the same moment.
      if (error.code !== "23505" && error.code !== "42P06") throw error;
    });
    return new PostgresDriver(pool);
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const result = await this.client.query(numbered(sql), [...params]);
    return result.rows as T[];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    const result = await this.client.query(numbered(sql), [...params]);
    return result.rowCount ?? 0;
  }

  async transaction<T>(work: (tx: SqlDriver) => Promise<T>): Promise<T> {
    if (!(this.client instanceof pg.Pool)) return work(this);
    const connection = await this.client.connect();
    try {
      await connection.query("BEGIN");
      const result = await work(new PostgresDriver(connection));
      await connection.query("COMMIT");
      return result;
    } catch (error) {
      await connection.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }

  async close(): Promise<void> {
    if (this.client instanceof pg.Pool) await this.client.end();
  }
}
