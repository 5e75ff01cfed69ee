import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DailyStore, StoredDay } from "../../server/dailyPerformance/DailyStore.js";
import { PostgresDailyStore } from "../../server/dailyPerformance/PostgresDailyStore.js";
import { SqliteDailyStore } from "../../server/dailyPerformance/SqliteDailyStore.js";
import {
  freshStoreEachTest,
  postgresStore,
  type StoreFixture,
  TEST_DATABASE_URL,
  temporaryDirectories,
} from "../support/storeFixtures.js";

/** One contract, both adapters (docs/architecture.md "Daily performance store"). */
const DAY = 86_400_000;
const D0 = Date.UTC(2026, 0, 10);
const A = "0b3c1d6e-1111-4a4a-9f9f-000000000001";
const B = "0b3c1d6e-2222-4a4a-9f9f-000000000002";
const bytes = (...xs: number[]) => new Uint8Array(new Float64Array(xs).buffer);
const day = (i: number, key: string, readAt: number, ...xs: number[]): StoredDay => ({
  day: D0 + i * DAY,
  key,
  readAt,
  data: bytes(...xs),
});
const values = (d: StoredDay) =>
  Array.from(new Float64Array(d.data.buffer.slice(d.data.byteOffset, d.data.byteOffset + d.data.byteLength)));

