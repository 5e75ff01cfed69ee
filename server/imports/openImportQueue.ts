import path from "node:path";
import type { StoreConfig } from "../config.js";
import { poolSizes } from "../shared/pgConnections.js";
import type { ImportQueue } from "./ImportQueue.js";
import { SqlImportQueue } from "./SqlImportQueue.js";
import { PostgresDriver, SqliteDriver } from "./sqlDriver.js";

export const IMPORTS_SQLITE_FILE = "imports.db";

/** PostgreSQL tables when DATABASE_URL is set, else DATA_DIR/imports.db. */
export async function openImportQueue(config: StoreConfig): Promise<ImportQueue> {
  if (config.DATABASE_URL) {
    const driver = await PostgresDriver.connect(config.DATABASE_URL, config.DATABASE_SCHEMA, {
      pool: "importqueue",
      maxConnections: poolSizes(config).importqueue,
    });
    return SqlImportQueue.open(driver, config.DATABASE_SCHEMA);
  }
  return SqlImportQueue.open(SqliteDriver.open(path.join(config.DATA_DIR, IMPORTS_SQLITE_FILE)));
}
