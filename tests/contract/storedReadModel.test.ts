import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { IncidentEvent } from "../../domain/alerts/incidents.js";
import { tableValues } from "../../domain/fuel/idTable.js";
import { isFuelEvent } from "../../domain/fuel/state.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import {
  evolveVoyageLog,
  type VoyageLogEvent,
  type VoyageLogState,
} from "../../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import {
  type IncidentRecord,
  incidentRefs,
  incidentsProjection,
  openAndOrClosed,
} from "../../projections/alerts/incidents.js";
import type { IndexEntry, KeyedProjection } from "../../projections/keyedProjection.js";
import { voyageLogsProjection } from "../../projections/voyageLogs/voyageLogs.js";
import type { EventStore } from "../../server/eventstore/EventStore.js";
import { PostgresEventStore } from "../../server/eventstore/postgres/PostgresEventStore.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import type { KeyedRowStore, KeyWrite } from "../../server/readmodels/KeyedRowStore.js";
import { PostgresKeyedRowStore } from "../../server/readmodels/PostgresKeyedRowStore.js";
import { SqliteKeyedRowStore } from "../../server/readmodels/SqliteKeyedRowStore.js";
import { StoredReadModel, type StoredReadModelOptions } from "../../server/readmodels/StoredReadModel.js";
import { createLogger } from "../../server/shared/logger.js";
import {
  flowMeterIdOf,
  streamOfVessel,
  vesselIdOf,
  vesselSetup,
  voyageEvents,
} from "../support/voyageLogEvents.js";

/** One contract, both adapters (docs/event-store.md "Stored read models"). */
const logger = createLogger("silent");
const metadata = { userId: "system", companyId: null, correlationId: "c", causationId: null };

interface Opened {
  store: EventStore;
  rows: KeyedRowStore;
  /** Another process's row store on the same database. */
  anotherRows: () => KeyedRowStore;
  /** Every stored row of a model (keys, parts, refs, index entries), sorted, as text. */
  dump: (name: string) => Promise<string[]>;
  cleanup: () => Promise<void>;
}

/** Appends `voyages` voyages of each vessel, interleaved as ships report. */
async function appendFleet(store: EventStore, vessels: number, voyages: number, firstVoyage = 0) {
  let last = 0;
  for (let v = 0; v < voyages; v++)
    for (let vessel = 1; vessel <= vessels; vessel++) {
      const events = [
        ...(firstVoyage + v === 0 ? vesselSetup(vessel) : []),
        ...voyageEvents(vessel, firstVoyage + v),
      ];
      last = (await store.append(streamOfVessel(vessel), events, { expectedVersion: "any", metadata }))
        .lastPosition;
    }
  return last;
}

/** The voyage log as the aggregate folds it from its stream (the reference the stored rows must match). */
async function folded(store: EventStore, vessel: number): Promise<VoyageLogState> {
  let state = voyageLogsProjection.initialState(vesselIdOf(vessel));
  for (const event of await store.readStream(streamOfVessel(vessel)))
    state = voyageLogsProjection.evolve(state, event as StoredKeelsonEvent);
  return state;
}

const model = (
  opened: Opened,
  options: StoredReadModelOptions = {},
  projection: KeyedProjection<VoyageLogState> = voyageLogsProjection,
  rows = opened.rows,
) => new StoredReadModel(opened.store, rows, projection, logger, options);

const COMPANY = "company-1";
const incidentIdOf = (n: number) => `00000000-0000-5000-8000-${String(n).padStart(12, "0")}`;

/** An incident opened on `vessel` at `day` (January 2026) for condition `c`, target `vessel`. */
function incidentOpened(n: number, vessel: string, day: number, condition = "c1"): IncidentEvent {
  return {
    type: "IncidentOpened",
    data: {
      incidentId: incidentIdOf(n),
      companyId: COMPANY,
      conditionId: condition,
      conditionName: "Exhaust",
      kind: "Threshold",
      vesselId: vessel,
      conditionTargetKey: `${vessel}/Exhaust`,
      severity: "Warning",
      openedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
      conditionDetails: "Exhaust above 420",
      value: 431,
    },
  };
}

async function appendIncident(store: EventStore, n: number, events: IncidentEvent[]) {
  return (
    await store.append(incidentsProjection.streamOf(incidentIdOf(n)), events, {
      expectedVersion: "any",
      metadata,
    })
  ).lastPosition;
}

