import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { PostgresDriver } from "../../server/imports/sqlDriver.js";
import { PostgresSnapshotStore } from "../../server/projections/PostgresSnapshotStore.js";
import { PostgresKeyedRowStore } from "../../server/readmodels/PostgresKeyedRowStore.js";
import { dropSchema, TEST_DATABASE_URL } from "../support/storeFixtures.js";

/**
 * A pooled PostgreSQL connection that dies while idle (a restarted or failed-over server, an
 * administrator ending sessions) emits an error on its pool: without a listener that error is uncaught
 * and stops the server process. Every store's pool must take it and connect again on the next query.
 */
describe.skipIf(!TEST_DATABASE_URL)("idle pooled connections that die", () => {
  const url = TEST_DATABASE_URL!;
  const schema = `idle_pool_${process.pid}`;
  afterAll(() => dropSchema(url, schema));

  const stores: Array<{
    app: string;
    open: () => Promise<{ query: () => Promise<unknown>; close: () => Promise<void> }>;
  }> = [
    {
      app: "keelson-readmodels",
      open: async () => {
        const store = new PostgresKeyedRowStore(url, schema);
        return { query: () => store.checkpoint("idle-test"), close: () => store.close() };
      },
    },
    {
      app: "keelson-snapshots",
      open: async () => {
        const setup = new pg.Pool({ connectionString: url, max: 1 });
        await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        await setup.end();
        const store = new PostgresSnapshotStore(url, schema);
        return { query: () => store.load("idle-test"), close: () => store.close() };
      },
    },
    {
      app: "keelson-importqueue",
      open: async () => {
        const driver = await PostgresDriver.connect(url, schema, { pool: "importqueue" });
        return { query: () => driver.all("SELECT 1"), close: () => driver.close() };
      },
    },
  ];

  for (const { app, open } of stores)
    it(`${app}: the process keeps running and the next query connects again`, async () => {
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.on("uncaughtException", onUncaught);
      const store = await open();
      const admin = new pg.Client({ connectionString: url });
      try {
        await store.query();
        await admin.connect();
        const ended = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()",
          [app],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(uncaught).toEqual([]);
        await expect(store.query()).resolves.not.toThrow();
      } finally {
        process.off("uncaughtException", onUncaught);
        await admin.end();
        await store.close();
      }
    });
});
