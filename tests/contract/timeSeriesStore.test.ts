import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { sampleEvery } from "../../domain/logdata/positions.js";
import { toColumns } from "../../domain/logdata/seriesColumns.js";
import { PostgresTimeSeriesStore } from "../../server/timeseries/postgres/PostgresTimeSeriesStore.js";
import { SqliteTimeSeriesStore } from "../../server/timeseries/sqlite/SqliteTimeSeriesStore.js";
import type {
  Granularity,
  PointInput,
  SeriesPoint,
  TimeSeriesStore,
} from "../../server/timeseries/TimeSeriesStore.js";
import {
  freshStoreEachTest,
  postgresStore,
  type StoreFixture,
  TEST_DATABASE_URL,
  temporaryDirectories,
} from "../support/storeFixtures.js";

const T0 = Date.UTC(2025, 2, 10, 23, 0); // 23:00, so an hour of data crosses midnight
const MIN = 60_000;
const BUCKET: Record<Exclude<Granularity, "Raw">, number> = {
  Minute: MIN,
  Quarter: 15 * MIN,
  Hour: 60 * MIN,
  Day: 1440 * MIN,
};

/** The statistics a bucket must have, computed the plain way from the points. */
function expectedBuckets(points: readonly PointInput[], bucketMs: number): SeriesPoint[] {
  const groups = new Map<number, PointInput[]>();
  for (const p of [...points].sort((a, b) => a.t - b.t)) {
    const start = Math.floor(p.t / bucketMs) * bucketMs;
    groups.set(start, [...(groups.get(start) ?? []), p]);
  }
  return [...groups].map(([t, ps]) => {
    const values = ps.map((p) => p.v);
    const sum = values.reduce((a, b) => a + b, 0);
    return {
      t,
      avg: sum / values.length,
      min: Math.min(...values),
      max: Math.max(...values),
      sum,
      count: values.length,
      first: values[0]!,
      last: values[values.length - 1]!,
    };
  });
}

function close(actual: SeriesPoint[], expected: SeriesPoint[]): void {
  expect(actual.map((p) => p.t)).toEqual(expected.map((p) => p.t));
  actual.forEach((p, i) => {
    const e = expected[i]!;
    expect(p.count).toBe(e.count);
    for (const key of ["avg", "min", "max", "sum", "first", "last"] as const)
      expect(p[key]).toBeCloseTo(e[key], 9);
  });
}

/** Every 20 s for 70 minutes from 23:00: a wave with a spike, so min, max, first and last differ. */
const wave = (variableId: number, offset = 0): PointInput[] =>
  Array.from({ length: 210 }, (_, i) => ({
    variableId,
    t: T0 + i * 20_000 + offset,
    v: 10 + Math.sin(i / 7) * 3 + (i === 100 ? 40 : 0),
  }));

async function seed(store: TimeSeriesStore, vesselId = "vessel-1") {
  const writer = await store.beginImport();
  const ids = await writer.defineVariables(vesselId, [
    { name: "SpeedOverGround", unit: "knot", onboardSystem: "Nautilus", taxa: ["Navigation: Speed"] },
    { name: "MeFuelMassFlow", unit: "MT/hr", onboardSystem: "Nautilus", taxa: ["Fuel", "Main engine"] },
  ]);
  const speed = ids.get("SpeedOverGround")!;
  const fuel = ids.get("MeFuelMassFlow")!;
  const points = [...wave(speed), ...wave(fuel).map((p) => ({ ...p, v: p.v / 10 }))];
  await writer.writePoints(points);
  await writer.writePositions(vesselId, [
    { t: T0, latitude: 57.7, longitude: 11.9 },
    { t: T0 + 30 * MIN, latitude: 57.6, longitude: 11.7 },
  ]);
  await writer.writeNoonReports(vesselId, [{ t: T0, values: { distance: 312.5, remarks: "fair" } }]);
  const counts = await writer.commit();
  return { speed, fuel, points, counts };
}

async function all(store: TimeSeriesStore, variableId: number, granularity: Granularity, limit = 10_000) {
  const out: SeriesPoint[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await store.series({
      variableId,
      from: T0 - 86_400_000,
      to: T0 + 86_400_000,
      granularity,
      limit,
      after,
    });
    out.push(...page.points);
    if (page.nextAfter === null) return out;
    after = page.nextAfter;
  }
}

/** Counts the statements a store sends to its database from now on; `stop` answers the count. */
type StatementCounter = (store: TimeSeriesStore) => { stop(): number };

