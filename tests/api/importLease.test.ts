import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportQueue, ImportStatus } from "../../server/imports/ImportQueue.js";
import { HEARTBEAT_MS, ImportWorker, LEASE_MS } from "../../server/imports/ImportWorker.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { loggedRows } from "./importsSupport.js";

/**
 * Issue 10 point 26, PostgreSQL with several processes: a claim is a short lease kept alive by a
 * heartbeat, so a dead process's import is taken up within seconds; and an import removed by another
 * process (its queue message deleted there) is stopped and rolled back by the process running it.
 */

const AURORA = "9312482";
let server: TestServer;
let queue: ImportQueue;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function packageOf(name: string, instants: number, variables: string[]): Promise<string> {
  const file = path.join(server.dataDir, `${name}.zip`);
  await writeDataPackage(file, {
    manifest: { imoNumber: AURORA, createdAt: "2024-05-02T00:00:00Z" },
    rows: loggedRows(instants, variables, Date.UTC(2022, 0, 1)),
  });
  return file;
}

/** Stores the package and prepares it with `worker`, so it waits on pendingimports. */
async function pending(worker: ImportWorker, name: string, instants: number, variables: string[]) {
  const pipeline = await importPipelineOf(server.ctx);
  const file = await packageOf(name, instants, variables);
  const importPath = await pipeline.accept({ imoNumber: AURORA, fileName: `${name}.zip`, file });
  expect(await worker.step()).toBe(true);
  expect(await queue.length("pendingimports")).toBe(1);
  return importPath;
}

const variableNames = async () =>
  (
    await server.ctx.timeSeries!.variables(
      Object.values(server.ctx.readModels.state("vessels").byId).find((v) => v.imoNumber === AURORA)!.id,
    )
  ).map((v) => v.name);

beforeAll(async () => {
  server = await startTestServer();
  const pipeline = await importPipelineOf(server.ctx);
  // This test plays the processes itself: the server's own worker stays out of the way.
  await pipeline.worker.stop();
  queue = pipeline.queue;
});
afterAll(async () => {
  await server.close();
});

describe("import leases across processes", () => {
  it("takes up a dead process's import within seconds, not after a minute", async () => {
    expect(LEASE_MS).toBeLessThanOrEqual(15_000);
    expect(HEARTBEAT_MS * 3).toBeLessThanOrEqual(LEASE_MS);
    const survivor = new ImportWorker(server.ctx, queue);
    const importPath = await pending(survivor, "orphan", 10, ["Lease.A"]);
    // A process claims the import with its ordinary lease and dies before its first heartbeat.
    const frozen = new Proxy(queue, {
      get: (target, key, receiver) =>
        key === "claim" || key === "waitingImoNumbers"
          ? Reflect.get(target, key, receiver).bind(target)
          : () => new Promise(() => undefined),
    });
    void new ImportWorker(server.ctx, frozen).step();
    await sleep(200);
    expect(await survivor.step()).toBe(false);
    server.advanceClock(LEASE_MS + 1_000);
    expect(await survivor.step()).toBe(true);
    expect(await queue.record(importPath)).toMatchObject({ status: ImportStatus.imported });
    expect(await variableNames()).toContain("Lease.A");
  });

  it("keeps a running import's lease alive while it runs", async () => {
    const runner = new ImportWorker(server.ctx, queue, { leaseMs: 300, heartbeatMs: 50 });
    const other = new ImportWorker(server.ctx, queue, { leaseMs: 300, heartbeatMs: 50 });
    const importPath = await pending(runner, "long", 60_000, ["Lease.B1", "Lease.B2"]);
    const run = runner.step();
    await sleep(1_000);
    // Well past the 300 ms lease: the heartbeat has kept it, so nobody else takes the job.
    expect(await other.step()).toBe(false);
    await run;
    expect(await queue.record(importPath)).toMatchObject({ status: ImportStatus.imported });
  });

  it("stops and rolls back an import that another process removed", async () => {
    const runner = new ImportWorker(server.ctx, queue, { heartbeatMs: 50 });
    const importPath = await pending(runner, "removed", 150_000, ["Lease.C1", "Lease.C2", "Lease.C3"]);
    const run = runner.step();
    const deadline = Date.now() + 30_000;
    while ((await queue.record(importPath))?.status !== ImportStatus.running && Date.now() < deadline)
      await sleep(20);
    // What DELETE /RunningImports does in another process: its worker.cancel() cannot reach this one.
    await queue.removeMessages(importPath);
    await queue.deleteRecord(importPath);
    await run;
    expect(await queue.record(importPath)).toBeNull();
    expect(await variableNames()).not.toContain("Lease.C1");
    expect(await queue.length("pendingimports")).toBe(0);
    expect((await queue.vesselStates([AURORA]))[0]?.currentImport).toBeNull();
    expect(fs.existsSync(path.join(server.dataDir, "packages", importPath))).toBe(true);
  });
});

describe("package retention", () => {
  it("deletes imported packages after PACKAGE_RETENTION_DAYS, never a queued one", async () => {
    const pipeline = await importPipelineOf(server.ctx);
    expect(server.ctx.config.PACKAGE_RETENTION_DAYS).toBe(30);
    const imported = (await queue.records({ status: ImportStatus.imported })).map((r) => r.importPath);
    expect(imported.length).toBe(2);
    // The package whose import was removed is not queued any more: it goes too.
    const removed = "removed.zip";
    const waiting = await pipeline.accept({
      imoNumber: AURORA,
      fileName: "waiting.zip",
      file: await packageOf("waiting", 2, ["Lease.D"]),
    });
    const stored = (importPath: string) => fs.existsSync(path.join(server.dataDir, "packages", importPath));
    expect(await pipeline.prunePackages()).toEqual([]);
    server.advanceClock(31 * 86_400_000);
    const deleted = await pipeline.prunePackages();
    expect(deleted.map((p) => path.basename(p)).sort()).toEqual(["long.zip", "orphan.zip", removed]);
    for (const importPath of imported) expect(stored(importPath)).toBe(false);
    expect(stored(waiting)).toBe(true);
  });
});
