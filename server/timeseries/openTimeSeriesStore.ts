import path from "node:path";
import type { ServerConfig } from "../config.js";
import { PostgresTimeSeriesStore } from "./postgres/PostgresTimeSeriesStore.js";
import { SqliteTimeSeriesStore } from "./sqlite/SqliteTimeSeriesStore.js";
import type { TimeSeriesStore } from "./TimeSeriesStore.js";

export const TIMESERIES_SQLITE_FILE = "timeseries.db";

/** PostgreSQL when DATABASE_URL is set (tables ts_* in DATABASE_SCHEMA), else SQLite in DATA_DIR. */
export async function openTimeSeriesStore(
  config: Pick<ServerConfig, "DATABASE_URL" | "DATABASE_SCHEMA" | "DATA_DIR">,
): Promise<TimeSeriesStore> {
  if (config.DATABASE_URL) {
    return PostgresTimeSeriesStore.connect(config.DATABASE_URL, { schema: config.DATABASE_SCHEMA });
  }
  return SqliteTimeSeriesStore.open(path.join(config.DATA_DIR, TIMESERIES_SQLITE_FILE));
}
