import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { ImportStatus } from "../../server/imports/ImportQueue.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { INCOMING_DIR } from "../../server/imports/packageStorage.js";
import { settled, upload, zipOf } from "../api/importsSupport.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { multipartStart, rawExchange, streamedPost } from "./limitsSupport.js";

const MB = 1024 * 1024;
const BOUNDARY = "keelson-limits-test";
const multipart = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

describe("a client cannot stop or swamp the server", () => {
  let server: TestServer;
  let admin: string;
  let templateVesselId: string;
  const incoming = () => {
    const dir = path.join(server.dataDir, INCOMING_DIR);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const healthy = async () => (await server.api("GET", "/Health")).status;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: admin }))
      .body;
    templateVesselId = vessels.find((v) => v.name === "Nordic Fjell")!.id;
  });
  afterAll(async () => {
    await server.close();
  });

  /** Starts a 50 MB package upload, sends 2 MB, waits until it reaches `.incoming`, and drops the connection. */
  async function abortedUpload(): Promise<void> {
    const request = http.request(`${server.url}/api/v1/Imports?imoNumber=9312482`, {
      method: "POST",
      headers: { ...multipart, "x-api-key": DEMO_LOGINS.nordicBulkApiKey, "content-length": 50 * MB },
    });
    request.on("error", () => undefined);
    request.write(multipartStart(BOUNDARY, "9312482_2024-05-01.zip"));
    request.write(Buffer.alloc(2 * MB, 7));
    const deadline = Date.now() + 10_000;
    while (incoming().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(incoming(), "the upload reached the server before the link dropped").toHaveLength(1);
    request.destroy();
  }

  it("keeps serving after an upload is aborted mid-stream, and removes the partial file (3 times)", async () => {
    // In the server process an unhandled rejection ends the process; here it is collected.
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", collect);
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await abortedUpload();
        const deadline = Date.now() + 10_000;
        while (incoming().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        expect(incoming()).toEqual([]);
        expect(await healthy()).toBe(200);
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off("unhandledRejection", collect);
    }
  });

  it("refuses a 300 MB sign-in body with 413 before reading it, without the memory growing", async () => {
    const before = process.memoryUsage().rss;
    const answer = await streamedPost(`${server.url}/api/v1/Authenticate`, {
      bytes: 300 * MB,
      contentLength: true,
      prefix: '{"username":"',
      headers: { "content-type": "application/json" },
    });
    const grown = process.memoryUsage().rss - before;
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: "The request body is larger than 256 KB. Send less data in one request.",
    });
    expect(answer.sent).toBeLessThan(100 * MB);
    expect(grown).toBeLessThan(20 * MB);
    expect(await healthy()).toBe(200);
  });

  it("refuses a chunked body without Content-Length once it passes the limit", async () => {
    const answer = await streamedPost(`${server.url}/api/v1/Authenticate`, {
      bytes: 64 * MB,
      prefix: '{"username":"',
      headers: { "content-type": "application/json" },
    });
    expect(answer.headers["content-length"]).toBeDefined();
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: expect.stringContaining("larger than 256 KB") });
    expect(answer.sent).toBeLessThan(48 * MB);
  });

  it("limits the JSON body of signed-in routes too, and accepts a body under the limit", async () => {
    const big = await server.api("POST", "/VesselGroups", {
      token: admin,
      body: { name: "x".repeat(300 * 1024) },
    });
    expect(big.status).toBe(413);
    const small = await server.api("POST", "/Authenticate", { body: { username: "nobody", password: "x" } });
    expect(small.status).toBe(401);
  });

  it("refuses an Excel template over 10 MB while it streams, before the whole file is sent", async () => {
    const answer = await streamedPost(`${server.url}/api/v1/EmissionReport/Upload/${templateVesselId}`, {
      bytes: 60 * MB,
      prefix: multipartStart(BOUNDARY, "template.xlsx"),
      headers: { ...multipart, authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual([
      { message: "The file is larger than 10 MB. Please upload the filled template only." },
    ]);
    expect(answer.sent).toBeLessThan(40 * MB);
  });

  // No retry: the server reads on after its 413 (server/http/lingeringClose.ts), so this client's writes
  // meet no reset and its answer is not lost to an EPIPE.
  it("refuses a taxonomy workbook over 10 MB while it streams", async () => {
    const answer = await streamedPost(`${server.url}/api/v1/Taxonomy/Excel`, {
      bytes: 60 * MB,
      prefix: multipartStart(BOUNDARY, "Taxonomy.xlsx"),
      headers: { ...multipart, authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: expect.stringContaining("larger than 10 MB") });
    expect(answer.sent).toBeLessThan(40 * MB);
  });

  it("refuses a package upload whose Content-Length is over 1000 MB at once, and keeps no file", async () => {
    const answer = await streamedPost(`${server.url}/api/v1/Imports?imoNumber=9312482`, {
      bytes: 1100 * MB,
      contentLength: true,
      prefix: multipartStart(BOUNDARY, "9312482_2024-05-01.zip"),
      headers: { ...multipart, "x-api-key": DEMO_LOGINS.nordicBulkApiKey },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: expect.stringContaining("larger than 1000 MB") });
    expect(answer.sent).toBeLessThan(100 * MB);
    expect(incoming()).toEqual([]);
  });

  it("answers requests Node's HTTP parser refuses with a JSON message", async () => {
    const headers = await rawExchange(
      server.port,
      `GET /api/v1/Health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(headers.status).toBe(431);
    expect(headers.head).toMatch(/content-type: application\/json/i);
    expect(headers.body).toMatchObject({
      message: expect.stringContaining("headers or address are too large"),
    });

    const address = await rawExchange(
      server.port,
      `GET /api/v1/${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(address.status).toBe(431);
    expect(address.body).toMatchObject({ message: expect.any(String) });

    const garbage = await rawExchange(server.port, "NOT HTTP AT ALL\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ message: "The request is not valid HTTP." });

    expect(await healthy()).toBe(200);
  });
});

describe("a package cannot hold the import worker or starve other companies", () => {
  const AURORA = "9312482"; // Nordic Bulk
  const MERIDIAN = "9266334"; // Atlantic Tankers
  const manifest = (imoNumber: string) => JSON.stringify({ imoNumber, createdAt: "2024-05-02T00:05:00Z" });
  const history = "timestamp,variable,value\n2024-05-01T00:00:00Z,SOG,12.5\n";
  let server: TestServer;
  let admin: string;
  let dir: string;
  const points = async () =>
    (await server.api<{ logDataPoints: number }>("GET", "/ImportStatus/Totals", { token: admin })).body
      .logDataPoints;
  const failedWith = async (name: string, entries: Array<[string, string | Buffer]>) => {
    const file = await zipOf(path.join(dir, name), entries);
    const before = await points();
    const answer = await upload(server, file, { apiKey: DEMO_LOGINS.nordicBulkApiKey, imoNumber: AURORA });
    expect(answer.status).toBe(202);
    const record = await settled(server, admin, answer.body.importPath!);
    expect(record.status).toBe(ImportStatus.error);
    expect(await points()).toBe(before);
    return record.errorMessage;
  };

  beforeAll(async () => {
    server = await startTestServer({ PACKAGE_MAX_EXPANDED_MB: 20 });
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-limits-"));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a zip bomb with a clear error and stores no points", async () => {
    const line = "2024-05-01T00:00:00Z,SOG,12.5\n";
    const message = await failedWith("bomb.zip", [
      ["manifest.json", manifest(AURORA)],
      [
        "LoggingHistory.csv",
        Buffer.concat([Buffer.from("timestamp,variable,value\n"), Buffer.alloc(40 * MB, line)]),
      ],
    ]);
    expect(message).toMatch(
      /^LoggingHistory\.csv is compressed \d+ to 1; more than 200 to 1 is refused as a zip bomb\.$/,
    );
  });

  it("refuses a package expanding past the server's limit", async () => {
    const message = await failedWith("large.zip", [
      ["manifest.json", manifest(AURORA)],
      ["LoggingHistory.csv", `timestamp,variable,value\n${randomBytes(11 * MB).toString("hex")}\n`],
    ]);
    expect(message).toBe("The package expands to more than 20 MB.");
  });

  it("refuses a package with too many entries", async () => {
    const entries: Array<[string, string]> = [
      ["manifest.json", manifest(AURORA)],
      ["LoggingHistory.csv", history],
    ];
    for (let i = 0; i < 200; i++) entries.push([`extra/${i}.txt`, "x"]);
    expect(await failedWith("many.zip", entries)).toBe(
      "The package holds 202 files and folders; at most 100 are accepted.",
    );
  });

  it("refuses two LoggingHistory.csv in one package as ambiguous", async () => {
    expect(
      await failedWith("twice.zip", [
        ["manifest.json", manifest(AURORA)],
        ["LoggingHistory.csv", "timestamp,variable,value\n"],
        ["LoggingHistory.csv", history],
      ]),
    ).toBe(
      "The package holds two files named LoggingHistory.csv (LoggingHistory.csv and LoggingHistory.csv); it is not clear which one to import.",
    );
  });

  it("imports one company's package before another company's long queue drains", async () => {
    const pipeline = await importPipelineOf(server.ctx);
    // The worker is stopped and stepped by hand, so the order does not depend on timing.
    await pipeline.worker.stop();
    const queued = async (imoNumber: string, name: string) => {
      const file = await zipOf(path.join(dir, name), [
        ["manifest.json", manifest(imoNumber)],
        ["LoggingHistory.csv", history],
      ]);
      const answer = await upload(server, file, { token: admin, imoNumber, fileName: name });
      expect(answer.status).toBe(202);
      return answer.body.importPath!;
    };
    const nordic: string[] = [];
    for (let i = 0; i < 6; i++) nordic.push(await queued(AURORA, `nordic-${i}.zip`));
    const atlantic = await queued(MERIDIAN, "atlantic.zip");

    const imported: string[] = [];
    while (await pipeline.worker.step()) {
      const done = await pipeline.queue.records({ status: ImportStatus.imported });
      for (const record of done) if (!imported.includes(record.importPath)) imported.push(record.importPath);
    }
    expect(imported).toHaveLength(7);
    expect(imported.slice(0, 2).sort()).toEqual([nordic[0], atlantic].sort());
  });
});
