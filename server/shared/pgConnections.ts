import pg from "pg";

/**
 * A server process's PostgreSQL connection budget (PG_MAX_CONNECTIONS, docs/operations.md "PostgreSQL
 * connections"): every pool and dedicated connection a process opens is listed here with the least it
 * works with and its share of the rest, so what one process can hold at once never exceeds the budget.
 */
export interface PgPoolSpec {
  /** Its application_name in pg_stat_activity. */
  applicationName: string;
  /** Connections it cannot work with fewer of (see `why`). */
  min: number;
  /** Its share of the budget left over once every pool has its minimum; 0 keeps it at the minimum. */
  weight: number;
  why: string;
}

export const PG_POOLS = {
  eventstore: {
    applicationName: "keelson-eventstore",
    min: 2,
    weight: 5,
    why: "appends (one group commit at a time), every read model's catch-up reads and the stream loads of commands: the busiest pool; two so folding never waits behind a commit",
  },
  "eventstore-listener": {
    applicationName: "keelson-eventstore-listener",
    min: 1,
    weight: 0,
    why: "the one LISTEN connection that wakes the read models on another process's append",
  },
  snapshots: {
    applicationName: "keelson-snapshots",
    min: 1,
    weight: 0,
    why: "projection snapshots and activity, read at start and saved now and then",
  },
  readmodels: {
    applicationName: "keelson-readmodels",
    min: 1,
    weight: 1,
    why: "the stored read models: a fold's write transaction and the routes' reads of rows",
  },
  locks: {
    applicationName: "keelson-locks",
    min: 2,
    weight: 1,
    why: "a cluster lock holds its connection while its work runs; the demo seeding (one lock) takes unique-name locks inside it",
  },
  roles: {
    applicationName: "keelson-roles",
    min: 1,
    weight: 0,
    why: "the one connection holding this process's singleton roles (released when it ends)",
  },
  timeseries: {
    applicationName: "keelson-timeseries",
    min: 2,
    weight: 3,
    why: "log data reads (charts, analyses, daily values); a writer's transaction holds one while its month partitions are created on another",
  },
  daily: {
    applicationName: "keelson-daily",
    min: 1,
    weight: 1,
    why: "daily performance values, read by the pages and rewritten after imports",
  },
  alertstate: {
    applicationName: "keelson-alertstate",
    min: 1,
    weight: 0,
    why: "the alert evaluators' state, one short transaction per evaluation",
  },
  importqueue: {
    applicationName: "keelson-importqueue",
    min: 1,
    weight: 1,
    why: "import queues and records: claims, lease renewals, progress and the status page",
  },
  blobs: {
    applicationName: "keelson-blobs",
    min: 1,
    weight: 1,
    why: "vessel documents, written and read a chunk at a time",
  },
  "import-thread": {
    applicationName: "keelson-import-thread",
    min: 2,
    weight: 0,
    why: "the import thread's own time-series pool: one import at a time, its transaction plus one for month partitions",
  },
  "summary-thread": {
    applicationName: "keelson-summary-thread",
    min: 1,
    weight: 0,
    why: "the data-quality Summary thread's log variables (each vessel's mapping), one read at a time",
  },
  "summary-thread-daily": {
    applicationName: "keelson-summary-thread-daily",
    min: 1,
    weight: 0,
    why: "the data-quality Summary thread's reads of the stored quality days, one at a time",
  },
} as const satisfies Record<string, PgPoolSpec>;

export type PgPoolName = keyof typeof PG_POOLS;

const POOL_NAMES = Object.keys(PG_POOLS) as PgPoolName[];

/** The least PG_MAX_CONNECTIONS a process starts with: every pool's minimum. */
export const MIN_PG_CONNECTIONS = POOL_NAMES.reduce((sum, name) => sum + PG_POOLS[name].min, 0);

/** PG_MAX_CONNECTIONS when unset: three processes (78) fit PostgreSQL's default max_connections of 100. */
export const DEFAULT_PG_CONNECTIONS = 26;

/** Each pool's (or dedicated connection's) largest size under `budget`; they add up to `budget`. */
export type ConnectionPlan = Readonly<Record<PgPoolName, number>>;

