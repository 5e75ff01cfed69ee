import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PostgresTimeSeriesStore } from "../../server/timeseries/postgres/PostgresTimeSeriesStore.js";
import { listPartitions, partitionName } from "../../server/timeseries/postgres/partitions.js";
import { readAllPoints } from "../../server/timeseries/readAll.js";

/** Month partitions of the PostgreSQL raw points table (server/timeseries/postgres/partitions.ts). */

const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = `${process.pid}_${Date.now()}`;
let schemaCount = 0;
const MARCH = Date.UTC(2025, 2, 1);
const def = (name: string) => ({ name, unit: "knot", onboardSystem: "Test", taxa: [] });

describe.skipIf(!databaseUrl)("PostgreSQL month partitions", () => {
  let admin: pg.Client;
  const stores: PostgresTimeSeriesStore[] = [];
  const schemas: string[] = [];
  const newSchema = () => {
    const schema = `ts_parts_${runId}_${schemaCount++}`;
    schemas.push(schema);
    return schema;
  };
  const connect = async (schema: string) => {
    const store = await PostgresTimeSeriesStore.connect(databaseUrl!, { schema });
    stores.push(store);
    return store;
  };
  const count = async (schema: string, table: string) =>
    Number((await admin.query(`SELECT count(*) AS n FROM "${schema}".${table}`)).rows[0].n);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const schema of schemas.splice(0)) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
  afterAll(async () => {
    await admin.end();
  });

  it("writers of one process wait for their turn holding no connection: three at once on the smallest pool (2) all finish", async () => {
    // The writer holding the import lock needs a second connection for a new month's partition; writers
    // that each took a pooled connection to wait for the lock would leave it none, and wait forever.
    const store = await PostgresTimeSeriesStore.connect(databaseUrl!, {
      schema: newSchema(),
      maxConnections: 2,
    });
    stores.push(store);
    const write = async (k: number) => {
      const writer = await store.beginImport();
      const id = (await writer.defineVariables("vessel-1", [def(`Speed ${k}`)])).get(`Speed ${k}`)!;
      await writer.writePoints([{ variableId: id, t: Date.UTC(2025, k, 1), v: k }]);
      return (await writer.commit()).points;
    };
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("the writers did not finish within 10 s")), 10_000);
    });
    try {
      expect(await Promise.race([Promise.all([0, 1, 2].map(write)), stuck])).toEqual([1, 1, 1]);
    } finally {
      clearTimeout(timer);
    }
    expect(await count(store.schema, "ts_points")).toBe(3);
  });

  it("is partitioned by range of time, and a month gets its partition when a package first writes into it", async () => {
    const schema = newSchema();
    const store = await connect(schema);
    const { rows } = await admin.query(
      `SELECT pg_get_partkeydef(c.oid) AS key FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname = 'ts_points'`,
      [schema],
    );
    expect(rows[0].key).toBe("RANGE (t)");
    expect(await listPartitions(store.pool, schema)).toEqual([]);

    const writer = await store.beginImport();
    const id = (await writer.defineVariables("vessel-1", [def("Speed")])).get("Speed")!;
    // The last millisecond of February and the first of March.
    await writer.writePoints([
      { variableId: id, t: MARCH - 1, v: 1 },
      { variableId: id, t: MARCH, v: 2 },
    ]);
    await writer.commit();
    expect((await listPartitions(store.pool, schema)).map((p) => p.name)).toEqual([
      "ts_points_y2025m02",
      "ts_points_y2025m03",
    ]);
    expect(await count(schema, "ts_points_y2025m02")).toBe(1);
    expect(await count(schema, "ts_points_y2025m03")).toBe(1);
    const raw = await readAllPoints(store, {
      variableId: id,
      from: MARCH - 10,
      to: MARCH + 10,
      granularity: "Raw",
    });
    expect(raw.map((p) => [p.t, p.avg])).toEqual([
      [MARCH - 1, 1],
      [MARCH, 2],
    ]);
  });

  it("refuses a row of a month without partition with PostgreSQL's clear error (there is no default partition)", async () => {
    const schema = newSchema();
    await connect(schema);
    await expect(admin.query(`INSERT INTO "${schema}".ts_points VALUES (1, ${MARCH}, 1)`)).rejects.toThrow(
      /no partition of relation "ts_points" found for row/,
    );
  });

  it("two processes racing to create the same months create each once", async () => {
    const schema = newSchema();
    const [a, b] = [await connect(schema), await connect(schema)];
    const months = [MARCH, Date.UTC(2025, 3, 1), Date.UTC(2025, 4, 1)];
    const created = await Promise.all([
      a.ensurePartitions(months),
      b.ensurePartitions(months),
      a.ensurePartitions(months.slice(1)),
      b.ensurePartitions([MARCH + 5]),
    ]);
    expect(created.reduce((x, y) => x + y, 0)).toBe(3);
    expect((await listPartitions(a.pool, schema)).map((p) => p.name)).toEqual(months.map(partitionName));
  });

  it("creates a partition while another process's import is open, without waiting for it or blocking readers", async () => {
    const schema = newSchema();
    const [a, b] = [await connect(schema), await connect(schema)];
    const writer = await a.beginImport();
    const id = (await writer.defineVariables("vessel-1", [def("Speed")])).get("Speed")!;
    await writer.writePoints([{ variableId: id, t: MARCH, v: 1 }]);
    // The import holds its transaction open; another process creates June and reads meanwhile.
    const june = Date.UTC(2025, 5, 1);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("blocked")), 5000));
    await Promise.race([b.ensurePartitions([june]), timeout]);
    await Promise.race([
      b.series({ variableId: id, from: 0, to: june, granularity: "Raw", limit: 10 }),
      timeout,
    ]);
    // The open import then writes into the new partition and commits.
    await writer.writePoints([{ variableId: id, t: june + 1, v: 2 }]);
    await writer.commit();
    expect(await count(schema, "ts_points_y2025m06")).toBe(1);
  });

  it("migrates a plain ts_points of an older deployment into month partitions at start, without loss", async () => {
    const schema = newSchema();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE "${schema}".ts_log_variables (
      id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, vessel_id text NOT NULL, name text NOT NULL,
      unit text NOT NULL, onboard_system text NOT NULL, taxa jsonb NOT NULL,
      first_at bigint, last_at bigint, UNIQUE (vessel_id, name))`);
    await admin.query(`CREATE TABLE "${schema}".ts_points (
      variable_id integer NOT NULL, t bigint NOT NULL, v double precision NOT NULL, PRIMARY KEY (variable_id, t))`);
    await admin.query(
      `INSERT INTO "${schema}".ts_log_variables (id, vessel_id, name, unit, onboard_system, taxa)
       VALUES (1, 'vessel-1', 'Speed', 'knot', 'Test', '[]')`,
    );
    // Three months, one point a day, and one before 1970.
    await admin.query(
      `INSERT INTO "${schema}".ts_points SELECT 1, t, t / 1e9 FROM generate_series($1::bigint, $2::bigint, 86400000) t`,
      [Date.UTC(2025, 0, 15), Date.UTC(2025, 2, 20)],
    );
    await admin.query(`INSERT INTO "${schema}".ts_points VALUES (1, $1, 7)`, [Date.UTC(1969, 11, 31, 23)]);
    const before = await admin.query(`SELECT variable_id, t, v FROM "${schema}".ts_points ORDER BY t`);

    const store = await connect(schema);
    expect((await listPartitions(store.pool, schema)).map((p) => p.name)).toEqual([
      "ts_points_y1969m12",
      "ts_points_y2025m01",
      "ts_points_y2025m02",
      "ts_points_y2025m03",
    ]);
    const after = await admin.query(`SELECT variable_id, t, v FROM "${schema}".ts_points ORDER BY t`);
    expect(after.rows).toEqual(before.rows);
    expect(before.rows).toHaveLength(66);
    const { rows } = await admin.query(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname LIKE 'ts_points%unpartitioned%'`,
      [schema],
    );
    expect(rows).toEqual([]);
    // A second start finds nothing to migrate.
    await connect(schema);
    expect(await count(schema, "ts_points")).toBe(66);
  });

  it("drops whole months only when every vessel's cutoff passes them, else deletes within them", async () => {
    const schema = newSchema();
    const store = await connect(schema);
    const writer = await store.beginImport();
    const one = (await writer.defineVariables("vessel-1", [def("Speed")])).get("Speed")!;
    const two = (await writer.defineVariables("vessel-2", [def("Speed")])).get("Speed")!;
    const times = [Date.UTC(2025, 0, 10), Date.UTC(2025, 1, 10), Date.UTC(2025, 2, 10)];
    await writer.writePoints(times.flatMap((t) => [one, two].map((variableId) => ({ variableId, t, v: 1 }))));
    await writer.commit();

    const first = await store.removeRawBefore(new Map([["vessel-1", MARCH]]));
    expect(first).toEqual({ points: 2, partitionsDropped: 0 });
    expect(await listPartitions(store.pool, schema)).toHaveLength(3);
    expect(await count(schema, "ts_points_y2025m01")).toBe(1);

    const second = await store.removeRawBefore(
      new Map([
        ["vessel-1", MARCH],
        ["vessel-2", Date.UTC(2025, 1, 1)],
      ]),
    );
    // January is past both cutoffs: dropped. February is past vessel 1's only: vessel 1's are gone already.
    expect(second).toEqual({ points: 0, partitionsDropped: 1 });
    expect((await listPartitions(store.pool, schema)).map((p) => p.name)).toEqual([
      "ts_points_y2025m02",
      "ts_points_y2025m03",
    ]);
    expect(await count(schema, "ts_points")).toBe(3);
  });
});
