import pg from "pg";
import { KeyedMutex } from "../commands/KeyedMutex.js";
import type { Logger } from "../shared/logger.js";
import { createPool, PG_POOLS, type PgBudget, poolSizes, trackPoolUse } from "../shared/pgConnections.js";

/**
 * What several server processes on one store must agree on (docs/operations.md, "Several processes"):
 * - `exclusive(key, work)`: work that must not run at the same time anywhere (a unique name checked against
 *   the read model and then written; the demo seeding of an empty store);
 * - `holds(role)`: whether this process is the one that runs a singleton job now (the alert timers, the
 *   package and document maintenance). A role is taken by whoever asks first and kept while its process
 *   lives; when that process dies, the next process to ask takes it over.
 *
 * On the embedded store (SQLite) there is only one process: `exclusive` serialises within it and every
 * role is held. On PostgreSQL both are advisory locks: `exclusive` a session lock held for the work on a
 * pooled connection, a role a session lock on one dedicated connection, released by PostgreSQL itself
 * when the connection ends (the process exits, is killed, or loses its link).
 */
export interface ClusterLocks {
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
  holds(role: string): Promise<boolean>;
  /** Whether some process holds the role now (false once its holder died: its connection closed). */
  isHeld(role: string): Promise<boolean>;
  close(): Promise<void>;
}

/** First key of Keelson's two-key advisory locks for cluster coordination ("KELK"). */
export const CLUSTER_LOCK_CLASS = 0x4b454c4b;

/** FNV-1a of the text as a signed 32-bit integer (the second key of a two-key advisory lock). */
export function clusterLockKey(schema: string, name: string): number {
  let hash = 0x811c9dc5;
  const text = `${schema}:${name}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** One process (SQLite): a local mutex, every role held. */
export class LocalLocks implements ClusterLocks {
  private readonly mutex = new KeyedMutex();
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.mutex.run(key, work);
  }
  async holds(_role: string): Promise<boolean> {
    return true;
  }
  async isHeld(_role: string): Promise<boolean> {
    return true;
  }
  async close(): Promise<void> {}
}

/** Advisory locks on PostgreSQL, shared by every process on the database (and schema). */
export class PostgresLocks implements ClusterLocks {
  /** Callers of one process queue here first, so a busy key holds one pooled connection, not many. */
  private readonly local = new KeyedMutex();
  private readonly pool: pg.Pool;
  private roleClient: pg.Client | null = null;
  private roleClientStarting: Promise<pg.Client> | null = null;
  private readonly held = new Set<string>();
  private roleQueries: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly schema: string,
    private readonly logger: Logger,
    maxConnections?: number,
  ) {
    this.pool = createPool("locks", connectionString, {
      max: maxConnections,
      onIdleError: (error) =>
        logger.warn("cluster locks: pooled connection failed", { error: error.message }),
    });
    trackPoolUse("roles", () =>
      this.closed ? null : { total: this.roleClient ? 1 : 0, idle: 0, waiting: 0 },
    );
  }

  async exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.local.run(key, async () => {
      const lockKey = clusterLockKey(this.schema, key);
      const client = await this.pool.connect();
      let broken = false;
      try {
        await client.query("SELECT pg_advisory_lock($1, $2)", [CLUSTER_LOCK_CLASS, lockKey]);
        try {
          return await work();
        } finally {
          await client
            .query("SELECT pg_advisory_unlock($1, $2)", [CLUSTER_LOCK_CLASS, lockKey])
            .catch((e) => {
              // A connection that cannot unlock is closed below: PostgreSQL releases its locks then.
              broken = true;
              this.logger.warn("cluster locks: unlock failed", { key, error: String(e) });
            });
        }
      } finally {
        client.release(broken);
      }
    });
  }

  async holds(role: string): Promise<boolean> {
    if (this.closed) return false;
    if (this.held.has(role)) return true;
    try {
      const client = await this.roles();
      // One query at a time on the roles' connection (pg deprecates queueing on a busy client).
      const asked = this.roleQueries.then(() =>
        client.query<{ taken: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS taken", [
          CLUSTER_LOCK_CLASS,
          clusterLockKey(this.schema, `role:${role}`),
        ]),
      );
      this.roleQueries = asked.catch(() => undefined);
      const { rows } = await asked;
      if (rows[0]?.taken && this.roleClient === client) {
        if (!this.held.has(role)) this.logger.info("cluster role taken", { role });
        this.held.add(role);
        return true;
      }
      return false;
    } catch (error) {
      this.logger.warn("cluster locks: role check failed", { role, error: String(error) });
      return false;
    }
  }

  async isHeld(role: string): Promise<boolean> {
    if (this.held.has(role)) return true;
    // pg_locks shows a two-key advisory lock as classid, objid (unsigned) and objsubid 2.
    const { rows } = await this.pool.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND classid = $1::bigint::oid AND objid = $2::bigint::oid) AS held`,
      [CLUSTER_LOCK_CLASS >>> 0, clusterLockKey(this.schema, `role:${role}`) >>> 0],
    );
    return rows[0]?.held === true;
  }

  /** The connection holding the roles; when it ends every role is released (here and in PostgreSQL). */
  private roles(): Promise<pg.Client> {
    if (this.roleClient) return Promise.resolve(this.roleClient);
    this.roleClientStarting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.connectionString,
        application_name: PG_POOLS.roles.applicationName,
      });
      const lost = (reason: string) => {
        if (this.roleClient !== client) return;
        this.roleClient = null;
        if (this.held.size > 0 && !this.closed)
          this.logger.warn("cluster roles lost with their connection", { roles: [...this.held], reason });
        this.held.clear();
      };
      client.on("error", (error) => lost(error.message));
      client.on("end", () => lost("connection ended"));
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      this.roleClient = client;
      return client;
    })().finally(() => {
      this.roleClientStarting = null;
    });
    return this.roleClientStarting;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.roleClient;
    this.roleClient = null;
    this.held.clear();
    await client?.end().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}

/**
 * A unique rule checked against the read models, cluster-wide: the work runs under the key's lock, after
 * this process's read models have folded everything committed so far (another process's write included).
 */
export function clusterMutex(
  locks: ClusterLocks,
  caughtUp: () => Promise<void>,
): { run<T>(key: string, work: () => Promise<T>): Promise<T> } {
  return {
    run: (key, work) =>
      locks.exclusive(`unique:${key}`, async () => {
        await caughtUp();
        return work();
      }),
  };
}

export function openClusterLocks(
  config: { DATABASE_URL?: string | undefined; DATABASE_SCHEMA: string } & PgBudget,
  logger: Logger,
): ClusterLocks {
  return config.DATABASE_URL
    ? new PostgresLocks(config.DATABASE_URL, config.DATABASE_SCHEMA, logger, poolSizes(config).locks)
    : new LocalLocks();
}

/**
 * Runs `job` at start and every `everyMs`, but only in the process holding `role`. Every process asks on
 * each turn, so when the holder dies another takes the role (and the job) over at its next turn.
 */
export function singletonTimer(
  locks: ClusterLocks,
  role: string,
  everyMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): void } {
  let running = false;
  const turn = () => {
    if (running) return;
    running = true;
    void locks
      .holds(role)
      .then((mine) => (mine ? job() : undefined))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  turn();
  const timer = setInterval(turn, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
