import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumptionDto } from "../../domain/fuel/dto.js";
import type { VoyageDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoVoyages(server.ctx, await seedDemoFuel(server.ctx));
  token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
});
afterAll(async () => server?.close());

type Figures = { co2Tonnes: number; at: string | null; message?: string };
const get = <T>(path: string) => server.api<T & { message?: string }>("GET", path, { token });
const post = (path: string) => server.api<{ message?: string }>("POST", path, { token });

describe("report files and figures as they stood at a moment (issue 33 §17)", () => {
  it("answer the MRV voyage and yearly figures of ?at=, say so, and refuse a moment before the voyage", async () => {
    const vessels = (await get<{ id: string; name: string }[]>("/Vessels")).body;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!;
    const voyages = (
      await get<{ departureId: string; voyage: { name: string } | null }[]>(`/Vessel/${aurora.id}/Voyages`)
    ).body;
    const departureId = voyages.find((v) => v.voyage?.name === "NA-2502")!.departureId;
    const voyage = (await get<VoyageDto>(`/Voyages/${departureId}`)).body;
    const year = Number(voyage.departure.timestamp.slice(0, 4));

    const before = (await get<Figures>(`/EmissionReport/MrvVoyage/${departureId}?format=json`)).body;
    const yearBefore = (await get<Figures>(`/EmissionReport/MrvYearly/${aurora.id}/${year}?format=json`))
      .body;
    expect(before.at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const moment = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The crew corrects the arrival leg's fuel by 10 t after the moment.
    expect((await post(`/EmissionReportVesselEvents/${departureId}/UnconfirmVoyageData`)).status).toBe(200);
    const [row] = (
      await get<FlowMeterFuelConsumptionDto[]>(
        `/FlowMeterFuelConsumptions/Find?vesselEventId=${voyage.arrival!.id}`,
      )
    ).body.filter((r) => r.fuelConsumptionInTon > 0);
    const corrected = await server.api<{ message?: string }>("PUT", `/FlowMeterFuelConsumptions/${row!.id}`, {
      token,
      body: { fuelConsumptionInTon: row!.fuelConsumptionInTon + 10 },
    });
    expect(corrected.status, corrected.body.message).toBe(200);
    expect((await post(`/EmissionReportVesselEvents/${departureId}/ConfirmVoyageData`)).status).toBe(200);

    const now = (await get<Figures>(`/EmissionReport/MrvVoyage/${departureId}?format=json`)).body;
    expect(now.co2Tonnes).toBeGreaterThan(before.co2Tonnes + 30);
    const then = (await get<Figures>(`/EmissionReport/MrvVoyage/${departureId}?format=json&at=${moment}`))
      .body;
    expect(then).toMatchObject({ co2Tonnes: before.co2Tonnes, at: moment });
    const yearThen = (
      await get<Figures>(`/EmissionReport/MrvYearly/${aurora.id}/${year}?format=json&at=${moment}`)
    ).body;
    expect(yearThen).toMatchObject({ co2Tonnes: yearBefore.co2Tonnes, at: moment });

    // The Excel file says when its figures stood.
    const file = await fetch(`${server.url}/api/v1/EmissionReport/MrvVoyage/${departureId}?at=${moment}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain("Figures as they stood at (UTC)");

    const tooEarly = await get<Figures>(
      `/EmissionReport/MrvVoyage/${departureId}?format=json&at=2000-01-01T00:00:00Z`,
    );
    expect(tooEarly.status).toBe(404);
    const badMoment = await get<Figures>(`/EmissionReport/MrvVoyage/${departureId}?format=json&at=yesterday`);
    expect(badMoment).toMatchObject({
      status: 400,
      body: { message: "at must be an ISO date and time (e.g. 2026-03-01T12:00:00Z)." },
    });
  });
});
