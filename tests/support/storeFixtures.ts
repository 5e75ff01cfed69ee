import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Set-up shared by the store contract tests (tests/contract): one contract, run on the SQLite and the
 * PostgreSQL adapter, each test on a fresh store.
 */

/** A store under test and what removes it. */
export interface StoreFixture<S> {
  store: S;
  cleanup: () => Promise<void>;
}

/** Before each test of the block a fresh store from `open`, handed to `use`; cleaned up after the test. */
export function freshStoreEachTest<S>(open: () => Promise<StoreFixture<S>>, use: (store: S) => void): void {
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const fixture = await open();
    use(fixture.store);
    cleanup = fixture.cleanup;
  });
  afterEach(async () => {
    await cleanup();
  });
}

/**
 * A maker of temporary directories (`mkdtemp` under the OS temp dir, named by `prefix`), every one removed
 * after the test file. Call it at the top of the file.
 */
export function temporaryDirectories(): (prefix: string) => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** The PostgreSQL the contract tests run on; without it their PostgreSQL blocks are skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const runId = `${process.pid}_${Date.now()}`;
let schemaCount = 0;

/** Drops a test's schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
}

/**
 * The stores an API suite runs a server on: the embedded one, and PostgreSQL in a schema of its own
 * (`<prefix>_<run>`, dropped after the file) when TEST_DATABASE_URL is given. Call at the file's top.
 */
export function serverStores(prefix: string) {
  const url = TEST_DATABASE_URL;
  const schema = `${prefix}_${runId}`;
  afterAll(() => (url ? dropSchema(url, schema) : undefined));
  return [
    { name: "SQLite", overrides: {} },
    ...(url ? [{ name: "PostgreSQL", overrides: { DATABASE_URL: url, DATABASE_SCHEMA: schema } }] : []),
  ];
}

/**
 * Opens a store on TEST_DATABASE_URL in a schema of its own (`<prefix>_<run>_<n>`), so tests and test
 * runs never share tables; the cleanup closes the store and drops the schema.
 */
export function postgresStore<S extends { close(): Promise<void> }>(
  prefix: string,
  connect: (url: string, schema: string) => Promise<S>,
): () => Promise<StoreFixture<S>> {
  return async () => {
    const url = TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `${prefix}_${runId}_${schemaCount++}`;
    const store = await connect(url, schema);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await dropSchema(url, schema);
      },
    };
  };
}
