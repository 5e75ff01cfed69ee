import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { type ImportRecord, ImportStatus } from "../../server/imports/ImportQueue.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { loggedRows, rawZip, settled, T0, upload } from "./importsSupport.js";

const AURORA = "9312482"; // Nordic Bulk, receives data
const MERIDIAN = "9266334"; // Atlantic Tankers, receives data
const UNASSIGNED = "9722041"; // no company, does not receive data
const API_KEY = DEMO_LOGINS.nordicBulkApiKey;
const manifest = (imoNumber = AURORA) => ({ imoNumber, createdAt: "2024-05-02T00:05:00Z" });

describe("data package imports", () => {
  let server: TestServer;
  let admin: string;
  let dir: string;
  const points = async () =>
    (await server.api<{ logDataPoints: number }>("GET", "/ImportStatus/Totals", { token: admin })).body
      .logDataPoints;
  const goodPackage = async (name: string, count = 30, imoNumber = AURORA) => {
    const file = path.join(dir, name);
    await writeDataPackage(file, {
      manifest: manifest(imoNumber),
      variables: [
        { name: "SOG", unit: "kn", onboardSystem: "Nav", taxa: ["Speed:Over ground"] },
        { name: "ME rpm", unit: "rpm", onboardSystem: "Engine", taxa: [] },
      ],
      rows: loggedRows(count),
      positions: [{ timestamp: T0, latitude: 59.9, longitude: 10.7 }],
    });
    return file;
  };
  const uploaded = async (file: string, fileName: string) => {
    const answer = await upload(server, file, { apiKey: API_KEY, fileName });
    expect(answer.status).toBe(202);
    return settled(server, admin, answer.body.importPath!);
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-imports-"));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports a package uploaded with the company's API key and reports it everywhere", async () => {
    const file = await goodPackage("good.zip");
    const before = await points();
    const answer = await upload(server, file, { apiKey: API_KEY, fileName: `${AURORA}_2024-05-01.zip` });
    expect(answer.status).toBe(202);
    const today = new Date().toISOString().slice(0, 10);
    const importPath = `${AURORA}/${today.replaceAll("-", "/")}/${AURORA}_2024-05-01.zip`;
    expect(answer.body).toEqual({ importPath });

    const record = await settled(server, admin, importPath);
    expect(record).toMatchObject({
      importPath,
      zipPath: `packages/${importPath}`,
      imoNumber: AURORA,
      status: ImportStatus.imported,
      webJob: "Import",
      progress: 100,
      partitionKey: today,
      errorMessage: null,
    });
    expect(record.importDuration).toBeGreaterThan(0);
    expect(record.importStatistics.map((s) => [s.tableName, s.rowCount])).toEqual([
      ["KSPDataTab_Variables", 2],
      ["KSPDataTab_LoggingHistory", 60],
      ["KSPDataTab_Positions", 1],
    ]);
    expect(await points()).toBe(before + 60);

    const byDay = await server.api<ImportRecord[]>("GET", `/SuccessfulImports/Find/${today}`, {
      token: admin,
    });
    expect(byDay.body.map((r) => r.importPath)).toContain(importPath);
    const filtered = await server.api<ImportRecord[]>(
      "GET",
      `/SuccessfulImports/Find/${today}?imoNumber=9266`,
      {
        token: admin,
      },
    );
    expect(filtered.body).toEqual([]);
    const states = await server.api<unknown[]>(
      "GET",
      `/VesselImportStates?imoNumbers=${AURORA},${UNASSIGNED}`,
      {
        token: admin,
      },
    );
    expect(states.body).toEqual([
      {
        imoNumber: AURORA,
        currentImport: null,
        currentImportSetAt: null,
        pendingImportPaths: [],
        lastExportDate: new Date(T0 + 29 * 60_000).toISOString(),
      },
      {
        imoNumber: UNASSIGNED,
        currentImport: null,
        currentImportSetAt: null,
        pendingImportPaths: [],
        lastExportDate: null,
      },
    ]);
    // A new vessel registered with Nordic Aurora's IMO number has sent nothing (issue 10, point 24).
    type Listed = { id: string; name: string; lastExportDate: string | null };
    const companies = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: admin })
    ).body;
    const created = await server.api<Listed>("POST", "/VesselAdministrations", {
      token: admin,
      body: {
        name: "Aurora Namesake",
        imoNumber: AURORA,
        draftMean: 9.5,
        maxContinuousRating: 5000,
        companyId: companies.find((c) => c.name === "Atlantic Tankers Ltd")!.id,
      },
    });
    expect(created.status).toBe(201);
    const listed = (await server.api<Listed[]>("GET", "/VesselAdministrations", { token: admin })).body;
    expect(listed.find((v) => v.name === "Aurora Namesake")!.lastExportDate).toBeNull();
    expect(listed.find((v) => v.name === "Nordic Aurora")!.lastExportDate).toBe(
      new Date(T0 + 29 * 60_000).toISOString(),
    );
    for (const queue of ["receiveddata", "pendingimports"]) {
      const attributes = await server.api("GET", `/QueueAttributes/${queue}`, { token: admin });
      expect(attributes.body).toEqual({ name: queue, length: 0, approximateMessageCount: 0 });
    }
    for (const call of [
      `/ImportStatus/DownloadImportPackage?path=${importPath}`,
      `/ImportStatus/DownloadZipFile?path=packages/${importPath}`,
    ]) {
      const response = await fetch(`${server.url}/api/v1${call}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${AURORA}_2024-05-01.zip"; filename*=UTF-8''${AURORA}_2024-05-01.zip`,
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);
    }
    const vessel = Object.values(server.ctx.readModels.state("vessels").byId).find(
      (v) => v.imoNumber === AURORA,
    )!;
    const variables = await server.ctx.timeSeries!.variables(vessel.id);
    expect(variables.find((v) => v.name === "SOG")).toMatchObject({
      unit: "kn",
      taxa: ["Speed:Over ground"],
    });
  });

  it("adds no duplicate points when the same data arrives again", async () => {
    const file = await goodPackage("again.zip", 30);
    await uploaded(file, `${AURORA}-again-1.zip`);
    const once = await points();
    const second = await uploaded(file, `${AURORA}-again-2.zip`);
    expect(second.status).toBe(ImportStatus.imported);
    expect(await points()).toBe(once);
  });

  it.each([
    [
      "not a zip",
      () => fs.writeFileSync(path.join(dir, "text.zip"), "just text"),
      "text.zip",
      "Prepare",
      "The package is not a zip file.",
    ],
    [
      "no manifest",
      () => rawZip(path.join(dir, "nomanifest.zip"), { "LoggingHistory.csv": "timestamp,variable,value\n" }),
      "nomanifest.zip",
      "Prepare",
      "The package has no manifest.json.",
    ],
    [
      "an unknown IMO in the manifest",
      () =>
        rawZip(path.join(dir, "otherimo.zip"), {
          "manifest.json": JSON.stringify(manifest("9074729")),
          "LoggingHistory.csv": "timestamp,variable,value\n",
        }),
      "otherimo.zip",
      "Prepare",
      `manifest.json names IMO number 9074729, but the package was uploaded for ${AURORA}.`,
    ],
    [
      "a malformed row",
      () =>
        rawZip(path.join(dir, "malformed.zip"), {
          "manifest.json": JSON.stringify(manifest()),
          "LoggingHistory.csv":
            "timestamp,variable,value\n2024-06-01T00:00:00Z,SOG,1\n2024-06-01T00:00:00Z;SOG;2\n",
        }),
      "malformed.zip",
      "Import",
      "LoggingHistory.csv row 3: expected 3 fields, found 1.",
    ],
    [
      "a non-numeric value",
      () =>
        rawZip(path.join(dir, "abc.zip"), {
          "manifest.json": JSON.stringify(manifest()),
          "LoggingHistory.csv": `timestamp,variable,value\n${"2024-06-01T00:00:00Z,SOG,1\n".repeat(1232)}2024-06-01T00:01:00Z,SOG,abc\n`,
        }),
      "abc.zip",
      "Import",
      'LoggingHistory.csv row 1234: value "abc" is not a number.',
    ],
  ])(
    "ends a package with %s in the error state, naming the problem, and stores none of it",
    async (_c, make, name, webJob, message) => {
      await make();
      const before = await points();
      const record = await uploaded(path.join(dir, name), `${AURORA}-${name}`);
      expect(record).toMatchObject({
        status: ImportStatus.error,
        webJob,
        errorMessage: message,
        progress: 100,
      });
      expect(record.stackTrace).toContain("Error");
      expect(await points()).toBe(before);
    },
  );

  it("refuses uploads it cannot take, with words", async () => {
    const file = await goodPackage("refused.zip", 1);
    const apiKey = API_KEY;
    expect(await upload(server, file, { apiKey, fileName: "no-imo.zip" })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("The IMO number is missing.") },
    });
    expect(await upload(server, file, { apiKey, imoNumber: "12345" })).toMatchObject({
      status: 400,
      body: { message: "IMO number must be 7 digits." },
    });
    expect(await upload(server, file, { token: admin, imoNumber: "9074729" })).toMatchObject({
      status: 404,
      body: { message: "No vessel with IMO number 9074729 was found." },
    });
    expect(await upload(server, file, { token: admin, imoNumber: UNASSIGNED })).toMatchObject({
      status: 400,
      body: { message: `The vessel with IMO number ${UNASSIGNED} does not receive data.` },
    });
    // Nordic Bulk's key cannot upload for Atlantic Tankers' vessel: it looks unknown.
    expect(await upload(server, file, { apiKey, imoNumber: MERIDIAN })).toMatchObject({
      status: 404,
      body: { message: `No vessel with IMO number ${MERIDIAN} was found.` },
    });
    const crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    expect((await upload(server, file, { token: crew, imoNumber: AURORA })).status).toBe(403);
    expect((await upload(server, file, { imoNumber: AURORA })).status).toBe(401);
    const noFile = await fetch(`${server.url}/api/v1/Imports`, {
      method: "POST",
      headers: { "x-api-key": apiKey },
      body: (() => {
        const form = new FormData();
        form.append("imoNumber", AURORA);
        return form;
      })(),
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe(
      'No file was uploaded. Send the package in the multipart field "file".',
    );
    expect(fs.readdirSync(path.join(server.dataDir, "packages", ".incoming"))).toEqual([]);
  });

  it("lets an administrator upload for any company's vessel", async () => {
    const file = await goodPackage("meridian.zip", 2, MERIDIAN);
    const answer = await upload(server, file, { token: admin, fileName: `${MERIDIAN}_x.zip` });
    expect(answer.status).toBe(202);
    expect((await settled(server, admin, answer.body.importPath!)).status).toBe(ImportStatus.imported);
  });

  it("retries a failed import on its web job's queue, removes one, and retries all", async () => {
    const bad = await rawZip(path.join(dir, "fixable.zip"), {
      "manifest.json": JSON.stringify(manifest()),
      "LoggingHistory.csv": "timestamp,variable,value\n2024-07-01T00:00:00Z,SOG,oops\n",
    });
    const failed = await uploaded(bad, `${AURORA}-fixable.zip`);
    expect(failed.status).toBe(ImportStatus.error);
    // The vessel's operator fixes the stored package; a retry imports it.
    await goodPackage("fixed.zip", 3);
    fs.copyFileSync(path.join(dir, "fixed.zip"), path.join(server.dataDir, "packages", failed.importPath));
    const retried = await server.api("POST", "/Imports/Retry", {
      token: admin,
      body: { importPath: failed.importPath },
    });
    expect(retried).toMatchObject({
      status: 200,
      body: { importPath: failed.importPath, queue: "pendingimports" },
    });
    expect((await settled(server, admin, failed.importPath)).status).toBe(ImportStatus.imported);
    expect(
      (await server.api("POST", "/Imports/Retry", { token: admin, body: { importPath: failed.importPath } }))
        .status,
    ).toBe(404);

    const a = await uploaded(bad, `${AURORA}-bad-a.zip`);
    const b = await uploaded(bad, `${AURORA}-bad-b.zip`);
    const removed = await server.api("DELETE", `/FailedImports?importPath=${a.importPath}`, { token: admin });
    expect(removed.status).toBe(204);
    expect(
      (await server.api("DELETE", "/FailedImports", { token: admin, body: { importPath: a.importPath } }))
        .status,
    ).toBe(404);
    const failedNow = await server.api<ImportRecord[]>("GET", "/FailedImports", { token: admin });
    expect(failedNow.body.map((r) => r.importPath)).not.toContain(a.importPath);
    fs.copyFileSync(path.join(dir, "fixed.zip"), path.join(server.dataDir, "packages", b.importPath));
    const all = await server.api<{ retried: number }>("POST", "/FailedImports/RetryAll", { token: admin });
    expect(all.body.retried).toBe(failedNow.body.length);
    expect((await settled(server, admin, b.importPath)).status).toBe(ImportStatus.imported);
  });

  it("queues a stored package by hand and refuses unknown queues and paths", async () => {
    const record = await uploaded(await goodPackage("requeue.zip", 2), `${AURORA}-requeue.zip`);
    const queued = await server.api("POST", "/Queue/pendingimports", {
      token: admin,
      body: { importPath: record.importPath },
    });
    expect(queued.status).toBe(202);
    const path2 = record.importPath.replace("requeue", "missing");
    expect(
      (await server.api("POST", "/Queue/pendingimports", { token: admin, body: { importPath: path2 } }))
        .status,
    ).toBe(404);
    expect(
      (await server.api("POST", "/Queue/nosuchqueue", { token: admin, body: record.importPath })).status,
    ).toBe(404);
    expect(
      (
        await server.api("POST", "/Queue/receiveddata", {
          token: admin,
          body: { importPath: "../../etc/passwd" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.api("GET", "/ImportStatus/DownloadZipFile?path=packages/../keelson.db", { token: admin }))
        .status,
    ).toBe(400);
  });

  it("keeps the import status calls to administrators", async () => {
    const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    for (const [method, call] of [
      ["GET", "/FailedImports"],
      ["GET", "/RunningImports"],
      ["GET", "/SuccessfulImports/GetAll/2"],
      ["GET", "/VesselImportStates"],
      ["GET", "/QueueAttributes/receiveddata"],
      ["POST", "/FailedImports/RetryAll"],
      ["GET", "/ImportStatus/Totals"],
    ] as const) {
      expect((await server.api(method, call, { token: superUser })).status, call).toBe(403);
      expect((await server.api(method, call, { headers: { "x-api-key": API_KEY } })).status, call).toBe(403);
    }
    expect((await server.api("GET", "/SuccessfulImports/GetAll/32", { token: admin })).body).toMatchObject({
      message: "Days must be a number from 1 to 31.",
    });
    expect((await server.api("GET", "/FailedImports/Find/2024-13-01", { token: admin })).status).toBe(400);
  });

  it("pushes an import's status live to administrators, and to the vessel's company without the stack trace", async () => {
    const connect = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(server.url, { auth: { token }, transports: ["websocket"], reconnection: false });
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", reject);
      });
    const adminSocket = await connect(admin);
    const atlanticSocket = await connect(await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password));
    const superSocket = await connect(
      await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password),
    );
    const seen = { admin: [] as unknown[], atlantic: [] as unknown[], nordic: [] as unknown[] };
    adminSocket.on("imports", (m) => seen.admin.push(m));
    atlanticSocket.on("imports", (m) => seen.atlantic.push(m));
    superSocket.on("imports", (m) => seen.nordic.push(m));
    try {
      const bad = await rawZip(path.join(dir, "live.zip"), {
        "manifest.json": JSON.stringify(manifest()),
        "LoggingHistory.csv": "timestamp,variable,value\n2024-07-01T00:00:00Z,SOG,x\n",
      });
      const record = await uploaded(bad, `${AURORA}-live.zip`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const finalOf = (messages: unknown[]) =>
        messages.find(
          (m) =>
            (m as { kind: string; record?: ImportRecord }).kind === "status" &&
            (m as { record: ImportRecord }).record.importPath === record.importPath &&
            (m as { record: ImportRecord }).record.status === ImportStatus.error,
        ) as { record: ImportRecord } | undefined;
      expect(finalOf(seen.admin)?.record.stackTrace).toContain("Error");
      expect(finalOf(seen.nordic)?.record).toMatchObject({
        errorMessage: record.errorMessage,
        stackTrace: null,
      });
      expect(seen.atlantic).toEqual([]);
    } finally {
      for (const socket of [adminSocket, atlanticSocket, superSocket]) socket.close();
    }
  });
  // Last: it moves the server clock, after which new sign-ins would be issued in the future.
  it("retries a running import only after 900 s, and removes a running import", async () => {
    const pipeline = await importPipelineOf(server.ctx);
    const stuck = await uploaded(await goodPackage("stuck.zip", 2), `${AURORA}-stuck.zip`);
    // A record left running by a process that died.
    const running = {
      ...stuck,
      status: ImportStatus.running,
      progress: 40,
      startTime: new Date().toISOString(),
    };
    await pipeline.queue.saveRecord(running);
    const listed = await server.api<ImportRecord[]>("GET", "/RunningImports", { token: admin });
    expect(listed.body.map((r) => r.importPath)).toContain(stuck.importPath);
    const early = await server.api("POST", "/Imports/Retry", {
      token: admin,
      body: { importPath: stuck.importPath },
    });
    expect(early).toMatchObject({
      status: 409,
      body: { message: "A running import can be retried once it has run for more than 900 seconds." },
    });
    server.advanceClock(901_000);
    const late = await server.api("POST", "/Imports/Retry", {
      token: admin,
      body: { importPath: stuck.importPath },
    });
    expect(late.status).toBe(200);
    expect((await settled(server, admin, stuck.importPath)).status).toBe(ImportStatus.imported);

    await pipeline.queue.saveRecord(running);
    expect(
      (await server.api("DELETE", "/FailedImports", { token: admin, body: { importPath: stuck.importPath } }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.api("DELETE", "/RunningImports", {
          token: admin,
          body: { importPath: stuck.importPath },
        })
      ).status,
    ).toBe(204);
    expect((await server.api<ImportRecord[]>("GET", "/RunningImports", { token: admin })).body).toEqual([]);
  });
});
