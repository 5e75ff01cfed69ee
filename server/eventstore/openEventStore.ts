import path from "node:path";
import type { StoreConfig } from "../config.js";
import { PostgresSnapshotStore } from "../projections/PostgresSnapshotStore.js";
import type { SnapshotStore } from "../projections/SnapshotStore.js";
import { SqliteSnapshotStore } from "../projections/SqliteSnapshotStore.js";
import type { KeyedRowStore } from "../readmodels/KeyedRowStore.js";
import { PostgresKeyedRowStore } from "../readmodels/PostgresKeyedRowStore.js";
import { SqliteKeyedRowStore } from "../readmodels/SqliteKeyedRowStore.js";
import { poolSizes } from "../shared/pgConnections.js";
import type { EventStore } from "./EventStore.js";
import type { LedgerStore } from "./ledger/Ledger.js";
import type { StoreLogger } from "./PollingSubscription.js";
import { PostgresEventStore } from "./postgres/PostgresEventStore.js";
import { SqliteEventStore } from "./sqlite/SqliteEventStore.js";

export const SQLITE_FILE = "keelson.db";

/**
 * PostgreSQL when DATABASE_URL is set (schema DATABASE_SCHEMA, default public), else SQLite in DATA_DIR;
 * with the projection snapshots and the stored read models' tables beside the log.
 */
export async function openEventStore(
  config: StoreConfig,
  logger?: StoreLogger,
): Promise<{ store: EventStore; ledger: LedgerStore; snapshots: SnapshotStore; rows: KeyedRowStore }> {
  if (config.DATABASE_URL) {
    const schema = config.DATABASE_SCHEMA;
    const sizes = poolSizes(config);
    const store = await PostgresEventStore.connect(config.DATABASE_URL, {
      schema,
      logger,
      maxConnections: sizes.eventstore,
    });
    return {
      store,
      ledger: store,
      snapshots: new PostgresSnapshotStore(config.DATABASE_URL, schema, sizes.snapshots),
      rows: new PostgresKeyedRowStore(config.DATABASE_URL, schema, sizes.readmodels),
    };
  }
  const store = SqliteEventStore.open(path.join(config.DATA_DIR, SQLITE_FILE), { logger });
  return {
    store,
    ledger: store,
    snapshots: new SqliteSnapshotStore(store.db),
    rows: new SqliteKeyedRowStore(store.db),
  };
}
