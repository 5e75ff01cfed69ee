import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { rawZip, settled, upload } from "./importsSupport.js";

interface ReportDto {
  id: string;
  vesselId: string;
  reportTypeId: number;
  reportType: string;
  timestamp: string;
  values: Record<string, number | string | null>;
}

const AURORA_IMO = "9312482";
const DAY = 86_400_000;
const noonOf = (daysAgo: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY + 12 * 3_600_000);
let server: TestServer;
const t: Record<string, string> = {};
let auroraId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-reports-"));

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  auroraId = (
    await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: t.crew })
  ).body.find((v) => v.name === "Nordic Aurora")!.id;
  const rows = [2, 1].map(
    (daysAgo, i) =>
      `${noonOf(daysAgo).toISOString()},53.5${i},8.1${i},${300 + i},24,12.${i},28.${i},3.1,0.4,812.${i},95,40,5,4,10.2,10.8,"=HYPERLINK(""http://evil.test"")"`,
  );
  const zip = await rawZip(path.join(dir, "noon.zip"), {
    "manifest.json": JSON.stringify({ imoNumber: AURORA_IMO, createdAt: new Date().toISOString() }),
    "LoggingHistory.csv": `timestamp,variable,value\n${noonOf(1).toISOString()},SOG,12.1\n`,
    "NoonReports.csv": `timestamp,latitude,longitude,distanceNm,steamingHours,speedKn,meFuelT,aeFuelT,boilerFuelT,robHfoT,robLfoT,robMgoT,windForceBft,seaState,draftForeM,draftAftM,remarks\n${rows.join("\n")}\n`,
  });
  const sent = await upload(server, zip, {
    apiKey: DEMO_LOGINS.nordicBulkApiKey,
    fileName: "noon.zip",
    imoNumber: AURORA_IMO,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  expect((await settled(server, t.admin!, sent.body.importPath!)).status).toBe(0);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("onboard reports", () => {
  it("lists the report kinds without the unknown one", async () => {
    const types = await server.api<{ id: number; name: string }[]>("GET", "/ReportTypes", { token: t.crew });
    expect(types.body.map((type) => type.name)).toEqual(["NoonReport"]);
  });

  it("lists the vessel's noon reports of the last 30 days, newest first, with their fields", async () => {
    const { status, body } = await server.api<ReportDto[]>("GET", `/Reports?vesselId=${auroraId}`, {
      token: t.crew,
    });
    expect(status).toBe(200);
    expect(body.map((r) => r.timestamp)).toEqual([noonOf(1).toISOString(), noonOf(2).toISOString()]);
    expect(body[0]).toMatchObject({ reportType: "Noon report", reportTypeId: 1, vesselId: auroraId });
    expect(body[0]!.values).toMatchObject({ distanceNm: 301, speedKn: 12.1, meFuelT: 28.1, seaState: 4 });
    const older = await server.api<ReportDto[]>(
      "GET",
      `/Reports?vesselId=${auroraId}&fromDate=2024-01-01T00:00:00Z&toDate=2024-02-01T00:00:00Z`,
      { token: t.crew },
    );
    expect(older.body).toEqual([]);
  });

  it("downloads one report as a workbook whose texts stay texts", async () => {
    const [report] = (
      await server.api<ReportDto[]>("GET", `/Reports?vesselId=${auroraId}`, { token: t.crew })
    ).body;
    const url = await server.api<{ url: string }>("GET", `/Reports/${report!.id}?onlyUrl=true`, {
      token: t.crew,
    });
    expect(url.body.url).toBe(`/api/v1/Reports/${report!.id}`);
    const response = await fetch(`${server.url}${url.body.url}`, {
      headers: { authorization: `Bearer ${t.crew}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`Noon_report_${AURORA_IMO}_`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const values: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push(...(row.values as unknown[])));
    expect(values).toContain("Main engine fuel");
    expect(values).toContain(28.1);
    expect(values).toContain('=HYPERLINK("http://evil.test")');
    const hasFormula = workbook.worksheets[0]!.getSheetValues().some((row) =>
      (row as unknown[] | undefined)?.some(
        (cell) => typeof cell === "object" && cell !== null && "formula" in cell,
      ),
    );
    expect(hasFormula).toBe(false);
  });

  it("answers 404 for a vessel the caller does not see and 400 for a malformed id or window", async () => {
    const [report] = (
      await server.api<ReportDto[]>("GET", `/Reports?vesselId=${auroraId}`, { token: t.crew })
    ).body;
    expect((await server.api("GET", `/Reports?vesselId=${auroraId}`, { token: t.ops })).status).toBe(404);
    expect((await server.api("GET", `/Reports/${report!.id}`, { token: t.ops })).status).toBe(404);
    expect((await server.api("GET", `/Reports/${auroraId}_1`, { token: t.crew })).status).toBe(404);
    const bad = await server.api<{ message: string }>("GET", "/Reports/not-a-report", { token: t.crew });
    expect(bad.status).toBe(400);
    const long = await server.api<{ message: string }>(
      "GET",
      `/Reports?vesselId=${auroraId}&fromDate=2024-01-01T00:00:00Z&toDate=2025-06-01T00:00:00Z`,
      { token: t.crew },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Ask for at most 366 days of reports at a time.");
  });
});
