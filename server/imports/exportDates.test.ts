import { afterEach, describe, expect, it } from "vitest";
import { EXPORT_DATES_CARRIED_OVER_STREAM } from "../../domain/imports/dataImported.js";
import { allProjections, storedProjections } from "../../projections/index.js";
import { SqliteEventStore } from "../eventstore/sqlite/SqliteEventStore.js";
import { ProjectionRunner } from "../projections/ProjectionRunner.js";
import { SqliteSnapshotStore } from "../projections/SqliteSnapshotStore.js";
import { SqliteKeyedRowStore } from "../readmodels/SqliteKeyedRowStore.js";
import { createLogger } from "../shared/logger.js";
import { carryOverExportDatesOnce, lastExportDateOf } from "./exportDates.js";

const AURORA = "9312482";
const MAY_FIRST = "2024-05-01T00:00:00.000Z";
const MAY_SECOND = "2024-05-02T00:00:00.000Z";

const stores: SqliteEventStore[] = [];
const runners: ProjectionRunner<typeof allProjections, typeof storedProjections>[] = [];

/** A server process over the store: its read models, started (caught up with the log) or not yet. */
async function processOver(store: SqliteEventStore, { started = true } = {}) {
  const readModels = new ProjectionRunner<typeof allProjections, typeof storedProjections>(
    store,
    allProjections,
    new SqliteSnapshotStore(store.db),
    createLogger("silent"),
    {
      snapshotEveryMs: 0,
      stored: { rows: new SqliteKeyedRowStore(store.db), projections: storedProjections },
    },
  );
  if (started) {
    await readModels.start();
    runners.push(readModels);
  }
  return { store, readModels };
}

function openStore(): SqliteEventStore {
  const store = SqliteEventStore.open(":memory:");
  stores.push(store);
  return store;
}

/** The import queue's dates, noting whether the step read them. */
function queueHolding(dates: Record<string, string>) {
  const queue = {
    read: false,
    dates: async () => {
      queue.read = true;
      return new Map(Object.entries(dates));
    },
  };
  return queue;
}

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  for (const store of stores.splice(0)) await store.close();
});

describe("carrying the import queue's export dates into the log (a one-time migration at start)", () => {
  it("records the dates the log lacks on the first start, and marks the step done", async () => {
    const store = openStore();
    const ctx = await processOver(store);
    expect(lastExportDateOf(ctx, AURORA)).toBeNull();

    expect(await carryOverExportDatesOnce(ctx, queueHolding({ [AURORA]: MAY_FIRST }).dates)).toBe(true);
    expect(lastExportDateOf(ctx, AURORA)).toBe(MAY_FIRST);
    expect(await store.streamVersion(EXPORT_DATES_CARRIED_OVER_STREAM)).toBe(0);
  });

  it("costs a later start neither a read of the queue nor a wait for the read models", async () => {
    const store = openStore();
    await carryOverExportDatesOnce(await processOver(store), queueHolding({ [AURORA]: MAY_FIRST }).dates);

    // Read models still far from the log's head (rebuilding after a version bump) would hold the step for
    // up to a minute, past this test's timeout.
    const restarted = await processOver(store, { started: false });
    const queue = queueHolding({ [AURORA]: MAY_SECOND });
    expect(await carryOverExportDatesOnce(restarted, queue.dates)).toBe(false);
    expect(queue.read).toBe(false);

    const caughtUp = await processOver(store);
    expect(lastExportDateOf(caughtUp, AURORA)).toBe(MAY_FIRST);
  });

  it("stores one mark when two processes start together", async () => {
    const store = openStore();
    const [first, second] = [await processOver(store), await processOver(store)];
    await Promise.all([
      carryOverExportDatesOnce(first, queueHolding({ [AURORA]: MAY_FIRST }).dates),
      carryOverExportDatesOnce(second, queueHolding({ [AURORA]: MAY_FIRST }).dates),
    ]);
    expect(await store.streamVersion(EXPORT_DATES_CARRIED_OVER_STREAM)).toBe(0);
    expect(lastExportDateOf(first, AURORA)).toBe(MAY_FIRST);
  });
});
