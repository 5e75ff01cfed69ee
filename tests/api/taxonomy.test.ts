import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface TaxonomyVariable {
  id: number;
  name: string;
  vesselName: string;
  taxa: Array<{ name: string }>;
}

describe("taxonomy API", () => {
  let server: TestServer;
  let admin: string;
  let vesselId: string;

  const workbookOf = async (rows: Array<[unknown, string]>) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Taxonomy");
    sheet.addRow(["Id", "Name", "Taxa"]);
    for (const [id, taxa] of rows) sheet.addRow([id, "", taxa]);
    return new Blob([await workbook.xlsx.writeBuffer()]);
  };
  const upload = async (token: string, file: Blob) => {
    const form = new FormData();
    form.append("file", file, "Taxonomy.xlsx");
    const response = await fetch(`${server.url}/api/v1/Taxonomy/Excel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { message: string; errors?: string[] },
    };
  };
  const taxonomy = async () =>
    (await server.api<TaxonomyVariable[]>("GET", `/Taxonomy?vesselId=${vesselId}`, { token: admin })).body;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    vesselId = Object.values(server.ctx.readModels.state("vessels").byId).find(
      (v) => v.imoNumber === NORDIC_BULK_VESSELS[0]!.imoNumber && v.isDataReceiver,
    )!.id;
    const writer = await server.ctx.timeSeries!.beginImport();
    await writer.defineVariables(vesselId, [
      { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["Propulsion: Shaft"] },
      { name: "ME Fuel Mass Flow", unit: "kg/hr", onboardSystem: "FlowMeters", taxa: ["Fuel: Mass flow"] },
      {
        name: "Air Temperature",
        unit: "°C",
        onboardSystem: "WeatherStation",
        taxa: ["Weather: Air", "ISO 19030: Air"],
      },
    ]);
    await writer.commit();
  });
  afterAll(async () => server?.close());

  it("lists the log variables sorted by name, with their taxa", async () => {
    const rows = await taxonomy();
    expect(rows.map((r) => r.name)).toEqual(["Air Temperature", "ME Fuel Mass Flow", "Shaft Power"]);
    expect(rows[0]!.taxa).toEqual([{ name: "Weather: Air" }, { name: "ISO 19030: Air" }]);
    expect(rows[0]!.vesselName).toBe(NORDIC_BULK_VESSELS[0]!.particulars.name);
  });

  it("groups the taxa into categories by the text before the first colon", async () => {
    const { body } = await server.api<Array<{ name: string; category: string }>>("GET", "/Taxonomy/Taxa", {
      token: admin,
    });
    expect(body).toEqual([
      { name: "Fuel: Mass flow", category: "Fuel" },
      { name: "ISO 19030: Air", category: "ISO 19030" },
      { name: "Propulsion: Shaft", category: "Propulsion" },
      { name: "Weather: Air", category: "Weather" },
    ]);
  });

  it("downloads the taxonomy as Excel, and applies an edited workbook uploaded by an administrator", async () => {
    const response = await fetch(`${server.url}/api/v1/Taxonomy/Excel?vesselId=${vesselId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("Taxonomy.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Taxonomy")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Id",
      "Vessel",
      "IMO",
      "Name",
      "Unit",
      "Onboard system",
      "Taxa",
    ]);
    const shaftRow = [2, 3, 4]
      .map((n) => sheet.getRow(n))
      .find((row) => row.getCell(4).value === "Shaft Power")!;
    expect(shaftRow.getCell(7).value).toBe("Propulsion: Shaft");
    shaftRow.getCell(7).value = "Propulsion: Shaft; ISO 19030: Delivered power";

    const answer = await upload(admin, new Blob([await workbook.xlsx.writeBuffer()]));
    expect(answer).toEqual({ status: 200, body: { rows: 3, updated: 1 } });
    const shaft = (await taxonomy()).find((r) => r.name === "Shaft Power")!;
    expect(shaft.taxa).toEqual([{ name: "Propulsion: Shaft" }, { name: "ISO 19030: Delivered power" }]);
  });

  it("checks every row first and changes nothing when any row is wrong", async () => {
    const before = await taxonomy();
    const fuel = before.find((r) => r.name === "ME Fuel Mass Flow")!;
    const answer = await upload(
      admin,
      await workbookOf([
        [fuel.id, "Fuel: Changed"],
        [999_999, "Fuel: a"],
        ["abc", "Fuel: b"],
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      "Row 3: no log variable has the id 999999.",
      'Row 4: Id "abc" is not a log variable id.',
    ]);
    expect(await taxonomy()).toEqual(before);
  });

  it("refuses a file that is not an Excel workbook", async () => {
    const answer = await upload(admin, new Blob(["not a workbook"]));
    expect(answer).toMatchObject({
      status: 400,
      body: { message: "The file is not an Excel workbook (.xlsx)." },
    });
  });

  it("lets only administrators upload", async () => {
    const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    expect((await upload(superUser, await workbookOf([[1, "Fuel: a"]]))).status).toBe(403);
  });

  it("answers 404 for a vessel outside the caller's company", async () => {
    const ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
    const answer = await server.api("GET", `/Taxonomy?vesselId=${vesselId}`, { token: ops });
    expect(answer.status).toBe(404);
    const own = await server.api<TaxonomyVariable[]>("GET", "/Taxonomy", { token: ops });
    expect(own.body.some((r) => r.name === "Shaft Power")).toBe(false);
  });
});
