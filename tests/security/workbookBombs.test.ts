import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { signInDemoUsers, startTestServer, type TestServer } from "../support/testServer.js";
import { workbookBomb } from "../support/workbookBombs.js";

const MB = 1024 * 1024;

describe("an uploaded workbook cannot freeze or swamp the server", () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const vessels: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    await signInDemoUsers(server, tokens, vessels, { admin: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * Uploads a workbook while measuring the server thread's event-loop delay: the longest a light request
   * (GET /health) would have waited to be answered meanwhile.
   */
  async function upload(route: "template" | "taxonomy", content: Buffer) {
    const url =
      route === "template"
        ? `${server.url}/api/v1/EmissionReport/Upload/${vessels["Nordic Fjell"]}`
        : `${server.url}/api/v1/Taxonomy/Excel`;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(content)]), "Workbook.xlsx");
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.admin}` },
      body: form,
    });
    const body = (await response.json()) as { message: string } | { message: string }[];
    const ms = performance.now() - started;
    delay.disable();
    const message = Array.isArray(body) ? body.map((b) => b.message).join("\n") : body.message;
    return { status: response.status, message, ms, blockedMs: delay.max / 1e6 };
  }

  it("refuses a workbook bomb by its zip directory in under a second, on both upload routes", async () => {
    // 20 MB of sheet XML deflated 280 to 1.
    const bomb = await workbookBomb({ sheetName: "Voyages", sheetBytes: 20 * MB });
    for (const route of ["template", "taxonomy"] as const) {
      const answer = await upload(route, bomb);
      expect(answer.status).toBe(413);
      expect(answer.message).toMatch(
        /^sheet1\.xml is compressed \d+ to 1; more than 100 to 1 is refused as a zip bomb\.$/,
      );
      expect(answer.ms).toBeLessThan(1000);
    }
  });

  it("refuses a workbook that unpacks to more than 50 MB, however evenly compressed", async () => {
    const bomb = await workbookBomb({ sheetName: "Voyages", sheetBytes: 52 * MB, cellText: "x".repeat(100) });
    const answer = await upload("template", bomb);
    expect(answer).toMatchObject({ status: 413, message: "The workbook expands to more than 50 MB." });
    expect(answer.ms).toBeLessThan(1000);
  });

  it("refuses a workbook of more than 500 parts", async () => {
    const zip = new yazl.ZipFile();
    for (let i = 0; i < 501; i++) zip.addBuffer(Buffer.from("<x/>"), `xl/part${i}.xml`);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const answer = await upload("taxonomy", Buffer.concat(chunks));
    expect(answer).toMatchObject({
      status: 413,
      message: "The workbook holds 501 files and folders; at most 500 are accepted.",
    });
  });

  it("reads a workbook off the server thread and refuses a sheet of too many rows or columns", async () => {
    // About 3.5 MB of sheet XML, 60,000 rows: within the zip limits, so it is read (in its thread).
    const rows = await workbookBomb({
      sheetName: "Taxonomy",
      sheetBytes: 3.5 * MB,
      columns: 1,
      cellText: "x",
    });
    const tooLong = await upload("taxonomy", rows);
    expect(tooLong.status).toBe(413);
    expect(tooLong.message).toMatch(/^The sheet 'Taxonomy' has [\d,]+ rows; at most 50,000 are accepted\.$/);
    expect(tooLong.blockedMs, "the server thread answered on while the workbook was read").toBeLessThan(200);

    const columns = await workbookBomb({ sheetName: "Voyages", sheetBytes: 1, columns: 201, cellText: "x" });
    const tooWide = await upload("template", columns);
    expect(tooWide).toMatchObject({
      status: 413,
      message: "The sheet 'Voyages' has 201 columns; at most 200 are accepted.",
    });
    expect(tooWide.blockedMs).toBeLessThan(200);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
