import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ImportQueue, type ImportRecord, ImportStatus } from "./ImportQueue.js";
import { SqlImportQueue } from "./SqlImportQueue.js";
import { PostgresDriver, SqliteDriver } from "./sqlDriver.js";

const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_imports_${process.pid}_${Date.now()}`;
const at = (iso: string) => new Date(iso);
const PATH_A = "9312482/2024/05/01/a.zip";
const PATH_B = "9312482/2024/05/01/b.zip";

const record = (overrides: Partial<ImportRecord> = {}): ImportRecord => ({
  importPath: PATH_A,
  zipPath: `packages/${PATH_A}`,
  imoNumber: "9312482",
  status: ImportStatus.imported,
  webJob: "Import",
  timestamp: "2024-05-01T10:00:00.000Z",
  startTime: "2024-05-01T09:59:00.000Z",
  importDuration: 600_000_000,
  errorMessage: null,
  stackTrace: null,
  importStatistics: [{ tableName: "KSPDataTab_LoggingHistory", importDuration: 5, rowCount: 7 }],
  progress: 100,
  partitionKey: "2024-05-01",
  ...overrides,
});

function contract(name: string, open: () => Promise<ImportQueue>) {
  describe(`the import queue on ${name}`, () => {
    let queue: ImportQueue;
    beforeEach(async () => {
      queue = await open();
    });
    afterEach(async () => {
      await queue.close();
    });

    it("hands out messages oldest first, once, and not the same path twice while waiting", async () => {
      await queue.enqueue("receiveddata", PATH_A, "9312482", at("2024-05-01T00:00:00Z"));
      await queue.enqueue("receiveddata", PATH_A, "9312482", at("2024-05-01T00:00:01Z"));
      await queue.enqueue("receiveddata", PATH_B, "9312482", at("2024-05-01T00:00:02Z"));
      expect(await queue.length("receiveddata")).toBe(2);
      expect(await queue.length("pendingimports")).toBe(0);
      const now = at("2024-05-01T00:01:00Z");
      const lease = at("2024-05-01T00:02:00Z");
      const first = await queue.claim("receiveddata", "w1", now, lease);
      const second = await queue.claim("receiveddata", "w2", now, lease);
      expect([first?.importPath, second?.importPath]).toEqual([PATH_A, PATH_B]);
      expect(await queue.claim("receiveddata", "w3", now, lease)).toBeNull();
      expect(await queue.claim("pendingimports", "w3", now, lease)).toBeNull();
    });

    it("gives a message back when its lease ran out or every claim is released", async () => {
      await queue.enqueue("pendingimports", PATH_A, "9312482", at("2024-05-01T00:00:00Z"));
      const message = await queue.claim(
        "pendingimports",
        "w1",
        at("2024-05-01T00:00:00Z"),
        at("2024-05-01T00:01:00Z"),
      );
      expect(
        await queue.claim("pendingimports", "w2", at("2024-05-01T00:00:30Z"), at("2024-05-01T00:02:00Z")),
      ).toBeNull();
      expect(await queue.extendLease(message!.id, "w2", at("2024-05-01T00:05:00Z"))).toBe(false);
      expect(await queue.extendLease(message!.id, "w1", at("2024-05-01T00:05:00Z"))).toBe(true);
      expect(
        await queue.claim("pendingimports", "w2", at("2024-05-01T00:04:00Z"), at("2024-05-01T00:09:00Z")),
      ).toBeNull();
      const taken = await queue.claim(
        "pendingimports",
        "w2",
        at("2024-05-01T00:06:00Z"),
        at("2024-05-01T00:09:00Z"),
      );
      expect(taken?.id).toBe(message!.id);
      // The first worker's heartbeat now finds its claim gone.
      expect(await queue.extendLease(message!.id, "w1", at("2024-05-01T00:10:00Z"))).toBe(false);
      expect(await queue.releaseAllClaims()).toBe(1);
      expect(
        (await queue.claim("pendingimports", "w3", at("2024-05-01T00:06:01Z"), at("2024-05-01T00:09:00Z")))
          ?.id,
      ).toBe(message!.id);
    });

    it("finishes a job in one go: record, message gone, next queue, vessel state and lastExportDate", async () => {
      await queue.enqueue("receiveddata", PATH_A, "9312482", at("2024-05-01T00:00:00Z"));
      await queue.enqueue("receiveddata", PATH_B, "9312482", at("2024-05-01T00:00:00Z"));
      const prepared = await queue.claim(
        "receiveddata",
        "w",
        at("2024-05-01T00:00:00Z"),
        at("2024-05-01T01:00:00Z"),
      );
      await queue.saveRecord(record({ status: ImportStatus.running, webJob: "Prepare", progress: 0 }));
      await queue.setCurrentImport("9312482", PATH_A, at("2024-05-01T00:00:00Z"));
      expect(await queue.vesselStates(["9312482"])).toEqual([
        {
          imoNumber: "9312482",
          currentImport: PATH_A,
          currentImportSetAt: "2024-05-01T00:00:00.000Z",
          pendingImportPaths: [PATH_B],
          lastExportDate: null,
        },
      ]);
      await queue.finishJob({
        message: prepared!,
        record: null,
        lastExportDate: null,
        next: { queue: "pendingimports", at: at("2024-05-01T00:00:05Z") },
      });
      expect(await queue.record(PATH_A)).toBeNull();
      expect(await queue.length("receiveddata")).toBe(1);
      expect(await queue.length("pendingimports")).toBe(1);

      const job = await queue.claim(
        "pendingimports",
        "w",
        at("2024-05-01T00:00:06Z"),
        at("2024-05-01T01:00:00Z"),
      );
      await queue.finishJob({ message: job!, record: record(), lastExportDate: "2024-04-30T23:59:00.000Z" });
      await queue.finishJob({
        message: { ...job!, id: -1 },
        record: record(),
        lastExportDate: "2024-04-01T00:00:00.000Z",
      });
      expect(await queue.record(PATH_A)).toEqual(record());
      const [state] = await queue.vesselStates();
      expect(state).toMatchObject({ currentImport: null, lastExportDate: "2024-04-30T23:59:00.000Z" });
      expect(await queue.vesselStates(["1234567"])).toEqual([]);
    });

    it("lists records by status and day, counts the hours of imported ones, deletes them", async () => {
      await queue.saveRecord(record());
      await queue.saveRecord(
        record({ importPath: PATH_B, partitionKey: "2024-05-02", timestamp: "2024-05-02T00:00:00.000Z" }),
      );
      await queue.saveRecord(
        record({
          importPath: "9312482/2024/05/03/c.zip",
          status: ImportStatus.error,
          errorMessage: "bad",
          partitionKey: "2024-05-03",
        }),
      );
      const paths = (records: ImportRecord[]) => records.map((r) => r.importPath);
      expect(paths(await queue.records({ status: ImportStatus.imported }))).toEqual([PATH_B, PATH_A]);
      expect(
        paths(await queue.records({ status: ImportStatus.imported, partitionKey: "2024-05-01" })),
      ).toEqual([PATH_A]);
      expect(
        paths(await queue.records({ status: ImportStatus.imported, fromPartitionKey: "2024-05-02" })),
      ).toEqual([PATH_B]);
      expect((await queue.records({ status: ImportStatus.error }))[0]?.errorMessage).toBe("bad");
      expect(await queue.importedTicks()).toBe(1_200_000_000);
      expect(await queue.deleteRecord(PATH_A)).toBe(true);
      expect(await queue.deleteRecord(PATH_A)).toBe(false);
    });

    it("lists the vessels with claimable messages, longest waiting first, and claims within given vessels", async () => {
      const PATH_C = "9266334/2024/05/01/c.zip";
      const PATH_D = "9266334/2024/05/01/d.zip";
      await queue.enqueue("pendingimports", PATH_A, "9312482", at("2024-05-01T00:00:00Z"));
      await queue.enqueue("pendingimports", PATH_C, "9266334", at("2024-05-01T00:00:01Z"));
      await queue.enqueue("pendingimports", PATH_B, "9312482", at("2024-05-01T00:00:02Z"));
      await queue.enqueue("pendingimports", PATH_D, "9266334", at("2024-05-01T00:00:03Z"));
      const now = at("2024-05-01T00:01:00Z");
      const lease = at("2024-05-01T00:02:00Z");
      expect(await queue.waitingImoNumbers("pendingimports", now)).toEqual(["9312482", "9266334"]);
      expect(await queue.waitingImoNumbers("receiveddata", now)).toEqual([]);

      expect((await queue.claim("pendingimports", "w", now, lease, ["9266334"]))?.importPath).toBe(PATH_C);
      expect((await queue.claim("pendingimports", "w", now, lease, ["9312482"]))?.importPath).toBe(PATH_A);
      expect(await queue.waitingImoNumbers("pendingimports", now)).toEqual(["9312482", "9266334"]);
      expect(await queue.claim("pendingimports", "w", now, lease, ["1234567"])).toBeNull();
      expect(await queue.claim("pendingimports", "w", now, lease, [])).toBeNull();
      expect((await queue.claim("pendingimports", "w", now, lease))?.importPath).toBe(PATH_B);
      expect(await queue.waitingImoNumbers("pendingimports", now)).toEqual(["9266334"]);
      // A lease that ran out makes its vessel wait again.
      expect(await queue.waitingImoNumbers("pendingimports", at("2024-05-01T00:03:00Z"))).toEqual([
        "9312482",
        "9266334",
      ]);
    });
  });
}

let sqliteDir = "";
contract("SQLite", async () => {
  sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-queue-"));
  return SqlImportQueue.open(SqliteDriver.open(path.join(sqliteDir, "imports.db")));
});
afterAll(() => {
  if (sqliteDir) fs.rmSync(sqliteDir, { recursive: true, force: true });
});

describe.skipIf(!url)("PostgreSQL", () => {
  let n = 0;
  contract("PostgreSQL", async () => {
    const own = `${schema}_${n++}`;
    return SqlImportQueue.open(await PostgresDriver.connect(url!, own, { pool: "importqueue" }), own);
  });
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (let i = 0; i < n; i++) await client.query(`DROP SCHEMA IF EXISTS "${schema}_${i}" CASCADE`);
    await client.end();
  });
});