async function foldedIncident(store: EventStore, n: number): Promise<IncidentRecord | null> {
  let state = incidentsProjection.initialState(incidentIdOf(n));
  for (const event of await store.readStream(incidentsProjection.streamOf(incidentIdOf(n))))
    state = incidentsProjection.evolve(state, event as StoredKeelsonEvent);
  return state;
}

/** An entry of the sorted index: listed under `ref`, sorted by `sort`. */
const on = (ref: string, sort: string): IndexEntry => ({ ref, sort });

/** One key's write straight to the row store, its single part "p" listed under `entries`. */
const indexedWrite = (
  key: string,
  position: number,
  entries: IndexEntry[],
  base = 0,
  fail = false,
): KeyWrite => ({
  key,
  position,
  streamVersion: 0,
  base,
  upserts: [["p", JSON.stringify(entries), entries]],
  deletes: [],
  parts: new Map([["p", entries]]),
  refsOf: () => [],
  indexOf: (_part, value) => {
    if (fail) throw new Error("disk full");
    return value as IndexEntry[];
  },
});

function describeContract(name: string, open: () => Promise<Opened>) {
  describe(`stored read model contract: ${name}`, () => {
    let opened: Opened;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    it("folds each vessel's events into its rows, live and by stream, as the aggregate folds them", async () => {
      await appendFleet(opened.store, 3, 2);
      const byStream = model(opened, { streamCatchUpAfter: 0 });
      await byStream.start();
      const last = await appendFleet(opened.store, 3, 1, 2);
      await byStream.waitFor(last);
      for (const vessel of [1, 2, 3])
        expect(await byStream.get(vesselIdOf(vessel))).toEqual(await folded(opened.store, vessel));
      await byStream.stop();

      // Another process, cache empty: the state comes from the rows alone.
      const reader = model(opened, {}, voyageLogsProjection, opened.anotherRows());
      await reader.start();
      const log = await reader.get(vesselIdOf(2));
      expect(vesselEventsOf(log.voyages)).toHaveLength(12);
      expect(tableValues(log.fuel.flowMeterConsumptions)).toHaveLength(12);
      expect(log).toEqual(await folded(opened.store, 2));
      expect(await reader.get(vesselIdOf(99))).toEqual(voyageLogsProjection.initialState(vesselIdOf(99)));
      await reader.stop();
    });

    it("reads several keys at once, from rows another process wrote, in the order asked", async () => {
      await appendFleet(opened.store, 3, 1);
      const writer = model(opened);
      await writer.start();
      await writer.stop();
      const [one, two, absent] = [vesselIdOf(1), vesselIdOf(2), vesselIdOf(99)];
      const rows = await opened.anotherRows().loadMany(voyageLogsProjection.name, [two, absent, one, two]);
      expect([...rows.keys()].sort()).toEqual([one, two].sort());
      expect(rows.get(one)?.parts.size).toBeGreaterThan(0);

      const reader = model(opened, {}, voyageLogsProjection, opened.anotherRows());
      await reader.start();
      expect(await reader.getMany([two, absent, one, two])).toEqual([
        await folded(opened.store, 2),
        voyageLogsProjection.initialState(absent),
        await folded(opened.store, 1),
        await folded(opened.store, 2),
      ]);
      expect(reader.cachedBytes).toBeGreaterThan(0);
      await reader.stop();
    });

    it("catches up after a long stop by reading only each stream's new events", async () => {
      await appendFleet(opened.store, 2, 2);
      const before = model(opened);
      await before.start();
      await before.stop();
      await appendFleet(opened.store, 2, 1, 2);
      const after = model(opened, { streamCatchUpAfter: 0 });
      await after.start();
      expect(after.lastCatchUp).toMatchObject({ events: 18, keys: 2 });
      for (const vessel of [1, 2])
        expect(await after.get(vesselIdOf(vessel))).toEqual(await folded(opened.store, vessel));
      await after.stop();
    });

    it("names the vessels holding an id through the index", async () => {
      await appendFleet(opened.store, 2, 1);
      const m = model(opened);
      await m.start();
      const departure = (voyageEvents(2, 0)[0]!.data as { vesselEventId: string }).vesselEventId;
      expect(await m.keysHolding(departure)).toEqual([vesselIdOf(2)]);
      expect(await m.keysHolding(flowMeterIdOf(1))).toEqual([vesselIdOf(1)]);
      const consumption = (voyageEvents(1, 0)[1]!.data as { id: string }).id;
      expect(await m.keysHolding(consumption)).toEqual([vesselIdOf(1)]);
      expect(await m.keysHolding("nothing")).toEqual([]);
      await m.stop();
    });

    it("lists, counts and pages a sorted index by ref, newest first, in byte order on ties", async () => {
      const rows = opened.rows;
      await rows.reset("listed", 1);
      await rows.commit(
        "listed",
        [
          indexedWrite("a", 1, [on("g1", "2026-01-02"), on("all", "2026-01-02")]),
          indexedWrite("B", 2, [on("g1", "2026-01-02"), on("all", "2026-01-02")]),
          indexedWrite("a-b", 3, [on("g2", "2026-01-03"), on("all", "2026-01-03")]),
          indexedWrite("a_b", 4, [on("g2", "2026-01-01"), on("all", "2026-01-01")]),
        ],
        4,
      );
      const keys = async (refs: string[], skip = 0, limit?: number) => {
        const page = await rows.page("listed", refs, limit === undefined ? { skip } : { skip, limit });
        return { keys: page.entries.map((e) => e.key), total: page.total };
      };
      expect(await keys(["all"])).toEqual({ keys: ["a-b", "B", "a", "a_b"], total: 4 });
      expect(await keys(["g1", "g2"], 1, 2)).toEqual({ keys: ["B", "a"], total: 4 });
      expect(await keys(["g2"], 0, 0)).toEqual({ keys: [], total: 2 });
      expect(await keys(["g1"], 5)).toEqual({ keys: [], total: 2 });
      expect(await keys(["nothing"])).toEqual({ keys: [], total: 0 });
      expect(await keys([])).toEqual({ keys: [], total: 0 });
      expect((await rows.page("listed", ["g2"], { skip: 0, limit: 1 })).entries).toEqual([
        { key: "a-b", sort: "2026-01-03" },
      ]);
      // Another model's index is apart.
      await rows.reset("other", 1);
      await rows.commit("other", [indexedWrite("z", 1, [on("all", "2027")])], 1);
      expect(await keys(["all"])).toEqual({ keys: ["a-b", "B", "a", "a_b"], total: 4 });

      // A changed part moves its key (entries of its old value dropped); a dropped part drops them.
      await rows.commit("listed", [indexedWrite("a", 5, [on("g2", "2026-01-09")], 1)], 5);
      expect(await keys(["g1"])).toEqual({ keys: ["B"], total: 1 });
      expect(await keys(["g2"])).toEqual({ keys: ["a", "a-b", "a_b"], total: 3 });
      expect(await keys(["all"])).toEqual({ keys: ["a-b", "B", "a_b"], total: 3 });
      await rows.commit(
        "listed",
        [{ ...indexedWrite("B", 6, [], 2), upserts: [], deletes: ["p"], parts: new Map() }],
        6,
      );
      expect(await keys(["g1", "all"])).toEqual({ keys: ["a-b", "a_b"], total: 2 });
      // A write from a base the row has moved past rewrites the key whole: no stale entry is left.
      await rows.commit("listed", [indexedWrite("a-b", 7, [on("g3", "2026")], 1)], 7);
      expect(await keys(["g2", "g3"])).toEqual({ keys: ["a", "a_b", "a-b"], total: 3 });
      expect(await keys(["all"])).toEqual({ keys: ["a_b"], total: 1 });
      expect(await keys(["g3"])).toEqual({ keys: ["a-b"], total: 1 });

      // Failing in the middle of a batch stores none of its entries; a reset drops them all.
      await expect(
        rows.commit(
          "listed",
          [indexedWrite("c", 8, [on("g4", "1")]), indexedWrite("d", 8, [on("g4", "1")], 0, true)],
          8,
        ),
      ).rejects.toThrow("disk full");
      expect(await keys(["g4"])).toEqual({ keys: [], total: 0 });
      await rows.reset("listed", 2);
      expect(await keys(["g1", "g2", "g3", "all"])).toEqual({ keys: [], total: 0 });
      expect(await rows.page("other", ["all"], { skip: 0 })).toEqual({
        entries: [{ key: "z", sort: "2027" }],
        total: 1,
      });
    });

    it("folds incidents into their rows and finds them by index, live and by stream", async () => {
      await appendIncident(opened.store, 1, [incidentOpened(1, "v1", 3)]);
      await appendIncident(opened.store, 2, [incidentOpened(2, "v1", 5)]);
      await appendIncident(opened.store, 3, [incidentOpened(3, "v2", 4, "c2")]);
      const byStream = new StoredReadModel(opened.store, opened.rows, incidentsProjection, logger, {
        streamCatchUpAfter: 0,
      });
      await byStream.start();
      const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
      await appendIncident(opened.store, 1, [
        { type: "IncidentClosed", data: { incidentId: incidentIdOf(1), at: at(4), reason: "Cleared" } },
      ]);
      const last = await appendIncident(opened.store, 2, [
        { type: "IncidentAcknowledged", data: { incidentId: incidentIdOf(2), userId: "u", at: at(6) } },
      ]);
      await byStream.waitFor(last);
      await byStream.stop();

      const reader = new StoredReadModel(opened.store, opened.anotherRows(), incidentsProjection, logger);
      await reader.start();
      for (const n of [1, 2, 3]) {
        expect(await reader.get(incidentIdOf(n))).toEqual(await foldedIncident(opened.store, n));
        expect(await reader.get(incidentIdOf(n))).toMatchObject({ id: incidentIdOf(n) });
      }
      expect(await reader.get(incidentIdOf(9))).toBeNull();
      const listed = async (refs: string[]) => (await reader.page(refs)).entries.map((e) => e.key);
      const { ofVessel, unacknowledged, ofCondition, openAt, openOfCondition } = incidentRefs;
      const either = (ref: (isOpen: boolean) => string) => openAndOrClosed(null, ref);
      expect(
        await listed([
          ...either((o) => ofVessel(COMPANY, "v1", o)),
          ...either((o) => ofVessel(COMPANY, "v2", o)),
        ]),
      ).toEqual([2, 3, 1].map(incidentIdOf));
      expect(await listed([ofVessel(COMPANY, "v1", true)])).toEqual([incidentIdOf(2)]);
      expect(await listed([ofVessel(COMPANY, "v1", false)])).toEqual([incidentIdOf(1)]);
      expect(await listed(either((o) => ofVessel("company-2", "v1", o)))).toEqual([]);
      expect(await listed(either((o) => unacknowledged(COMPANY, "v1", o)))).toEqual([incidentIdOf(1)]);
      expect(
        await listed([unacknowledged(COMPANY, "v1", true), unacknowledged(COMPANY, "v2", true)]),
      ).toEqual([incidentIdOf(3)]);
      expect(await listed(either((o) => ofCondition(COMPANY, "c1", "v1", o)))).toEqual(
        [2, 1].map(incidentIdOf),
      );
      expect(await listed([ofCondition(COMPANY, "c1", "v1", true)])).toEqual([incidentIdOf(2)]);
      expect(await reader.keysHolding(openAt("c1", "v1/Exhaust"))).toEqual([incidentIdOf(2)]);
      expect(await reader.keysHolding(openOfCondition("c2"))).toEqual([incidentIdOf(3)]);
      expect(await reader.keysHolding(openOfCondition("c3"))).toEqual([]);
      await reader.stop();
    });

    it("writes a batch's rows and the checkpoint together or not at all", async () => {
      await opened.rows.reset("atomic", 1);
      const write = (key: string, refsOf: KeyWrite["refsOf"]): KeyWrite => ({
        key,
        position: 10,
        streamVersion: 0,
        base: 0,
        upserts: [["head", '{"n":1}', { n: 1 }]],
        deletes: [],
        parts: new Map([["head", { n: 1 }]]),
        refsOf,
      });
      const failing = () => {
        throw new Error("disk full");
      };
      await expect(
        opened.rows.commit("atomic", [write("a", () => ["ref-a"]), write("b", failing)], 10),
      ).rejects.toThrow("disk full");
      expect(await opened.rows.checkpoint("atomic")).toEqual({ version: 1, position: 0 });
      expect(await opened.rows.load("atomic", "a")).toBeNull();
      expect(await opened.rows.keysHolding("atomic", "ref-a")).toEqual([]);

      await opened.rows.commit("atomic", [write("a", () => ["ref-a"]), write("b", () => [])], 10);
      expect(await opened.rows.checkpoint("atomic")).toEqual({ version: 1, position: 10 });
      expect((await opened.rows.load("atomic", "a"))?.parts.get("head")).toEqual({ n: 1 });
      expect(await opened.rows.keysHolding("atomic", "ref-a")).toEqual(["a"]);
    });

    it("rebuilds from the log when the fold's version changes", async () => {
      await appendFleet(opened.store, 2, 2);
      // An older fold that did not count fuel.
      const withoutFuel: KeyedProjection<VoyageLogState> = {
        ...voyageLogsProjection,
        version: 1,
        evolve: (state, event) =>
          isFuelEvent(event as unknown as VoyageLogEvent)
            ? state
            : evolveVoyageLog(state, event as unknown as VoyageLogEvent),
      };
      const old = model(opened, {}, withoutFuel);
      await old.start();
      await old.stop();
      expect(tableValues((await old.get(vesselIdOf(1))).fuel.flowMeterConsumptions)).toHaveLength(0);

      const current = model(opened, {}, { ...voyageLogsProjection, version: 2 });
      await current.start();
      expect(await opened.rows.checkpoint("voyageLogs")).toEqual({
        version: 2,
        position: await opened.store.headPosition(),
      });
      expect(tableValues((await current.get(vesselIdOf(1))).fuel.flowMeterConsumptions)).toHaveLength(8);
      await current.stop();
    });

    it("drops an older version's rows once when processes start together after a version bump", async () => {
      const rows = opened.rows;
      await rows.reset("bumped", 1);
      await rows.commit("bumped", [indexedWrite("old", 3, [on("all", "2026")])], 3);
      // Both processes saw version 1; the first resets, the other finds version 2 and keeps the rows.
      expect(await rows.resetUnlessAt("bumped", 2)).toEqual({ version: 2, position: 0 });
      expect(await rows.load("bumped", "old")).toBeNull();
      await rows.commit("bumped", [indexedWrite("new", 5, [on("all", "2027")])], 5);
      const other = opened.anotherRows();
      expect(await other.resetUnlessAt("bumped", 2)).toEqual({ version: 2, position: 5 });
      expect((await other.page("bumped", ["all"], { skip: 0 })).entries).toEqual([
        { key: "new", sort: "2027" },
      ]);
      // Together, from nothing: one of them creates the checkpoint and neither loses the other's rows.
      const both = await Promise.all([rows.resetUnlessAt("fresh", 1), other.resetUnlessAt("fresh", 1)]);
      expect(both).toEqual([
        { version: 1, position: 0 },
        { version: 1, position: 0 },
      ]);
      expect(await rows.checkpoint("fresh")).toEqual({ version: 1, position: 0 });
    });

    it("keeps its decoded-state cache within its byte bound", async () => {
      await appendFleet(opened.store, 6, 3);
      const m = model(opened, { cacheBytes: 40_000 });
      await m.start();
      for (let vessel = 1; vessel <= 6; vessel++) {
        await m.get(vesselIdOf(vessel));
        expect(m.cachedBytes).toBeLessThanOrEqual(40_000);
      }
      expect(m.cachedBytes).toBeGreaterThan(0);
      await m.stop();
    });

    it("rebuilds exactly the rows the live fold wrote, event by event", async () => {
      const live = model(opened, { batchSize: 1 });
      const incidents = new StoredReadModel(opened.store, opened.rows, incidentsProjection, logger, {
        batchSize: 1,
      });
      await Promise.all([live.start(), incidents.start()]);
      const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
      let last = 0;
      for (let voyage = 0; voyage < 3; voyage++) {
        last = await appendFleet(opened.store, 3, 1, voyage);
        const n = voyage * 10;
        await appendIncident(opened.store, n + 1, [incidentOpened(n + 1, "v1", voyage + 3)]);
        await appendIncident(opened.store, n + 2, [incidentOpened(n + 2, "v2", voyage + 4, "c2")]);
        await appendIncident(opened.store, n + 1, [
          { type: "IncidentAcknowledged", data: { incidentId: incidentIdOf(n + 1), userId: "u", at: at(9) } },
        ]);
        last = await appendIncident(opened.store, n + 1, [
          { type: "IncidentClosed", data: { incidentId: incidentIdOf(n + 1), at: at(9), reason: "Cleared" } },
        ]);
        await Promise.all([live.waitFor(last), incidents.waitFor(last)]);
      }
      await Promise.all([live.stop(), incidents.stop()]);
      const names = [voyageLogsProjection.name, incidentsProjection.name];
      const incremental = await Promise.all(names.map(opened.dump));
      expect(incremental.map((rows) => rows.length)).toEqual([
        expect.any(Number),
        // 6 incidents: 6 keys, 6 parts, 6 refs of the 3 open ones and 18 index entries.
        6 + 6 + 6 + 18,
      ]);

      // A new fold version: the rows are dropped and rebuilt stream by stream.
      const rebuilt = model(opened, { streamCatchUpAfter: 0 }, { ...voyageLogsProjection, version: 99 });
      const rebuiltIncidents = new StoredReadModel(
        opened.store,
        opened.rows,
        { ...incidentsProjection, version: 99 },
        logger,
        { streamCatchUpAfter: 0 },
      );
      await Promise.all([rebuilt.start(), rebuiltIncidents.start()]);
      expect(rebuilt.lastCatchUp?.keys).toBe(3);
      expect(rebuiltIncidents.lastCatchUp?.keys).toBe(6);
      await Promise.all([rebuilt.stop(), rebuiltIncidents.stop()]);
      expect(await Promise.all(names.map(opened.dump))).toEqual(incremental);
    });

    it("folds nothing twice when two processes write the same rows", async () => {
      const first = model(opened);
      const second = model(opened, {}, voyageLogsProjection, opened.anotherRows());
      await Promise.all([first.start(), second.start()]);
      const last = await appendFleet(opened.store, 2, 3);
      await Promise.all([first.waitFor(last), second.waitFor(last)]);
      await Promise.all([first.stop(), second.stop()]);
      const fresh = model(opened, {}, voyageLogsProjection, opened.anotherRows());
      await fresh.start();
      for (const vessel of [1, 2])
        expect(await fresh.get(vesselIdOf(vessel))).toEqual(await folded(opened.store, vessel));
      await fresh.stop();
    });
  });
}