function describeContract(
  name: string,
  open: () => Promise<StoreFixture<TimeSeriesStore>>,
  countStatements: StatementCounter,
) {
  describe(`time-series store contract: ${name}`, () => {
    let store: TimeSeriesStore;
    freshStoreEachTest(open, (opened) => {
      store = opened;
    });

    it("stores variables, points, positions and noon reports of a committed package", async () => {
      const { speed, counts } = await seed(store);
      expect(counts).toEqual({ points: 420, positions: 2, noonReports: 1, variables: 2 });
      const variables = await store.variables("vessel-1");
      expect(variables.map((v) => v.name)).toEqual(["MeFuelMassFlow", "SpeedOverGround"]);
      expect(variables[1]).toMatchObject({
        id: speed,
        vesselId: "vessel-1",
        unit: "knot",
        unitType: "Speed",
        displayPrecision: 1,
        onboardSystem: "Nautilus",
        taxa: ["Navigation: Speed"],
        hasLogData: true,
        firstAt: T0,
        lastAt: T0 + 209 * 20_000,
      });
      expect((await store.variablesByIds([speed, 999_999])).map((v) => v.id)).toEqual([speed]);
      const ofVessels = await store.variablesOfVessels(["vessel-1", "vessel-without-data"]);
      expect([...ofVessels.keys()]).toEqual(["vessel-1", "vessel-without-data"]);
      expect(ofVessels.get("vessel-1")).toEqual(variables);
      expect(ofVessels.get("vessel-without-data")).toEqual([]);
      expect(await store.positions("vessel-1", T0, T0 + 10 * MIN)).toEqual([
        { t: T0, latitude: 57.7, longitude: 11.9 },
      ]);
      expect(await store.latestPosition("vessel-1")).toEqual({
        t: T0 + 30 * MIN,
        latitude: 57.6,
        longitude: 11.7,
      });
      expect(await store.latestPosition("other")).toBeNull();
      expect(await store.noonReports("vessel-1", T0, T0)).toEqual([
        { t: T0, values: { distance: 312.5, remarks: "fair" } },
      ]);
      expect(await store.totals()).toEqual({ points: 420 });
    });

    it("keeps a variable's declared unit, system and taxa when a later package names it without them", async () => {
      await seed(store);
      const writer = await store.beginImport();
      await writer.defineVariables("vessel-1", [
        { name: "SpeedOverGround", unit: "", onboardSystem: "", taxa: [] },
      ]);
      await writer.defineVariables("vessel-1", [
        { name: "MeFuelMassFlow", unit: "kg/hr", onboardSystem: "", taxa: [] },
      ]);
      await writer.commit();
      const [fuel, speed] = await store.variables("vessel-1");
      expect(speed).toMatchObject({ unit: "knot", onboardSystem: "Nautilus", taxa: ["Navigation: Speed"] });
      expect(fuel).toMatchObject({ unit: "kg/hr", unitType: "MassFlowRate" });
    });

    it("rolls points up into minutes, quarters, hours and days exactly as a hand computation", async () => {
      const { speed, points } = await seed(store);
      const mine = points.filter((p) => p.variableId === speed);
      expect((await all(store, speed, "Raw")).map((p) => [p.t, p.avg])).toEqual(mine.map((p) => [p.t, p.v]));
      for (const granularity of ["Minute", "Quarter", "Hour", "Day"] as const) {
        close(await all(store, speed, granularity), expectedBuckets(mine, BUCKET[granularity]));
      }
    });

    it("importing the same package twice adds no duplicates and changes no statistic", async () => {
      const { speed, points } = await seed(store);
      const before = await store.statistics([speed], T0 - MIN, T0 + 2 * 3_600_000);
      await seed(store);
      expect(await store.totals()).toEqual({ points: 420 });
      expect(await store.statistics([speed], T0 - MIN, T0 + 2 * 3_600_000)).toEqual(before);
      close(
        await all(store, speed, "Quarter"),
        expectedBuckets(
          points.filter((p) => p.variableId === speed),
          BUCKET.Quarter,
        ),
      );
      expect((await store.variables("vessel-1")).length).toBe(2);
    });

    it("merges a package that adds points to buckets already stored, and recomputes replaced values", async () => {
      const { speed, points } = await seed(store);
      const extra = wave(speed, 10_000).map((p) => ({ ...p, v: p.v * 2 }));
      const changed = { variableId: speed, t: T0 + 40 * 20_000, v: -5 };
      let writer = await store.beginImport();
      await writer.writePoints(extra);
      await writer.commit();
      writer = await store.beginImport();
      await writer.writePoints([changed]);
      await writer.commit();
      const mine = [...points.filter((p) => p.variableId === speed && p.t !== changed.t), ...extra, changed];
      for (const granularity of ["Quarter", "Hour", "Day"] as const) {
        close(await all(store, speed, granularity), expectedBuckets(mine, BUCKET[granularity]));
      }
      expect(await store.totals()).toEqual({ points: 630 });
    });

    it("samples positions: the first of every step-long window, as sampleEvery over all of them", async () => {
      const HOUR = 60 * MIN;
      const writer = await store.beginImport();
      // Every 10 minutes over two days with a 13-hour gap (two empty 6-hour windows).
      const all = Array.from({ length: 2 * 144 }, (_, i) => ({
        t: T0 + i * 10 * MIN,
        latitude: i / 100,
        longitude: -i / 100,
      })).filter((p) => p.t < T0 + 20 * HOUR || p.t >= T0 + 33 * HOUR);
      await writer.writePositions("vessel-1", all);
      await writer.commit();
      const step = 6 * HOUR;
      for (const [from, to] of [
        [T0, T0 + 2 * 24 * HOUR],
        [T0 + 35 * MIN, T0 + 30 * HOUR],
        [T0 + 3 * HOUR, T0 + 3 * HOUR],
      ] as const) {
        expect(await store.sampledPositions("vessel-1", from, to, step)).toEqual(
          sampleEvery(await store.positions("vessel-1", from, to), step),
        );
      }
      const sampled = await store.sampledPositions("vessel-1", T0, T0 + 2 * 24 * HOUR, step);
      // T0 is 23:00, so windows start at T0 + 1 h, 7 h, …; none holds a position from 20 h to 31 h.
      expect(sampled.map((p) => (p.t - T0) / HOUR)).toEqual([0, 1, 7, 13, 19, 33, 37, 43]);
      expect(await store.sampledPositions("other", T0, T0 + HOUR, step)).toEqual([]);
    });

    it("a rolled-back package leaves nothing behind, and readers never see an open one", async () => {
      const writer = await store.beginImport();
      const ids = await writer.defineVariables("vessel-1", [
        { name: "Rpm", unit: "rpm", onboardSystem: "", taxa: [] },
      ]);
      await writer.writePoints(wave(ids.get("Rpm")!));
      await writer.writePositions("vessel-1", [{ t: T0, latitude: 1, longitude: 2 }]);
      expect(await store.variables("vessel-1")).toEqual([]);
      expect(await store.totals()).toEqual({ points: 0 });
      await writer.rollback();
      expect(await store.variables("vessel-1")).toEqual([]);
      expect(await store.positions("vessel-1", 0, Number.MAX_SAFE_INTEGER)).toEqual([]);
      expect(
        (
          await store.series({
            variableId: ids.get("Rpm")!,
            from: 0,
            to: T0 * 2,
            granularity: "Raw",
            limit: 10,
          })
        ).points,
      ).toEqual([]);
      expect(await store.totals()).toEqual({ points: 0 });
      await expect(writer.writePoints([])).rejects.toThrow("already been committed or rolled back");
    });

    it("refuses a non-finite value", async () => {
      const writer = await store.beginImport();
      const ids = await writer.defineVariables("vessel-1", [
        { name: "Rpm", unit: "rpm", onboardSystem: "", taxa: [] },
      ]);
      await expect(
        writer.writePoints([{ variableId: ids.get("Rpm")!, t: T0, v: Number.NaN }]),
      ).rejects.toThrow("Invalid log data point");
      await writer.rollback();
    });

    it("runs imports one at a time", async () => {
      const first = await store.beginImport();
      let secondStarted = false;
      const second = store.beginImport().then((w) => {
        secondStarted = true;
        return w;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(secondStarted).toBe(false);
      await first.commit();
      await (await second).rollback();
      expect(secondStarted).toBe(true);
    });

    it("pages a series: each page continues strictly after the last point of the one before", async () => {
      const { speed } = await seed(store);
      const first = await store.series({
        variableId: speed,
        from: T0,
        to: T0 + 3_600_000,
        granularity: "Minute",
        limit: 25,
      });
      expect(first.points).toHaveLength(25);
      expect(first.nextAfter).toBe(first.points[24]!.t);
      const paged = await all(store, speed, "Minute", 7);
      expect(paged).toEqual(await all(store, speed, "Minute"));
      expect(paged).toHaveLength(70);
      const raw = await all(store, speed, "Raw", 50);
      expect(raw).toHaveLength(210);
    });

    it("merges stored buckets in the database (maxPoints): as a plain rollup at the merged width, paged without a gap", async () => {
      const { speed, points } = await seed(store);
      const mine = points.filter((p) => p.variableId === speed);
      for (const [granularity, merge] of [
        ["Quarter", 2],
        ["Quarter", 3],
        ["Hour", 5],
      ] as const) {
        const width = BUCKET[granularity] * merge;
        const whole = await store.series({
          variableId: speed,
          from: T0 - 86_400_000,
          to: T0 + 86_400_000,
          granularity,
          limit: 1000,
          merge,
        });
        expect(whole.nextAfter).toBeNull();
        close(whole.points, expectedBuckets(mine, width));
        const paged: SeriesPoint[] = [];
        let after: number | undefined;
        do {
          const page = await store.series({
            variableId: speed,
            from: T0 - 86_400_000,
            to: T0 + 86_400_000,
            granularity,
            limit: 1,
            merge,
            ...(after === undefined ? {} : { after }),
          });
          paged.push(...page.points);
          // The next page starts at the next merged bucket: after the last stored bucket this one covers.
          if (page.nextAfter !== null)
            expect(page.nextAfter).toBe(page.points[0]!.t + width - BUCKET[granularity]);
          after = page.nextAfter ?? undefined;
        } while (after !== undefined);
        expect(paged).toEqual(whole.points);
      }
    });

    it("writes a series' columns as JSON texts equal to the columns of its points, page by page", async () => {
      const { speed } = await seed(store);
      const window = { variableId: speed, from: T0 - 86_400_000, to: T0 + 86_400_000 };
      for (const [granularity, merge, limit] of [
        ["Raw", 1, 10_000],
        ["Raw", 1, 50],
        ["Quarter", 1, 3],
        ["Hour", 1, 1],
        ["Day", 1, 1],
        ["Quarter", 3, 1],
        ["Hour", 2, 1],
      ] as const) {
        let after: number | undefined;
        let pages = 0;
        do {
          const query = {
            ...window,
            granularity,
            limit,
            ...(merge > 1 ? { merge } : {}),
            ...(after === undefined ? {} : { after }),
          };
          const page = await store.series(query);
          const text = (await store.seriesColumnsText?.(query)) ?? null;
          expect(text, `${granularity} × ${merge}`).not.toBeNull();
          const parsed = Object.fromEntries(
            Object.entries(text!)
              .filter(([key]) => !["length", "nextAfter"].includes(key))
              .map(([key, json]) => [key, JSON.parse(json as string)]),
          );
          expect(parsed, `${granularity} × ${merge}, page ${pages}`).toEqual(toColumns(page.points));
          expect(text!.length).toBe(page.points.length);
          expect(text!.nextAfter).toBe(page.nextAfter);
          after = page.nextAfter ?? undefined;
          pages++;
        } while (after !== undefined);
        expect(pages, `${granularity} × ${merge} pages`).toBeGreaterThan(limit < 10_000 ? 1 : 0);
      }
      expect(await store.seriesColumnsText?.({ ...window, granularity: "Minute", limit: 10 })).toBeNull();
    });

    it("computes interval statistics with ragged edges like a scan of the raw points", async () => {
      const { speed, points } = await seed(store);
      const from = T0 + 7 * MIN + 10_000;
      const to = T0 + 63 * MIN + 5_000;
      const inside = points.filter((p) => p.variableId === speed && p.t >= from && p.t <= to);
      const [stats] = await store.statistics([speed], from, to);
      const values = inside.map((p) => p.v);
      expect(stats!.count).toBe(inside.length);
      expect(stats!.sum).toBeCloseTo(
        values.reduce((a, b) => a + b, 0),
        9,
      );
      expect(stats!.avg).toBeCloseTo(stats!.sum / inside.length, 9);
      expect(stats!.min).toBe(Math.min(...values));
      expect(stats!.max).toBe(Math.max(...values));
      expect(stats!.first).toEqual({ t: inside[0]!.t, v: inside[0]!.v });
      expect(stats!.last).toEqual({ t: inside.at(-1)!.t, v: inside.at(-1)!.v });
      const [whole] = await store.statistics([speed], T0 - 86_400_000, T0 + 86_400_000);
      expect(whole!.count).toBe(210);
      const [empty] = await store.statistics([speed], T0 - 10 * MIN, T0 - MIN);
      expect(empty).toEqual({
        variableId: speed,
        count: 0,
        sum: 0,
        avg: null,
        min: null,
        max: null,
        first: null,
        last: null,
      });
    });

    it("answers many variables in one statement per call, in the order asked", async () => {
      const { speed, fuel, points } = await seed(store);
      const { fuel: otherFuel } = await seed(store, "vessel-2");
      const from = T0 + 7 * MIN + 10_000;
      const to = T0 + 63 * MIN + 5_000;
      const ids = [fuel, 424_242, speed, otherFuel, fuel];

      const counter = countStatements(store);
      const stats = await store.statistics(ids, from, to);
      const last = await store.lastReceived(ids);
      const records = await store.variablesByIds(ids);
      expect(counter.stop()).toBe(3);

      expect(stats.map((s) => s.variableId)).toEqual(ids);
      for (const [i, id] of ids.entries()) {
        const inside = points.filter((p) => p.variableId === (id === otherFuel ? fuel : id));
        const values = inside.filter((p) => p.t >= from && p.t <= to).map((p) => p.v);
        expect(stats[i]!.count).toBe(id === 424_242 ? 0 : values.length);
        if (id === 424_242) continue;
        expect(stats[i]!.sum).toBeCloseTo(
          values.reduce((a, b) => a + b, 0),
          9,
        );
        expect(stats[i]!.min).toBeCloseTo(Math.min(...values), 9);
        expect(stats[i]!.max).toBeCloseTo(Math.max(...values), 9);
      }
      expect(last.map((l) => l.variableId)).toEqual([fuel, speed, otherFuel, fuel]);
      expect(records.map((r) => r.id)).toEqual([fuel, speed, otherFuel]);
      expect(records.map((r) => r.vesselId)).toEqual(["vessel-1", "vessel-1", "vessel-2"]);
    });

    it("answers each variable's newest raw points within a span of its newest, a shorter span where it holds too many, in one statement", async () => {
      const { speed, fuel, points } = await seed(store);
      const speedPoints = points.filter((p) => p.variableId === speed);
      const newest = speedPoints.at(-1)!.t;
      const within = (ms: number) =>
        speedPoints.filter((p) => p.t >= newest - ms).map(({ t, v }) => ({ t, v }));
      // Every 20 s: 31 points in the last 10 minutes, 7 in the last 2.
      expect(within(10 * MIN)).toHaveLength(31);
      expect(within(2 * MIN)).toHaveLength(7);

      const counter = countStatements(store);
      const fits = await store.recentRaw([speed, fuel, 424_242, speed], {
        withinMs: 10 * MIN,
        limit: 31,
        denseWithinMs: 2 * MIN,
      });
      expect(counter.stop()).toBe(1);
      expect(fits.get(speed)).toEqual(within(10 * MIN));
      expect(fits.get(fuel)!.map((p) => p.t)).toEqual(within(10 * MIN).map((p) => p.t));
      expect(fits.has(424_242)).toBe(false);

      const dense = { withinMs: 10 * MIN, limit: 30, denseWithinMs: 2 * MIN };
      expect((await store.recentRaw([speed], dense)).get(speed)).toEqual(within(2 * MIN));
      // The shorter span, but never more than the limit: the newest of it.
      expect((await store.recentRaw([speed], { ...dense, limit: 5 })).get(speed)).toEqual(
        within(2 * MIN).slice(-5),
      );
    });

    it("answers the newest point of each variable", async () => {
      const { speed, fuel, points } = await seed(store);
      const lastSpeed = points.filter((p) => p.variableId === speed).at(-1)!;
      expect(await store.lastReceived([speed, fuel, 424_242])).toEqual([
        { variableId: speed, t: lastSpeed.t, v: lastSpeed.v },
        { variableId: fuel, t: lastSpeed.t, v: expect.closeTo(lastSpeed.v / 10, 9) },
      ]);
    });
  });
}

// ---------------------------------------------------------------------------------------------- SQLite

const temporaryDirectory = temporaryDirectories();

/** better-sqlite3 statements share one prototype: every read goes through its all, get or iterate. */
const sqliteStatements: StatementCounter = (store) => {
  const proto = Object.getPrototypeOf((store as SqliteTimeSeriesStore).db.prepare("SELECT 1"));
  const spies = (["all", "get", "iterate"] as const).map((method) => vi.spyOn(proto, method));
  return {
    stop() {
      const n = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      for (const spy of spies) spy.mockRestore();
      return n;
    },
  };
};

const postgresStatements: StatementCounter = (store) => {
  const spy = vi.spyOn((store as PostgresTimeSeriesStore).pool, "query");
  return {
    stop() {
      const n = spy.mock.calls.length;
      spy.mockRestore();
      return n;
    },
  };
};

describeContract(
  "SQLite",
  async () => {
    const store = SqliteTimeSeriesStore.open(join(temporaryDirectory("keelson-ts-"), "timeseries.db"));
    return { store, cleanup: () => store.close() };
  },
  sqliteStatements,
);

describe("SqliteTimeSeriesStore specifics", () => {
  it("uses WAL and WITHOUT ROWID tables keyed by (variable_id, t)", async () => {
    const store = SqliteTimeSeriesStore.open(join(temporaryDirectory("keelson-ts-"), "timeseries.db"));
    expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
    const sql = store.db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'points'")
      .pluck()
      .get() as string;
    expect(sql).toMatch(/PRIMARY KEY \(variable_id, t\)\s*\) WITHOUT ROWID/);
    await store.close();
  });

  /** Twelve hours of 1-minute data from 01:30, so 4-hour buckets have ragged hours on either side. */
  async function twelveHours(store: SqliteTimeSeriesStore) {
    const start = Date.UTC(2025, 2, 11, 1, 30);
    const writer = await store.beginImport();
    const id = (
      await writer.defineVariables("vessel-1", [{ name: "Power", unit: "kW", onboardSystem: "", taxa: [] }])
    ).get("Power")!;
    await writer.writePoints(
      Array.from({ length: 720 }, (_, i) => ({
        variableId: id,
        t: start + i * MIN,
        v: 500 + 40 * Math.sin(i / 17),
      })),
    );
    await writer.commit();
    return { id, start };
  }

  it("merges hours in multiples of four from the 4-hour rollup inside the window and hours at its edges, as from hours alone", async () => {
    const store = SqliteTimeSeriesStore.open(join(temporaryDirectory("keelson-ts-"), "timeseries.db"));
    const { id, start } = await twelveHours(store);
    for (const merge of [4, 8])
      for (const [from, to] of [
        [start, start + 12 * 60 * MIN - 1],
        [start + 3 * 60 * MIN, start + 9 * 60 * MIN],
        [start - 86_400_000, start + 86_400_000],
      ] as const) {
        const query = { variableId: id, from, to, granularity: "Hour" as const, limit: 100, merge };
        const fromHours = toColumns((await store.series(query)).points);
        const text = (await store.seriesColumnsText(query))!;
        expect(JSON.parse(text.t)).toEqual(fromHours.t);
        expect(JSON.parse(text.count!)).toEqual(fromHours.count);
        expect(JSON.parse(text.min!)).toEqual(fromHours.min);
        expect(JSON.parse(text.max!)).toEqual(fromHours.max);
        // Sums added in another order may differ in the last bit.
        for (const [i, v] of (JSON.parse(text.v) as number[]).entries())
          expect(v).toBeCloseTo(fromHours.v[i]!, 9);
      }
    await store.close();
  });

  it("fills the 4-hour rollup of a store made before it existed when it opens, as imports write it", async () => {
    const file = join(temporaryDirectory("keelson-ts-"), "timeseries.db");
    const store = SqliteTimeSeriesStore.open(file);
    await twelveHours(store);
    const written = store.db.prepare("SELECT * FROM rollup_four_hours ORDER BY variable_id, t").all();
    expect(written).toHaveLength(4);
    store.db.exec("DELETE FROM rollup_four_hours");
    await store.close();
    const reopened = SqliteTimeSeriesStore.open(file);
    const filled = reopened.db
      .prepare("SELECT * FROM rollup_four_hours ORDER BY variable_id, t")
      .all() as Array<{ vsum: number }>;
    // Hours' sums added up again may differ from the quarters' in the last bit.
    expect(filled.map((row) => ({ ...row, vsum: 0 }))).toEqual(
      (written as Array<{ vsum: number }>).map((row) => ({ ...row, vsum: 0 })),
    );
    for (const [i, row] of filled.entries())
      expect(row.vsum).toBeCloseTo((written[i] as { vsum: number }).vsum, 9);
    await reopened.close();
  });
});

// ---------------------------------------------------------------------------------------------- PostgreSQL

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL", () => {
  describeContract(
    "PostgreSQL",
    postgresStore("ts_test", (url, schema) => PostgresTimeSeriesStore.connect(url, { schema })),
    postgresStatements,
  );
});
