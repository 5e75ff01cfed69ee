import { describe, expect, it } from "vitest";
import { allProjections, storedProjections } from "../../projections/index.js";
import {
  streamOfVessel,
  vesselIdOf,
  vesselSetup,
  voyageEvents,
} from "../../tests/support/voyageLogEvents.js";
import { SqliteEventStore } from "../eventstore/sqlite/SqliteEventStore.js";
import { SqliteKeyedRowStore } from "../readmodels/SqliteKeyedRowStore.js";
import { createLogger } from "../shared/logger.js";
import { ProjectionRunner } from "./ProjectionRunner.js";
import { SqliteSnapshotStore } from "./SqliteSnapshotStore.js";

const metadata = { userId: "system", companyId: null, correlationId: "c", causationId: null };
const logger = createLogger("silent");

const registerCompany = (store: SqliteEventStore, id: string, name: string) =>
  store.append(
    `company-${id}`,
    [
      {
        type: "CompanyRegistered",
        data: {
          companyId: id,
          name,
          contactName: "",
          contactPhone: "",
          contactEmail: "",
          subscriptionStatus: "Active",
          dcMasterDataCompanyId: null,
          notes: "",
          createdDate: "2026-01-01T00:00:00Z",
        },
      },
    ],
    { expectedVersion: "no_stream", metadata },
  );

describe("ProjectionRunner", () => {
  it("folds the log on start and then each new event, and waitFor resolves at a position", async () => {
    const store = SqliteEventStore.open(":memory:");
    await registerCompany(store, "c1", "Nordic Bulk AS");
    const runner = new ProjectionRunner(store, allProjections, new SqliteSnapshotStore(store.db), logger, {
      snapshotEveryMs: 0,
    });
    await runner.start();
    expect(Object.keys(runner.state("companies").byId)).toEqual(["c1"]);
    const { lastPosition } = await registerCompany(store, "c2", "Atlantic Tankers Ltd");
    await runner.waitFor(lastPosition);
    expect(runner.state("companies").byId.c2?.name).toBe("Atlantic Tankers Ltd");
    await runner.stop();
    await store.close();
  });

  it("resumes from its checkpoint after a restart and refolds when the fold version changes", async () => {
    const store = SqliteEventStore.open(":memory:");
    const snapshots = new SqliteSnapshotStore(store.db);
    await registerCompany(store, "c1", "One");
    const first = new ProjectionRunner(store, allProjections, snapshots, logger, { snapshotEveryMs: 0 });
    await first.start();
    await first.stop();
    expect((await snapshots.load("companies"))?.position).toBe(1);

    // Tamper with the checkpoint: a runner that resumes from it shows the tampered state, proving it did not refold.
    await snapshots.save("companies", {
      version: allProjections.companies.version,
      position: 1,
      state: { byId: {} },
    });
    await registerCompany(store, "c2", "Two");
    const resumed = new ProjectionRunner(store, allProjections, snapshots, logger, { snapshotEveryMs: 0 });
    await resumed.start();
    expect(Object.keys(resumed.state("companies").byId)).toEqual(["c2"]);
    await resumed.stop();

    await snapshots.save("companies", {
      version: allProjections.companies.version - 1,
      position: 2,
      state: { byId: {} },
    });
    const refolded = new ProjectionRunner(store, allProjections, snapshots, logger, { snapshotEveryMs: 0 });
    await refolded.start();
    expect(Object.keys(refolded.state("companies").byId).sort()).toEqual(["c1", "c2"]);
    await refolded.stop();
    await store.close();
  });

  it("waits for the stored read models too, so a writer reads its own voyage log", async () => {
    const store = SqliteEventStore.open(":memory:");
    const snapshots = new SqliteSnapshotStore(store.db);
    await snapshots.save("voyageLogs", { version: 3, position: 0, state: { byVesselId: {} } });
    const runner = new ProjectionRunner<typeof allProjections, typeof storedProjections>(
      store,
      allProjections,
      snapshots,
      logger,
      {
        snapshotEveryMs: 0,
        stored: { rows: new SqliteKeyedRowStore(store.db), projections: storedProjections },
      },
    );
    await runner.start();
    expect(await snapshots.load("voyageLogs")).toBeNull();
    const { lastPosition } = await store.append(
      streamOfVessel(1),
      [...vesselSetup(1), ...voyageEvents(1, 0)],
      {
        expectedVersion: "no_stream",
        metadata,
      },
    );
    await runner.waitFor(lastPosition);
    expect(runner.currentPosition).toBe(lastPosition);
    const log = await runner.stored("voyageLogs").get(vesselIdOf(1));
    expect(log.voyages.events.size).toBe(4);
    await runner.stop();
    await store.close();
  });
});
