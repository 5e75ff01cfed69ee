import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { ImportStatus } from "../../server/imports/ImportQueue.js";
import type { ImportLiveMessage } from "../../server/imports/importLive.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { loggedRows, settled, upload } from "./importsSupport.js";

const AURORA = "9312482";
const manifest = { imoNumber: AURORA, createdAt: "2024-05-02T00:05:00Z" };

describe("imports in a thread with a capped heap", () => {
  let server: TestServer;
  let admin: string;
  let dir: string;
  let socket: Socket;
  const live: ImportLiveMessage[] = [];
  const points = async () =>
    (await server.api<{ logDataPoints: number }>("GET", "/ImportStatus/Totals", { token: admin })).body
      .logDataPoints;
  const uploaded = async (file: string, fileName: string) => {
    const answer = await upload(server, file, { apiKey: DEMO_LOGINS.nordicBulkApiKey, fileName });
    expect(answer.status).toBe(202);
    return settled(server, admin, answer.body.importPath!);
  };

  beforeAll(async () => {
    server = await startTestServer({ PACKAGE_MAX_COMPRESSION_RATIO: 10_000 });
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-import-thread-"));
    socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(server.url, { auth: { token: admin }, transports: ["websocket"], reconnection: false });
      s.once("connect", () => resolve(s));
      s.once("connect_error", reject);
    });
    socket.on("imports", (m: ImportLiveMessage) => live.push(m));
  });
  afterAll(async () => {
    socket.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports a package and pushes its progress live while the thread works", async () => {
    const file = path.join(dir, "good.zip");
    await writeDataPackage(file, { manifest, rows: loggedRows(150_000, ["SOG", "ME rpm"]) });
    const before = await points();
    const record = await uploaded(file, `${AURORA}-good.zip`);
    expect(record).toMatchObject({ status: ImportStatus.imported, errorMessage: null });
    expect(await points()).toBe(before + 300_000);
    const progress = live.filter(
      (m): m is Extract<ImportLiveMessage, { kind: "progress" }> =>
        m.kind === "progress" && m.importPath === record.importPath,
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((m) => m.progress > 0 && m.progress < 100)).toBe(true);
  });

  it("fails an import that runs out of its memory with a message, and goes on answering", async () => {
    // 9,000 variables of 150 taxa each need far more than 24 MB of heap while Variables.csv is read.
    const variables = Array.from({ length: 9_000 }, (_, k) => ({
      name: `V${k}`,
      unit: "kW",
      onboardSystem: "Bench",
      taxa: Array.from({ length: 150 }, (_, j) => `Taxon ${k} ${j}`),
    }));
    const file = path.join(dir, "huge.zip");
    await writeDataPackage(file, { manifest, variables, rows: loggedRows(10) });
    const before = await points();
    const configured = server.ctx.config.IMPORT_THREAD_MEMORY_MB;
    server.ctx.config.IMPORT_THREAD_MEMORY_MB = 24;
    try {
      const record = await uploaded(file, `${AURORA}-huge.zip`);
      expect(record).toMatchObject({
        status: ImportStatus.error,
        errorMessage:
          "The import ran out of memory: an import may use 24 MB (IMPORT_THREAD_MEMORY_MB). Nothing of the package was stored.",
      });
    } finally {
      server.ctx.config.IMPORT_THREAD_MEMORY_MB = configured;
    }
    expect(await points()).toBe(before);
    const failed = await server.api<Array<{ importPath: string }>>("GET", "/FailedImports", { token: admin });
    expect(failed.status).toBe(200);
    // The store is free again: the next package goes in.
    const next = path.join(dir, "next.zip");
    await writeDataPackage(next, { manifest, rows: loggedRows(5, ["SOG"], Date.UTC(2024, 8, 1)) });
    expect(await uploaded(next, `${AURORA}-next.zip`)).toMatchObject({ status: ImportStatus.imported });
    expect(await points()).toBe(before + 5);
  });
});
