import path from "node:path";
import type { StoreConfig } from "../config.js";
import { poolSizes } from "../shared/pgConnections.js";
import { PostgresTimeSeriesStore, type TimeSeriesPoolName } from "./postgres/PostgresTimeSeriesStore.js";
import { SqliteTimeSeriesStore } from "./sqlite/SqliteTimeSeriesStore.js";
import type { TimeSeriesStore } from "./TimeSeriesStore.js";

export const TIMESERIES_SQLITE_FILE = "timeseries.db";

/**
 * PostgreSQL when DATABASE_URL is set (tables ts_* in DATABASE_SCHEMA), else SQLite in DATA_DIR. `pool`
 * is its pool in the connection budget: the server's, or the import thread's own.
 */
export async function openTimeSeriesStore(
  config: StoreConfig,
  pool: TimeSeriesPoolName = "timeseries",
): Promise<TimeSeriesStore> {
  if (config.DATABASE_URL) {
    return PostgresTimeSeriesStore.connect(config.DATABASE_URL, {
      schema: config.DATABASE_SCHEMA,
      pool,
      maxConnections: poolSizes(config)[pool],
    });
  }
  return SqliteTimeSeriesStore.open(path.join(config.DATA_DIR, TIMESERIES_SQLITE_FILE));
}
