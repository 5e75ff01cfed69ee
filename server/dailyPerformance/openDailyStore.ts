import path from "node:path";
import type { StoreConfig } from "../config.js";
import { poolSizes } from "../shared/pgConnections.js";
import type { DailyStore } from "./DailyStore.js";
import { type DailyPoolName, PostgresDailyStore } from "./PostgresDailyStore.js";
import { SqliteDailyStore } from "./SqliteDailyStore.js";

export const DAILY_SQLITE_FILE = "daily.db";

/** PostgreSQL when DATABASE_URL is set (tables dp_* in DATABASE_SCHEMA), else SQLite in DATA_DIR. */
export async function openDailyStore(
  config: StoreConfig,
  pool: DailyPoolName = "daily",
): Promise<DailyStore> {
  if (config.DATABASE_URL)
    return PostgresDailyStore.connect(config.DATABASE_URL, {
      schema: config.DATABASE_SCHEMA,
      maxConnections: poolSizes(config)[pool],
      pool,
    });
  return SqliteDailyStore.open(path.join(config.DATA_DIR, DAILY_SQLITE_FILE));
}