/** The rows of a model in every table but the checkpoints, each as JSON text, sorted. */
async function sortedRows(
  query: (table: string, columns: string) => Promise<unknown[][]> | unknown[][],
): Promise<string[]> {
  const tables = {
    rm_keys: "key, position, stream_version",
    rm_parts: "key, part, body",
    rm_refs: "ref, key, part",
    rm_index: "key, part, ref, sort",
  };
  const rows: string[] = [];
  for (const [table, columns] of Object.entries(tables))
    for (const row of await query(table, columns))
      rows.push(
        JSON.stringify([table, ...row.map((value) => (typeof value === "string" ? value : Number(value)))]),
      );
  return rows.sort();
}

describeContract("SQLite", async () => {
  const store = SqliteEventStore.open(":memory:", { pollIntervalMs: 20 });
  const rows = new SqliteKeyedRowStore(store.db);
  return {
    store,
    rows,
    anotherRows: () => new SqliteKeyedRowStore(store.db),
    dump: (name) =>
      sortedRows(
        (table, columns) =>
          store.db.prepare(`SELECT ${columns} FROM ${table} WHERE name = ?`).raw().all(name) as unknown[][],
      ),
    cleanup: () => store.close(),
  };
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = `${process.pid}_${Date.now()}`;
let schemaCount = 0;

describe.skipIf(!databaseUrl)("PostgreSQL", () => {
  describeContract("PostgreSQL", async () => {
    const schema = `rm_test_${runId}_${schemaCount++}`;
    const store = await PostgresEventStore.connect(databaseUrl!, { schema, pollIntervalMs: 50 });
    const opened: KeyedRowStore[] = [new PostgresKeyedRowStore(databaseUrl!, schema)];
    return {
      store,
      rows: opened[0]!,
      anotherRows: () => {
        const rows = new PostgresKeyedRowStore(databaseUrl!, schema);
        opened.push(rows);
        return rows;
      },
      dump: async (name) => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return await sortedRows(
            async (table, columns) =>
              (
                await client.query({
                  text: `SELECT ${columns} FROM "${schema}".${table} WHERE name = $1`,
                  values: [name],
                  rowMode: "array",
                })
              ).rows,
          );
        } finally {
          await client.end();
        }
      },
      cleanup: async () => {
        for (const rows of opened) await rows.close();
        await store.close();
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      },
    };
  });
});