/**
 * Divides `budget` among the pools: each gets its minimum, then the rest one connection at a time to the
 * pool with the highest weight / (connections it got beyond its minimum + 1), ties to the pool listed
 * first (D'Hondt's rule: the shares follow the weights, and a larger budget never shrinks a pool). Throws
 * when `budget` cannot give every pool its minimum.
 */
export function planConnections(budget: number): ConnectionPlan {
  if (!Number.isInteger(budget) || budget < MIN_PG_CONNECTIONS) {
    throw new RangeError(
      `PG_MAX_CONNECTIONS must be at least ${MIN_PG_CONNECTIONS} (each PostgreSQL pool of a server process needs its minimum), got ${budget}`,
    );
  }
  const plan = Object.fromEntries(POOL_NAMES.map((name) => [name, PG_POOLS[name].min])) as Record<
    PgPoolName,
    number
  >;
  const weighted = POOL_NAMES.filter((name) => PG_POOLS[name].weight > 0);
  for (let given = MIN_PG_CONNECTIONS; given < budget; given++) {
    let best = weighted[0]!;
    let bestQuotient = -1;
    for (const name of weighted) {
      const quotient = PG_POOLS[name].weight / (plan[name] - PG_POOLS[name].min + 1);
      if (quotient > bestQuotient) {
        best = name;
        bestQuotient = quotient;
      }
    }
    plan[best] += 1;
  }
  return plan;
}

/** The plan's size of one pool; an unset budget is the default one. */
export function poolMax(name: PgPoolName, budget: number = DEFAULT_PG_CONNECTIONS): number {
  return planConnections(budget)[name];
}

/** A configuration's budget (PG_MAX_CONNECTIONS); unset is the default one. */
export interface PgBudget {
  PG_MAX_CONNECTIONS?: number | undefined;
}

/** The pools' sizes under a configuration's budget. */
export function poolSizes(config: PgBudget): ConnectionPlan {
  return planConnections(config.PG_MAX_CONNECTIONS ?? DEFAULT_PG_CONNECTIONS);
}

/** What a pool (or a dedicated connection) holds now. */
export interface PoolUse {
  /** Connections open (in use or idle). */
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

const tracked = new Map<PgPoolName, Set<() => PoolUse | null>>();

/**
 * Counts a pool or connection of this process in `pgPoolUse()` (the /metrics gauges) while `use` answers;
 * it answers null once it is closed, and is dropped then.
 */
export function trackPoolUse(name: PgPoolName, use: () => PoolUse | null): void {
  const sources = tracked.get(name) ?? new Set();
  tracked.set(name, sources);
  sources.add(use);
}

/** What this process's pools hold now, per pool (summed over its stores of that kind). */
export function pgPoolUse(): Map<PgPoolName, PoolUse> {
  const out = new Map<PgPoolName, PoolUse>();
  for (const [name, sources] of tracked) {
    const sum: PoolUse = { total: 0, idle: 0, waiting: 0 };
    for (const source of sources) {
      const use = source();
      if (!use) {
        sources.delete(source);
        continue;
      }
      sum.total += use.total;
      sum.idle += use.idle;
      sum.waiting += use.waiting;
    }
    if (sources.size === 0) tracked.delete(name);
    else out.set(name, sum);
  }
  return out;
}

/**
 * A pool of the plan: sized `max` (by default the pool's share of the default budget), named in
 * pg_stat_activity, counted in the metrics, and taking an idle connection's error (without a listener
 * it is uncaught and stops the process; the pool replaces the connection).
 */
export function createPool(
  name: PgPoolName,
  connectionString: string,
  options: {
    max?: number | undefined;
    /** Instead of the pool's own name (a test telling its stores apart). */
    applicationName?: string | undefined;
    onIdleError?: (error: Error) => void;
  } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? poolMax(name),
    application_name: options.applicationName ?? PG_POOLS[name].applicationName,
  });
  pool.on("error", options.onIdleError ?? (() => undefined));
  trackPoolUse(name, () =>
    pool.ending ? null : { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
  );
  return pool;
}
