import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { PostgresTimeSeriesStore } from "../../server/timeseries/postgres/PostgresTimeSeriesStore.js";
import { readAllPoints } from "../../server/timeseries/readAll.js";
import { SqliteTimeSeriesStore } from "../../server/timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { PointInput, TimeSeriesStore } from "../../server/timeseries/TimeSeriesStore.js";

/** Raw retention (TimeSeriesStore.removeRawBefore) on both adapters. */

const MIN = 60_000;
const QUARTER = 15 * MIN;
const MARCH = Date.UTC(2025, 2, 1);
/** Every minute from 12 hours before 1 March to 12 hours after: the month boundary in the middle. */
const around = (variableId: number, scale = 1): PointInput[] =>
  Array.from({ length: 24 * 60 }, (_, i) => ({
    variableId,
    t: MARCH - 12 * 60 * MIN + i * MIN,
    v: scale * (10 + (i % 17)),
  }));

async function seed(store: TimeSeriesStore) {
  const writer = await store.beginImport();
  const one = (await writer.defineVariables("vessel-1", [def("Speed")])).get("Speed")!;
  const two = (await writer.defineVariables("vessel-2", [def("Speed")])).get("Speed")!;
  await writer.writePoints([...around(one), ...around(two, 2)]);
  await writer.commit();
  return { one, two };
}

const def = (name: string) => ({ name, unit: "knot", onboardSystem: "Test", taxa: [] });
const window = { from: MARCH - 86_400_000, to: MARCH + 86_400_000 };

function describeRetention(
  name: string,
  open: () => Promise<{ store: TimeSeriesStore; cleanup(): Promise<void> }>,
) {
  describe(`raw retention: ${name}`, () => {
    let store: TimeSeriesStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });
    afterEach(async () => {
      await cleanup();
    });

    it("removes a vessel's raw points before its cutoff, keeps rollups and vessels without a cutoff", async () => {
      const { one, two } = await seed(store);
      const days = await readAllPoints(store, { variableId: one, ...window, granularity: "Day" });
      const quarters = await readAllPoints(store, { variableId: one, ...window, granularity: "Quarter" });
      const removal = await store.removeRawBefore(new Map([["vessel-1", MARCH]]));
      expect(removal.points).toBe(12 * 60);

      // Rollups stay as they were.
      expect(await readAllPoints(store, { variableId: one, ...window, granularity: "Day" })).toEqual(days);
      expect(await readAllPoints(store, { variableId: one, ...window, granularity: "Quarter" })).toEqual(
        quarters,
      );
      // Raw reads: quarter-hour buckets before the cutoff, raw points from it on.
      const raw = await readAllPoints(store, { variableId: one, ...window, granularity: "Raw" });
      const before = raw.filter((p) => p.t < MARCH);
      expect(before).toEqual(quarters.filter((q) => q.t < MARCH));
      expect(before.every((p) => p.count === 15 && p.t % QUARTER === 0)).toBe(true);
      expect(raw.filter((p) => p.t >= MARCH)).toHaveLength(12 * 60);
      const minutes = await readAllPoints(store, { variableId: one, ...window, granularity: "Minute" });
      expect(minutes.filter((p) => p.t < MARCH)).toHaveLength(48);
      expect(minutes.filter((p) => p.t >= MARCH)).toHaveLength(12 * 60);
      // The other vessel keeps every raw point.
      expect(await readAllPoints(store, { variableId: two, ...window, granularity: "Raw" })).toHaveLength(
        24 * 60,
      );
      // A second run finds nothing left to remove.
      expect((await store.removeRawBefore(new Map([["vessel-1", MARCH]]))).points).toBe(0);
    });

    it("a package re-sending points of a removed span stores none of them and leaves the rollups as they were", async () => {
      const { one } = await seed(store);
      await store.removeRawBefore(new Map([["vessel-1", MARCH]]));
      const before = await readAllPoints(store, { variableId: one, ...window, granularity: "Raw" });
      const quarters = await readAllPoints(store, { variableId: one, ...window, granularity: "Quarter" });
      const writer = await store.beginImport();
      // Half an hour before the cutoff with other values, and one new point after it.
      await writer.writePoints([
        ...around(one, 5).slice(11 * 60, 11 * 60 + 30),
        { variableId: one, t: MARCH + 30_000, v: 99 },
      ]);
      await writer.commit();
      const after = await readAllPoints(store, { variableId: one, ...window, granularity: "Quarter" });
      expect(after.filter((q) => q.t < MARCH)).toEqual(quarters.filter((q) => q.t < MARCH));
      expect(after.find((q) => q.t === MARCH)!.count).toBe(16);
      const raw = await readAllPoints(store, { variableId: one, ...window, granularity: "Raw" });
      expect(raw.filter((p) => p.t < MARCH)).toEqual(before.filter((p) => p.t < MARCH));
      expect(raw).toHaveLength(before.length + 1);
    });

    it("pages across the cutoff: quarters first, then raw points, none twice", async () => {
      const { one } = await seed(store);
      await store.removeRawBefore(new Map([["vessel-1", MARCH]]));
      const whole = await readAllPoints(store, { variableId: one, ...window, granularity: "Raw" });
      const paged = [];
      let after: number | undefined;
      for (;;) {
        const page = await store.series({
          variableId: one,
          ...window,
          granularity: "Raw",
          limit: 7,
          ...(after === undefined ? {} : { after }),
        });
        paged.push(...page.points);
        if (page.nextAfter === null) break;
        after = page.nextAfter;
      }
      expect(paged).toEqual(whole);
      expect(whole).toHaveLength(48 + 12 * 60);
    });
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeRetention("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "keelson-ts-retention-"));
  dirs.push(dir);
  const store = SqliteTimeSeriesStore.open(join(dir, "timeseries.db"));
  return { store, cleanup: () => store.close() };
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = `${process.pid}_${Date.now()}`;
let schemaCount = 0;

describe.skipIf(!databaseUrl)("PostgreSQL", () => {
  describeRetention("PostgreSQL", async () => {
    const schema = `ts_retention_${runId}_${schemaCount++}`;
    const store = await PostgresTimeSeriesStore.connect(databaseUrl!, { schema });
    return {
      store,
      cleanup: async () => {
        await store.close();
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      },
    };
  });
});
