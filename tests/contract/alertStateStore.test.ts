import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ThresholdState } from "../../domain/alerts/evaluator.js";
import { type AlertStateStore, SqlAlertStateStore } from "../../server/features/alerts/AlertStateStore.js";
import { PostgresDriver, SqliteDriver } from "../../server/imports/sqlDriver.js";
import { dropSchema } from "../support/storeFixtures.js";

/** One contract, both adapters (docs/alerts.md "State"). */
const A = "0b3c1d6e-1111-4a4a-9f9f-000000000001";
const B = "0b3c1d6e-2222-4a4a-9f9f-000000000002";
const C1 = "c0000000-0000-4000-8000-000000000001";
const C2 = "c0000000-0000-4000-8000-000000000002";
const state: ThresholdState = {
  lastT: 1_767_225_600_000,
  warningSince: 1_767_225_000_000,
  criticalSince: null,
  open: { openedAt: 1_767_225_300_000, severity: "Warning" },
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds one to a counter kept as a state, slowly: lost updates show unless the vessel is held. */
const increment = (store: AlertStateStore, vesselId: string) =>
  store.withVessel(vesselId, async (states) => {
    const n = (states.get(C1, "counter")?.state as number | undefined) ?? 0;
    await sleep(5);
    states.set(C1, "counter", { fingerprint: "f", state: n + 1 });
  });
const counter = (store: AlertStateStore, vesselId: string) =>
  store.withVessel(vesselId, async (states) => states.get(C1, "counter")?.state);

interface Opened {
  store: AlertStateStore;
  /** A second store on the same database (another process), where the adapter serves several. */
  another?: () => Promise<AlertStateStore>;
  cleanup: () => Promise<void>;
}

function describeContract(name: string, open: () => Promise<Opened>) {
  describe(`alert state store contract: ${name}`, () => {
    let opened: Opened;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    it("keeps a state per vessel, condition and target, read back as written", async () => {
      const { store } = opened;
      expect(await store.withVessel(A, async (s) => s.get(C1, `${A}/Exhaust`))).toBeUndefined();
      const answer = await store.withVessel(A, async (s) => {
        s.set(C1, `${A}/Exhaust`, { fingerprint: "f1", state });
        s.set(C2, A, { fingerprint: "f2", state: { lastSeen: null, open: null } });
        // Seen at once within the same evaluation.
        return s.get(C1, `${A}/Exhaust`)?.fingerprint;
      });
      expect(answer).toBe("f1");
      await store.withVessel(B, async (s) => s.set(C1, `${B}/Exhaust`, { fingerprint: "fb", state: 1 }));
      await store.withVessel(A, async (s) => {
        expect(s.get(C1, `${A}/Exhaust`)).toEqual({ fingerprint: "f1", state });
        expect(s.get(C2, A)).toEqual({ fingerprint: "f2", state: { lastSeen: null, open: null } });
        expect(s.get(C1, `${B}/Exhaust`)).toBeUndefined();
        s.set(C1, `${A}/Exhaust`, { fingerprint: "f1b", state: { ...state, open: null } });
      });
      expect(await store.withVessel(A, async (s) => s.get(C1, `${A}/Exhaust`))).toEqual({
        fingerprint: "f1b",
        state: { ...state, open: null },
      });
    });

    it("writes what an evaluation settled before it failed, and answers its failure", async () => {
      const { store } = opened;
      await expect(
        store.withVessel(A, async (s) => {
          s.set(C1, A, { fingerprint: "f", state: 7 });
          throw new Error("mail server down");
        }),
      ).rejects.toThrow("mail server down");
      expect(await store.withVessel(A, async (s) => s.get(C1, A)?.state)).toBe(7);
    });

    it("forgets a condition's states on every vessel, and only that condition's", async () => {
      const { store } = opened;
      for (const vessel of [A, B])
        await store.withVessel(vessel, async (s) => {
          s.set(C1, vessel, { fingerprint: "f", state: 1 });
          s.set(C2, vessel, { fingerprint: "f", state: 2 });
        });
      await store.forgetCondition(C1);
      for (const vessel of [A, B])
        await store.withVessel(vessel, async (s) => {
          expect(s.get(C1, vessel)).toBeUndefined();
          expect(s.get(C2, vessel)?.state).toBe(2);
        });
    });

    it("writes many targets of one vessel at once (more than one statement's worth)", async () => {
      const { store } = opened;
      await store.withVessel(A, async (s) => {
        for (let i = 0; i < 250; i++) s.set(C1, `${A}/v${i}`, { fingerprint: "f", state: i });
      });
      await store.withVessel(A, async (s) => {
        expect(s.get(C1, `${A}/v0`)?.state).toBe(0);
        expect(s.get(C1, `${A}/v249`)?.state).toBe(249);
      });
    });

    it("holds a vessel while it is evaluated: concurrent evaluations see each other's writes", async () => {
      const { store } = opened;
      await Promise.all(Array.from({ length: 8 }, () => increment(store, A)));
      expect(await counter(store, A)).toBe(8);
    });

    it.skipIf(name === "SQLite")(
      "holds a vessel across processes (two stores on one database), other vessels free",
      async () => {
        const { store } = opened;
        const other = await opened.another!();
        try {
          await Promise.all(Array.from({ length: 10 }, (_, i) => increment(i % 2 === 0 ? store : other, A)));
          expect(await counter(store, A)).toBe(10);
          // While one process holds vessel A, the other evaluates vessel B at once, and waits for A.
          let release!: () => void;
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          let entered!: () => void;
          const inside = new Promise<void>((resolve) => {
            entered = resolve;
          });
          const holding = store.withVessel(A, async () => {
            entered();
            await held;
          });
          await inside;
          await increment(other, B);
          let waitedForA = true;
          const second = increment(other, A).then(() => {
            waitedForA = false;
          });
          await sleep(100);
          expect(waitedForA).toBe(true);
          release();
          await Promise.all([holding, second]);
          expect(await counter(store, A)).toBe(11);
          expect(await counter(store, B)).toBe(1);
        } finally {
          await other.close();
        }
      },
    );
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeContract("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "keelson-alert-state-"));
  dirs.push(dir);
  const store = await SqlAlertStateStore.open(SqliteDriver.open(join(dir, "alert-state.db")));
  return { store, cleanup: () => store.close() };
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = `${process.pid}_${Date.now()}`;
let schemaCount = 0;

describe.skipIf(!databaseUrl)("PostgreSQL", () => {
  describeContract("PostgreSQL", async () => {
    const schema = `as_test_${runId}_${schemaCount++}`;
    const connect = async () =>
      SqlAlertStateStore.open(
        await PostgresDriver.connect(databaseUrl!, schema, { pool: "alertstate" }),
        schema,
      );
    const store = await connect();
    return {
      store,
      another: connect,
      cleanup: async () => {
        await store.close();
        await dropSchema(databaseUrl!, schema);
      },
    };
  });
});