function describeContract(name: string, open: () => Promise<StoreFixture<DailyStore>>) {
  describe(`daily store contract: ${name}`, () => {
    let store: DailyStore;
    freshStoreEachTest(open, (opened) => {
      store = opened;
    });

    it("keeps days per vessel and answers a window ascending, data byte for byte", async () => {
      await store.writeDays(A, [
        day(2, "k", 1, 3.5, Number.NaN),
        day(0, "k", 1, 1),
        day(1, "k", 1, 2, -0.25),
      ]);
      await store.writeDays(B, [day(1, "other", 1, 9)]);
      const read = await store.readDays(A, D0, D0 + 3 * DAY);
      expect(read.map((d) => [d.day, d.key, d.readAt])).toEqual([
        [D0, "k", 1],
        [D0 + DAY, "k", 1],
        [D0 + 2 * DAY, "k", 1],
      ]);
      expect(values(read[1]!)).toEqual([2, -0.25]);
      expect(values(read[2]!)[1]).toBeNaN();
      // [from, to): the end day is left out; keys without data.
      expect(await store.readKeys(A, D0 + DAY, D0 + 2 * DAY)).toEqual([{ day: D0 + DAY, key: "k" }]);
      expect((await store.readDays(B, D0, D0 + 3 * DAY)).map(values)).toEqual([[9]]);
      expect(await store.vessels()).toEqual([A, B]);
    });

    it("replaces a day only with one read at the same time or later (idempotent, safe for several writers)", async () => {
      await store.writeDays(A, [day(0, "old", 100, 1)]);
      await store.writeDays(A, [day(0, "new", 200, 2)]);
      await store.writeDays(A, [day(0, "stale", 150, 3)]);
      await store.writeDays(A, [day(0, "new", 200, 2)]);
      const [only] = await store.readDays(A, D0, D0 + DAY);
      expect([only!.key, only!.readAt, values(only!)]).toEqual(["new", 200, [2]]);
      await Promise.all([
        store.writeDays(A, [day(0, "x", 300, 5), day(1, "x", 300, 6)]),
        store.writeDays(A, [day(0, "y", 400, 7)]),
      ]);
      expect((await store.readDays(A, D0, D0 + 2 * DAY)).map((d) => [d.key, values(d)])).toEqual([
        ["y", [7]],
        ["x", [6]],
      ]);
    });

    it("keeps one status per vessel with the same guard, and clears a vessel", async () => {
      expect((await store.readStatuses([A])).size).toBe(0);
      await store.writeStatus({ vesselId: A, key: "s1", readAt: 10, data: '{"a":1}' });
      await store.writeStatus({ vesselId: A, key: "s0", readAt: 5, data: "{}" });
      await store.writeStatus({ vesselId: B, key: "b", readAt: 1, data: "null" });
      const statuses = await store.readStatuses([A, B, "none"]);
      expect(statuses.get(A)).toEqual({ vesselId: A, key: "s1", readAt: 10, data: '{"a":1}' });
      expect(statuses.get(B)?.data).toBe("null");
      expect(statuses.has("none")).toBe(false);
      await store.writeDays(A, [day(0, "k", 1, 1)]);
      await store.clearVessel(A);
      expect(await store.readDays(A, 0, D0 + 10 * DAY)).toEqual([]);
      expect((await store.readStatuses([A])).size).toBe(0);
      expect((await store.readStatuses([B])).size).toBe(1);
    });

    it("keeps one summary per vessel beside its status, with the same guard; dropping a status drops both", async () => {
      expect((await store.readSummaries([A])).size).toBe(0);
      await store.writeSummary({ vesselId: A, key: "t1", readAt: 10, data: "[]" });
      await store.writeSummary({ vesselId: A, key: "t0", readAt: 5, data: "[1]" });
      await store.writeSummary({ vesselId: B, key: "b", readAt: 1, data: "[2]" });
      await store.writeStatus({ vesselId: A, key: "s1", readAt: 10, data: "{}" });
      const summaries = await store.readSummaries([A, B, "none"]);
      expect(summaries.get(A)).toEqual({ vesselId: A, key: "t1", readAt: 10, data: "[]" });
      expect(summaries.get(B)?.data).toBe("[2]");
      expect(summaries.has("none")).toBe(false);
      await store.writeDays(A, [day(0, "k", 1, 1)]);
      await store.dropStatus(A);
      expect((await store.readSummaries([A])).size).toBe(0);
      expect((await store.readStatuses([A])).size).toBe(0);
      expect(await store.readKeys(A, D0, D0 + DAY)).toEqual([{ day: D0, key: "k" }]);
      await store.clearVessel(B);
      expect((await store.readSummaries([B])).size).toBe(0);
    });

    it("keeps data-quality days per vessel and day, with the guard; read in one call for several vessels", async () => {
      const q = (vesselId: string, i: number, key: string, readAt: number) => ({
        vesselId,
        day: D0 + i * DAY,
        key,
        readAt,
        data: JSON.stringify({ i, key }),
      });
      await store.writeQualityDays([q(A, 0, "a0", 10), q(A, 1, "a1", 10), q(B, 0, "b0", 10)]);
      await store.writeQualityDays([q(A, 0, "old", 5), q(A, 1, "new", 11)]);
      const read = await store.readQualityDays([A, B, "none"], D0, D0 + 2 * DAY);
      expect(read.map((d) => [d.vesselId, d.day, d.key, d.readAt])).toEqual([
        [A, D0, "a0", 10],
        [A, D0 + DAY, "new", 11],
        [B, D0, "b0", 10],
      ]);
      expect(JSON.parse(read[1]!.data)).toEqual({ i: 1, key: "new" });
      expect(await store.readQualityKeys([B, A, "none"], D0 + DAY, D0 + 2 * DAY)).toEqual([
        { vesselId: A, day: D0 + DAY, key: "new" },
      ]);
      expect((await store.readQualityKeys([A, B], D0, D0 + 2 * DAY)).map((d) => d.key)).toEqual([
        "a0",
        "new",
        "b0",
      ]);
      expect(await store.readQualityDays([A], D0 + DAY, D0 + 2 * DAY)).toHaveLength(1);
      await store.dropQualityDays(A);
      expect(await store.readQualityDays([A], 0, D0 + 10 * DAY)).toEqual([]);
      await store.clearVessel(B);
      expect(await store.readQualityDays([B], 0, D0 + 10 * DAY)).toEqual([]);
    });

    it("writes many days at once (a year of a rebuild)", async () => {
      const year = Array.from({ length: 366 }, (_, i) => day(i, "y", 1, i, i / 7));
      await store.writeDays(A, year);
      const read = await store.readDays(A, D0, D0 + 366 * DAY);
      expect(read).toHaveLength(366);
      expect(values(read[365]!)).toEqual([365, 365 / 7]);
    });
  });
}

const temporaryDirectory = temporaryDirectories();

describeContract("SQLite", async () => {
  const store = SqliteDailyStore.open(join(temporaryDirectory("keelson-daily-"), "daily.db"));
  return { store, cleanup: () => store.close() };
});

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL", () => {
  describeContract(
    "PostgreSQL",
    postgresStore("dp_test", (url, schema) => PostgresDailyStore.connect(url, { schema })),
  );
});
