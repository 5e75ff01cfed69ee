import http from "node:http";
import type { AddressInfo } from "node:net";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFlowMeter, addFuelTank } from "../../domain/fuel/meters.js";
import { consumptionsOfEvent } from "../../domain/fuel/queries.js";
import { TEMPLATE_MESSAGES } from "../../domain/reports/template.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { execute } from "../../server/commands/execute.js";
import { demoTokens, vesselIdNamed, writeAuroraVoyages } from "../support/auroraVoyages.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** A classification society stand-in: records what it receives, answers `status`. */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiverStatus = 201;
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    received.push({ headers: req.headers, body });
    res.writeHead(receiverStatus).end();
  });
});

let server: TestServer;
let t: Awaited<ReturnType<typeof demoTokens>>;
/** Nordic Aurora carries voyages written straight into its log; Nordic Fjell gets them by template. */
let vesselId = "";
let templateVesselId = "";
/** The voyages of Nordic Fjell's uploaded template, by name. */
const uploaded: Record<string, string> = {};
const metadata = { userId: "test", companyId: null, correlationId: "reports-test", causationId: null };

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  server = await startTestServer({ CLASS_SOCIETY_URL: `http://127.0.0.1:${port}/voyages` });
  t = await demoTokens(server);
  vesselId = await vesselIdNamed(server, t.super, "Nordic Aurora");
  templateVesselId = await vesselIdNamed(server, t.super, "Nordic Fjell");
  await server.api("POST", `/VesselAdministrations/${vesselId}/AddCargoUnit`, {
    token: t.admin,
    body: { vesselId, cargoUnitId: 1 },
  });
  await writeAuroraVoyages(server, vesselId, {
    ids: [
      "0d0e0f00-0000-4000-8000-000000000001",
      "0d0e0f00-0000-4000-8000-000000000002",
      "0d0e0f00-0000-4000-8000-000000000003",
      "0d0e0f00-0000-4000-8000-000000000004",
    ],
    cargoAmounts: [30000, 20000, 0],
    correlationId: "reports-test",
  });
});

