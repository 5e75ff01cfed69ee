import type { MiddlewareHandler } from "hono";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { ConcurrencyError, type EventStore } from "../../eventstore/EventStore.js";
import { routePatternOf } from "../../http/routePattern.js";
import type { ConnectionPlan, PgPoolName, PoolUse } from "../../shared/pgConnections.js";

/** What the gauges read when Prometheus scrapes (each answers for this process). */
export interface MetricSources {
  /** Messages waiting or running per import queue. */
  queueLengths(): Promise<Record<string, number>>;
  liveConnections(): number;
  /** Events committed to the store that this process's read models have not folded yet. */
  projectionLag(): Promise<number>;
  /** On PostgreSQL: what each pool of this process holds now, and the sizes PG_MAX_CONNECTIONS gave them. */
  pgPools?: { use(): Map<PgPoolName, PoolUse>; plan: ConnectionPlan; budget: number };
  /** What runs: package.json's version, the commit it was built from (or "unknown"). */
  build?: { version: string; commit: string };
}

/**
 * prom-client's default gauges whose names end in `_total`, a suffix Prometheus keeps for counters (promtool
 * check metrics: "non-counter metrics should not have "_total" suffix"). Each is the sum of the gauge of the
 * same name without the suffix, which is labelled by type and kept: `sum(keelson_nodejs_active_handles)`.
 */
const TOTAL_GAUGES = ["active_handles", "active_requests", "active_resources"].map(
  (name) => `keelson_nodejs_${name}_total`,
);

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics (served at /metrics). A registry per server, not prom-client's
 * global one, so several servers in one process (the tests) keep their own counts.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly requestSeconds: Histogram<"method" | "route">;
  private readonly appendSeconds: Histogram<"outcome">;
  private readonly importedPoints: Counter;
  private readonly importSeconds: Histogram<"outcome">;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: "keelson_" });
    for (const name of TOTAL_GAUGES) this.registry.removeSingleMetric(name);
    new Gauge({
      name: "keelson_build_info",
      help: "Always 1: the Keelson version, the commit it was built from and the Node.js version, as labels.",
      labelNames: ["version", "commit", "node"],
      registers,
    }).set(
      {
        version: sources.build?.version ?? "unknown",
        commit: sources.build?.commit ?? "unknown",
        node: process.version,
      },
      1,
    );
    this.requests = new Counter({
      name: "keelson_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status code.",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: "keelson_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route pattern.",
      labelNames: ["method", "route"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.appendSeconds = new Histogram({
      name: "keelson_eventstore_append_duration_seconds",
      help: "Time to append events to one stream, by outcome (ok, conflict, error).",
      labelNames: ["outcome"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.importedPoints = new Counter({
      name: "keelson_import_points_total",
      help: "Rows stored from imported data packages (log data points, positions, noon reports, variables).",
      registers,
    });
    this.importSeconds = new Histogram({
      name: "keelson_import_duration_seconds",
      help: "Time to import one data package, by outcome (imported, failed).",
      labelNames: ["outcome"],
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    });
    new Gauge({
      name: "keelson_import_queue_length",
      help: "Messages on an import queue (waiting or running).",
      labelNames: ["queue"],
      registers,
      async collect() {
        for (const [queue, length] of Object.entries(await sources.queueLengths()))
          this.set({ queue }, length);
      },
    });
    new Gauge({
      name: "keelson_live_connections",
      help: "Live (Socket.IO) connections held by this process.",
      registers,
      collect() {
        this.set(sources.liveConnections());
      },
    });
    new Gauge({
      name: "keelson_projection_lag_events",
      help: "Committed events this process's read models have not folded yet.",
      registers,
      async collect() {
        this.set(await sources.projectionLag());
      },
    });
    const pools = sources.pgPools;
    if (pools) this.poolGauges(pools, registers);
  }

  /** Per PostgreSQL pool (docs/operations.md, "PostgreSQL connections"): what it holds and may hold. */
  private poolGauges(pools: NonNullable<MetricSources["pgPools"]>, registers: Registry[]): void {
    const use = (pick: (u: PoolUse) => number) =>
      function (this: Gauge<"pool">) {
        this.reset();
        for (const [pool, u] of pools.use()) this.set({ pool }, pick(u));
      };
    new Gauge({
      name: "keelson_pg_pool_connections",
      help: "PostgreSQL connections a pool of this process holds open (in use or idle).",
      labelNames: ["pool"],
      registers,
      collect: use((u) => u.total),
    });
    new Gauge({
      name: "keelson_pg_pool_idle_connections",
      help: "PostgreSQL connections a pool of this process holds idle.",
      labelNames: ["pool"],
      registers,
      collect: use((u) => u.idle),
    });
    new Gauge({
      name: "keelson_pg_pool_waiting",
      help: "Callers waiting for a connection of a PostgreSQL pool of this process (the pool is at its size).",
      labelNames: ["pool"],
      registers,
      collect: use((u) => u.waiting),
    });
    const max = new Gauge({
      name: "keelson_pg_pool_max_connections",
      help: "Size of each PostgreSQL pool of this process: its share of PG_MAX_CONNECTIONS.",
      labelNames: ["pool"],
      registers,
    });
    for (const [pool, size] of Object.entries(pools.plan)) max.set({ pool }, size);
    new Gauge({
      name: "keelson_pg_connection_budget",
      help: "PostgreSQL connections this process may hold at once (PG_MAX_CONNECTIONS).",
      registers,
    }).set(pools.budget);
  }

  /** Counts and times every request by its route pattern (never the raw path: ids would explode the labels). */
  httpMiddleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const route = routePatternOf(c);
        const method = c.req.method;
        this.requests.inc({ method, route, status: String(c.res.status) });
        this.requestSeconds.observe({ method, route }, (performance.now() - started) / 1000);
      }
    };
  }

  /** The store with its appends timed; every other call passes straight through. */
  instrument(store: EventStore): EventStore {
    const appendSeconds = this.appendSeconds;
    return new Proxy(store, {
      get(target, property, receiver) {
        if (property !== "append") {
          const value = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (...args: Parameters<EventStore["append"]>) => {
          const stop = appendSeconds.startTimer();
          try {
            const result = await target.append(...args);
            stop({ outcome: "ok" });
            return result;
          } catch (error) {
            stop({ outcome: error instanceof ConcurrencyError ? "conflict" : "error" });
            throw error;
          }
        };
      },
    });
  }

  packageImported(rows: number, seconds: number): void {
    this.importedPoints.inc(rows);
    this.importSeconds.observe({ outcome: "imported" }, seconds);
  }

  packageFailed(seconds: number): void {
    this.importSeconds.observe({ outcome: "failed" }, seconds);
  }
}