const departures = {
  "Oslo-Rotterdam": "0d0e0f00-0000-4000-8000-000000000001",
  "Rotterdam-Southampton": "0d0e0f00-0000-4000-8000-000000000002",
  "Southampton-New York": "0d0e0f00-0000-4000-8000-000000000003",
};
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function download(path: string, token = t.super) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function generateTemplate() {
  const response = await fetch(`${server.url}/api/v1/EmissionReport/GenerateExcelTemplate`, {
    method: "POST",
    headers: { authorization: `Bearer ${t.super}`, "content-type": "application/json" },
    body: JSON.stringify({ vesselId: templateVesselId }),
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function upload(bytes: Buffer | Uint8Array, name = "voyages.xlsx") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: XLSX }), name);
  const response = await fetch(`${server.url}/api/v1/EmissionReport/Upload/${templateVesselId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${t.super}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const eventCount = async () => {
  const log = await server.ctx.readModels.stored("voyageLogs").get(templateVesselId);
  return vesselEventsOf(log.voyages).length;
};

describe("Excel template", () => {
  it("is refused while the vessel has no fuel tank or manual flow meter and no cargo units (spec 2 §5)", async () => {
    const { status, bytes } = await generateTemplate();
    expect(status).toBe(409);
    expect(JSON.parse(bytes.toString()).errors).toEqual([
      TEMPLATE_MESSAGES.noFuelSource,
      "The vessel's typical cargo units must be provided.",
    ]);
  });

  it("is generated from the vessel's settings", async () => {
    const added = await server.api("POST", `/VesselAdministrations/${templateVesselId}/AddCargoUnit`, {
      token: t.admin,
      body: { vesselId: templateVesselId, cargoUnitId: 1 },
    });
    expect(added.status).toBe(200);
    const common = {
      vesselId: templateVesselId,
      fuelConsumptionSources: [1],
      fuelTypeIds: new Set(["default-hfo", "default-mdo-mgo"]),
    };
    await execute(
      server.ctx,
      voyageLogAggregate,
      templateVesselId,
      (s) => [
        ...addFlowMeter(s, {
          ...common,
          flowMeterId: "fjell-me",
          name: "ME",
          fuelTypeId: "default-hfo",
          fuelMassFlowRateLogVariableId: null,
        }),
        ...addFuelTank(s, {
          ...common,
          fuelTankId: "fjell-do",
          name: "DO tank",
          fuelTypeId: "default-mdo-mgo",
        }),
      ],
      { metadata },
    );

    const { status, headers, bytes } = await generateTemplate();
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe(XLSX);
    expect(headers.get("content-disposition")).toContain('filename="Keelson_voyage_template_9345673.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("Voyages")!.getRow(1).values).toEqual([
      undefined,
      "Voyage name",
      "Voyage type",
      "Non-commercial",
      "Departure port (UN/LOCODE)",
      "Departure (UTC)",
      "Arrival port (UN/LOCODE)",
      "Arrival (UTC)",
      "Distance (nm)",
      "Cargo carried (Tonnes)",
      "Flow meter ME (HFO) at sea (t)",
      "Flow meter ME (HFO) at berth (t)",
      "Fuel tank DO tank (MDO/MGO) at sea (t)",
      "Fuel tank DO tank (MDO/MGO) at berth (t)",
    ]);
  });

  async function filled(rows: unknown[][]) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await generateTemplate()).bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Voyages")!;
    rows.forEach((values, i) => {
      sheet.getRow(i + 2).values = values as ExcelJS.CellValue[];
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it("answers every problem of a bad upload and writes nothing", async () => {
    const before = await eventCount();
    const { status, body } = await upload(
      await filled([
        [
          "V1",
          "Laden",
          "No",
          "NOOSL",
          "2025-03-01 06:00",
          "NLRTM",
          "2025-02-28 18:00",
          600,
          30000,
          50,
          0,
          2,
          4,
        ],
        [
          "V2",
          "Fully laden",
          "No",
          "ZZZZZ",
          "2025-03-05 06:00",
          "GBSOU",
          "2025-03-06 06:00",
          "",
          20000,
          20,
          1,
          0,
          0,
        ],
      ]),
    );
    expect(status).toBe(400);
    expect(body).toEqual([
      {
        message:
          "Sheet 'Voyages', row 2, column 'Arrival (UTC)': The arrival must be after the departure at 2025-03-01 06:00.",
      },
      {
        message:
          "Sheet 'Voyages', row 3, column 'Voyage type': 'Fully laden' is not a voyage type: enter Laden or Ballast.",
      },
      {
        message:
          "Sheet 'Voyages', row 3, column 'Departure port (UN/LOCODE)': 'ZZZZZ' is not a known UN/LOCODE port.",
      },
      expect.objectContaining({
        message: expect.stringContaining(
          "row 3, column 'Flow meter ME (HFO) at sea (t)': the last row's voyage has not ended",
        ),
      }),
      expect.objectContaining({
        message: expect.stringContaining("row 3, column 'Flow meter ME (HFO) at berth (t)'"),
      }),
    ]);
    expect(await eventCount()).toBe(before);
  });

  it("accepts Excel files only", async () => {
    const { status, body } = await upload(Buffer.from("a,b\n1,2\n"), "voyages.csv");
    expect(status).toBe(400);
    expect(body).toEqual([
      { message: "The file is not an Excel workbook (.xlsx). Please upload the filled template." },
    ]);
  });

  it("creates the voyage data of a filled template in one go", async () => {
    await makeEmissionReady(server, templateVesselId);
    const { status, body } = await upload(
      await filled([
        [
          "Oslo-Rotterdam",
          "Laden",
          "No",
          "NOOSL",
          new Date("2025-03-01T06:00:00Z"),
          "NLRTM",
          "2025-03-03 18:00",
          600,
          30000,
          50,
          0,
          2,
          4,
        ],
        [
          "Rotterdam-Southampton",
          "Laden",
          "No",
          "NLRTM",
          "2025-03-05 06:00",
          "GBSOU",
          "2025-03-06 06:00",
          250,
          20000,
          20,
          1,
          0,
          0,
        ],
        [
          "Southampton-New York",
          "Ballast",
          "No",
          "GBSOU",
          "2025-03-07 06:00",
          "USNYC",
          "2025-03-15 06:00",
          3100,
          0,
          200,
          0,
          0,
          0,
        ],
        ["New York-Le Havre", "Laden", "No", "USNYC", "2025-03-17 06:00", "", "", "", 25000],
      ]),
    );
    const log = await server.ctx.readModels.stored("voyageLogs").get(templateVesselId);
    const events = vesselEventsOf(log.voyages);
    expect(events).toHaveLength(7);
    // The answer counts vessel events created, not the domain events that record and confirm them.
    expect({ status, body }).toEqual({ status: 201, body: { voyages: 4, events: 7 } });
    for (const d of events.filter((e) => e.type === "Departure")) uploaded[d.voyage!.name] = d.id;
    expect(
      events.find((e) => e.id === uploaded["Oslo-Rotterdam"])!.voyage!.informationConfirmedAt,
    ).not.toBeNull();
    expect(
      events.find((e) => e.id === uploaded["New York-Le Havre"])!.voyage!.informationConfirmedAt,
    ).toBeNull();
  });

  it("reads figures by the UI's number rule and closes the open voyage from a row at its departure", async () => {
    const before = await eventCount();
    const ambiguous = await upload(
      await filled([
        [
          "New York-Le Havre",
          "Laden",
          "No",
          "USNYC",
          "2025-03-17 06:00",
          "FRLEH",
          "2025-03-25 06:00",
          "1,500",
        ],
        ["Le Havre-Oslo", "Ballast", "No", "FRLEH", "2025-03-27 06:00"],
      ]),
    );
    expect(ambiguous).toEqual({
      status: 400,
      body: [
        {
          message:
            "Sheet 'Voyages', row 2, column 'Distance (nm)': \"1,500\" could be 1.5 or 1500: write 1500 or 1.5.",
        },
      ],
    });
    expect(await eventCount()).toBe(before);

    const { status, body } = await upload(
      await filled([
        [
          "New York-Le Havre",
          "Laden",
          "No",
          "USNYC",
          "2025-03-17 06:00",
          "FRLEH",
          "2025-03-25 06:00",
          "3 200",
          "25 000",
          "24,5",
          0,
          "1,125",
          0,
        ],
        ["Le Havre-Oslo", "Ballast", "No", "FRLEH", "2025-03-27 06:00", "", "", "", "52 000"],
      ]),
    );
    // The open voyage's departure is kept: only its arrival and the next departure are new events.
    expect({ status, body }).toEqual({ status: 201, body: { voyages: 2, events: 2 } });
    const log = await server.ctx.readModels.stored("voyageLogs").get(templateVesselId);
    const events = vesselEventsOf(log.voyages);
    const open = events.find((e) => e.id === uploaded["New York-Le Havre"])!;
    expect(open.voyage!.informationConfirmedAt).not.toBeNull();
    const arrival = events.find((e) => e.type === "Arrival" && e.port?.loCode === "FRLEH")!;
    expect(arrival.distanceSailed?.manualDistanceByGPS).toBe(3200);
    const next = events.find((e) => e.voyage?.name === "Le Havre-Oslo")!;
    expect(next.cargos).toEqual([{ cargoUnitId: 1, cargoCarried: 52000 }]);
    expect(consumptionsOfEvent(log.fuel, arrival.id).map((c) => c.fuelConsumptionInTon)).toEqual([24.5]);
  });

  it("gives reports once a person confirms the uploaded voyage data", async () => {
    const mrv = () =>
      server.api<{ message: string; co2Tonnes: number; atBerth: { co2Tonnes: number } }>(
        "GET",
        `/EmissionReport/MrvVoyage/${uploaded["Oslo-Rotterdam"]}?format=json`,
        { token: t.super },
      );
    const before = await mrv();
    expect(before.status).toBe(409);
    expect(before.body.message).toBe("Reports are available once the voyage data is confirmed.");
    const confirmed = await server.api(
      "POST",
      `/EmissionReportVesselEvents/${uploaded["Oslo-Rotterdam"]}/ConfirmVoyageData`,
      {
        token: t.super,
      },
    );
    expect(confirmed.status).toBe(200);
    // 50 t HFO x 3.114 + 2 t diesel x 3.206 = 162.112 t at sea; 4 t diesel x 3.206 = 12.824 t at berth
    expect((await mrv()).body).toMatchObject({
      co2Tonnes: 162.112,
      distanceNm: 600,
      atBerth: { co2Tonnes: 12.824 },
    });
  });
});

describe("reports of a voyage", () => {
  it("MRV voyage as JSON, with the numbers of the regulation", async () => {
    const { status, body } = await server.api<Record<string, unknown>>(
      "GET",
      `/EmissionReport/MrvVoyage/${departures["Oslo-Rotterdam"]}?format=json`,
      { token: t.super },
    );
    expect(status).toBe(200);
    // HFO 50 t x 3.114 = 155.7 t; diesel/gas oil 2 t x 3.206 = 6.412 t at sea; 4 t x 3.206 = 12.824 t at berth
    expect(body).toMatchObject({
      voyage: {
        departurePort: { loCode: "NOOSL", isMrvPort: true },
        departureAt: "2025-03-01T06:00:00.000Z",
        arrivalPort: { loCode: "NLRTM" },
        arrivalAt: "2025-03-03T18:00:00.000Z",
      },
      fuels: [
        { fuelType: "Heavy fuel oil", tonnes: 50, co2FactorTonnesPerTonne: 3.114, co2Tonnes: 155.7 },
        { fuelType: "Diesel / gas oil", tonnes: 2, co2FactorTonnesPerTonne: 3.206, co2Tonnes: 6.412 },
      ],
      co2Tonnes: 162.112,
      distanceNm: 600,
      timeAtSeaHours: 60,
      cargo: [{ unit: "Tonnes", amount: 30000 }],
      transportWork: 18_000_000,
      atBerth: { hours: 36, co2Tonnes: 12.824 },
    });
  });

  it("MRV voyage as an Excel file named in Content-Disposition, also by the older ?departureId form", async () => {
    for (const path of [
      `/EmissionReport/MrvVoyage/${departures["Oslo-Rotterdam"]}`,
      `/EmissionReport/MrvVoyage?departureId=${departures["Oslo-Rotterdam"]}`,
    ]) {
      const { status, headers, bytes } = await download(path);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe(XLSX);
      expect(headers.get("content-disposition")).toContain(
        'filename="MRV_9312482_2025-03-01_NOOSL-NLRTM.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.name).toBe("MRV voyage");
    }
  });

  it("MRV is refused between non member states, with the spec's words", async () => {
    const { status, body } = await server.api<{ message: string }>(
      "GET",
      `/EmissionReport/MrvVoyage/${departures["Southampton-New York"]}?format=json`,
      { token: t.super },
    );
    expect(status).toBe(409);
    expect(body.message).toBe("MRV report is not available between non Member States.");
    const imo = await server.api(
      "GET",
      `/EmissionReport/ImoVoyage/${departures["Southampton-New York"]}?format=json`,
      {
        token: t.super,
      },
    );
    expect(imo.status).toBe(200);
  });

  it("answers 404 for a voyage outside the caller's company", async () => {
    const { status } = await server.api(
      "GET",
      `/EmissionReport/MrvVoyage/${departures["Oslo-Rotterdam"]}?format=json`,
      {
        token: t.other,
      },
    );
    expect(status).toBe(404);
  });

  it("DNV voyage file as CSV", async () => {
    const { status, headers, bytes } = await download(
      `/EmissionReport/VoyageDnv/${departures["Oslo-Rotterdam"]}`,
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("text/csv");
    expect(headers.get("content-disposition")).toContain('filename="DNV_9312482_2025-03-01_NOOSL-NLRTM.csv"');
    const lines = bytes.toString().trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Heavy fuel oil");
  });
});

describe("annual reports", () => {
  it("MRV yearly over the year's voyages touching a member state", async () => {
    const { status, body } = await server.api<Record<string, unknown>>(
      "GET",
      `/EmissionReport/MrvYearly/${vesselId}/2025?format=json`,
      { token: t.super },
    );
    expect(status).toBe(200);
    // between: 162.112; departing: 20 x 3.114 = 62.28; at berth in Rotterdam: 12.824
    // (Southampton's 1 t at berth and the Southampton-New York voyage are outside MRV)
    expect(body).toMatchObject({
      year: 2025,
      co2BetweenMsPortsTonnes: 162.112,
      co2DepartingMsPortsTonnes: 62.28,
      co2ArrivingMsPortsTonnes: 0,
      co2AtBerthTonnes: 12.824,
      co2Tonnes: 237.216,
      distanceNm: 850,
      timeAtSeaHours: 84,
      transportWork: 23_000_000,
    });
  });

  it("IMO DCS yearly over every voyage, with the method and the ship particulars", async () => {
    const { status, body } = await server.api<Record<string, unknown>>(
      "GET",
      `/EmissionReport/ImoYearly/${vesselId}/2025?format=json`,
      { token: t.super },
    );
    expect(status).toBe(200);
    // HFO 50 + 20 + 1 + 200 = 271 t by flow meter; diesel 2 + 4 = 6 t by tank; 600 + 250 + 3100 nm; 60 + 24 + 192 h
    expect(body).toMatchObject({
      year: 2025,
      imoNumber: "9312482",
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      deadweight: 81950,
      fuels: [
        { fuelType: "Heavy fuel oil", tonnes: 271, method: "Flow meters" },
        { fuelType: "Diesel / gas oil", tonnes: 6, method: "Tank monitoring" },
      ],
      distanceNm: 3950,
      hoursUnderway: 276,
      // Issue 33 §13: CO2 271 x 3.114 + 6 x 3.206 = 863.13 t; bulk carrier 81,950 DWT over 3,950 nm:
      // 863.13e6 / (81,950 x 3,950) = 2.6664; required 2025 0.91 x 4745 x 81,950^-0.622 = 3.7936; A.
      cii: {
        attained: 2.6664,
        required: 3.7936,
        rating: "A",
        capacityBasis: "DWT",
        capacity: 81950,
        co2Tonnes: 863.13,
        note: null,
      },
    });
    const file = await download(`/EmissionReport/ImoYearly/${vesselId}/2025`);
    expect(file.headers.get("content-disposition")).toContain('filename="IMO_DCS_9312482_2025.xlsx"');
  });

  it("are offered only when a voyage of the year is confirmed", async () => {
    const { status, body } = await server.api<{ message: string }>(
      "GET",
      `/EmissionReport/MrvYearly/${vesselId}/2024`,
      {
        token: t.super,
      },
    );
    expect(status).toBe(409);
    expect(body.message).toBe(
      "The annual report becomes available after at least one voyage is confirmed and completed.",
    );
    expect(
      (await server.api("GET", `/EmissionReport/ImoYearly/${vesselId}/20x5`, { token: t.super })).status,
    ).toBe(400);
  });
});

describe("send to the classification society", () => {
  const send = () =>
    server.api<{ message: string }>(
      "POST",
      `/EmissionReportVesselEvents/${departures["Oslo-Rotterdam"]}/UploadDnvVoyageData`,
      { token: t.super },
    );

  it("needs the vessel's data-access key", async () => {
    const { status, body } = await send();
    expect(status).toBe(409);
    expect(body.message).toBe("The vessel has no data-access key.");
  });

  it("posts the DNV file with the key to CLASS_SOCIETY_URL", async () => {
    const keySet = await server.api("PUT", "/VesselAdministrations/UpdateVeracityKey", {
      token: t.super,
      body: { vesselId, veracityKey: "veracity-secret-1", expirationDate: null },
    });
    expect(keySet.status).toBe(200);
    const { status } = await send();
    expect(status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers["x-data-access-key"]).toBe("veracity-secret-1");
    expect(received[0]!.headers["content-type"]).toContain("text/csv");
    expect(received[0]!.body).toContain("NOOSL");
  });

  it("answers 502 when the receiver refuses and 503 without CLASS_SOCIETY_URL", async () => {
    receiverStatus = 500;
    const refused = await send();
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(
      "The classification society did not accept the voyage file (HTTP 500).",
    );
    const url = server.ctx.config.CLASS_SOCIETY_URL;
    server.ctx.config.CLASS_SOCIETY_URL = undefined;
    const off = await send();
    server.ctx.config.CLASS_SOCIETY_URL = url;
    expect(off.status).toBe(503);
    expect(off.body.message).toContain("CLASS_SOCIETY_URL");
  });
});
