import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumptionDto } from "../../domain/fuel/dto.js";
import type { VoyageReplayDto } from "../../domain/voyageLog/replayDto.js";
import type { VesselEventDto, VoyageAuditEntryDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startWithEmissionReadyVessel, voyageCalls } from "../support/emissionReady.js";
import type { TestServer } from "../support/testServer.js";

/**
 * Issue 10 point 1: an auditor sees every event that changed a figure of the voyage's reports, with who
 * and when, and the replay shows the fuel figures and report totals as they stood at that moment.
 */

let server: TestServer;
let token = "";
let vesselId = "";
const HFO_FACTOR = 3.114;
/** The repro's wrong entry (a value no ship burns on one leg), then corrected back. */
const WRONG_TONS = 1000; // a typo an auditor must see: ten times too much, still under the plausibility limit (issue 10 point 8)
const RIGHT_TONS = 1.8;
const TANK_TONS = 0.5;

beforeAll(async () => {
  ({ server, token, vesselId } = await startWithEmissionReadyVessel());
});
afterAll(() => server.close());

const { api, record } = voyageCalls(() => ({ server, token, vesselId }));
const step = (departureId: string, action: string) =>
  api("POST", `/EmissionReportVesselEvents/${departureId}/${action}`);

describe("the audit trail of a voyage includes every fuel change (issue 10 point 1)", () => {
  let departure: VesselEventDto;
  let arrival: VesselEventDto;
  let row: FlowMeterFuelConsumptionDto;
  let trail: VoyageAuditEntryDto[];

  beforeAll(async () => {
    const meter = await api<{ id: string }>(
      "POST",
      "/FlowMeters",
      { vesselId, name: "ME inlet", fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
      201,
    );
    const tank = await api<{ id: string }>(
      "POST",
      "/FuelTanks",
      { vesselId, name: "Tank 1P", fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
      201,
    );
    departure = await record("Departure", "2025-05-01T06:00:00.000Z", {
      voyage: { name: "FJ-AUDIT", type: "Laden" },
      port: { name: "Hamburg", loCode: "DEHAM" },
    });
    arrival = await record("Arrival", "2025-05-03T18:00:00.000Z", {
      port: { name: "Oslo", loCode: "NOOSL" },
    });
    const end = await record("Departure", "2025-05-04T10:00:00.000Z", {
      voyage: { name: "FJ-NEXT", type: "Ballast" },
      port: { name: "Oslo", loCode: "NOOSL" },
    });
    await step(departure.id, "ConfirmVoyageInformation");
    await api("PUT", `/EmissionReportVesselEvents/${arrival.id}/Distance`, { manualDistanceByGPS: 560 });
    await api(
      "POST",
      "/FuelTankOperations",
      {
        fuelTankId: tank.id,
        timestamp: "2025-05-01T06:00:00.000Z",
        fuelTypeId: "default-hfo",
        fuelDensity: 0.991,
        fuelAdjustmentInTon: 300,
        sulphurContent: 0.5,
      },
      201,
    );
    const sounding = {
      fuelTankId: tank.id,
      fuelAmountInTon: 250,
      fuelAmountInCubicMetres: 252,
      fuelTemperatureInDegreesCelcius: 40,
    };
    await api("POST", "/FuelTankSoundings", { ...sounding, timestamp: "2025-05-02T12:00:00.000Z" }, 201);
    // Inside the next voyage: not part of this one.
    await api("POST", "/FuelTankSoundings", { ...sounding, timestamp: "2025-05-05T12:00:00.000Z" }, 201);
    await api(
      "POST",
      "/FuelTankFuelConsumptions",
      {
        fuelTankId: tank.id,
        vesselEventId: arrival.id,
        startAt: departure.timestamp,
        endAt: arrival.timestamp,
        fuelConsumptionInTon: TANK_TONS,
      },
      201,
    );
    await api(
      "POST",
      "/FlowMeterOperations",
      { flowMeterId: meter.id, timestamp: "2025-05-02T00:00:00.000Z", fuelTypeId: "default-hfo" },
      201,
    );
    const rows = await api<FlowMeterFuelConsumptionDto[]>(
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival.id}`,
    );
    row = rows[0]!;
    await api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, { fuelConsumptionInTon: RIGHT_TONS });
    const endRow = (
      await api<FlowMeterFuelConsumptionDto[]>(
        "GET",
        `/FlowMeterFuelConsumptions/Find?vesselEventId=${end.id}`,
      )
    )[0]!;
    await api("PUT", `/FlowMeterFuelConsumptions/${endRow.id}`, { fuelConsumptionInTon: 0.2 });
    await step(departure.id, "ConfirmVoyageData");
    // The repro: unconfirm the data, enter a wrong figure, put it back, reconfirm.
    await step(departure.id, "UnconfirmVoyageData");
    await api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, { fuelConsumptionInTon: WRONG_TONS });
    await api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, { fuelConsumptionInTon: RIGHT_TONS });
    await step(departure.id, "ConfirmVoyageData");
    trail = await api<VoyageAuditEntryDto[]>("GET", `/Audit/Voyages/${departure.id}/events`);
  });

  const edits = () =>
    trail.filter(
      (e) =>
        e.type === "FlowMeterConsumptionUpdated" &&
        (e.data as { consumptionId: string }).consumptionId === row.id,
    );

  it("lists both edits of the consumption with who and when", () => {
    const tons = edits().map((e) => (e.data as { fuelConsumptionInTon: number }).fuelConsumptionInTon);
    expect(tons).toEqual([RIGHT_TONS, WRONG_TONS, RIGHT_TONS]);
    for (const edit of edits()) {
      expect(edit.userName).toBe("Ingrid Solberg");
      expect(Number.isNaN(Date.parse(edit.recordedAt))).toBe(false);
    }
  });

  it("lists bunkering, soundings, tank consumptions, meter operations and the loaded rows", () => {
    const types = trail.map((e) => e.type);
    for (const type of [
      "FlowMeterConsumptionsLoaded",
      "FuelTankOperationAdded",
      "FuelTankSoundingAdded",
      "FuelTankConsumptionAdded",
      "FlowMeterOperationAdded",
      "VoyageDataUnconfirmed",
    ])
      expect(types, type).toContain(type);
    const soundings = trail.filter((e) => e.type === "FuelTankSoundingAdded");
    expect(soundings.map((e) => (e.data as { timestamp: string }).timestamp)).toEqual([
      "2025-05-02T12:00:00.000Z",
    ]);
    // Meters and tanks themselves hold no figure of the voyage.
    expect(types).not.toContain("FlowMeterAdded");
    expect(trail.map((e) => e.version)).toEqual([...trail.map((e) => e.version)].sort((a, b) => a - b));
  });

  it("replays the fuel figures and report totals as they stood after each edit", async () => {
    const [, wrong, right] = edits();
    const at = async (query: string) =>
      api<VoyageReplayDto>("GET", `/Audit/Voyages/${departure.id}?${query}`);
    const expectTons = (replay: VoyageReplayDto, tons: number) => {
      const replayed = replay.fuel.flowMeterConsumptions.find((c) => c.id === row.id)!;
      expect(replayed).toMatchObject({ effectiveTons: tons, flowMeterName: "ME inlet" });
      const seaTons = tons + TANK_TONS;
      expect(replay.reports!.mrv!.fuels.reduce((sum, f) => sum + f.tonnes, 0)).toBeCloseTo(seaTons, 3);
      expect(replay.reports!.mrv!.co2Tonnes).toBeCloseTo(seaTons * HFO_FACTOR, 2);
      expect(replay.reports!.mrv!.distanceNm).toBe(560);
      expect(replay.reports!.imoDcs.fuels[0]!.tonnes).toBeCloseTo(seaTons + 0.2, 3);
    };
    const whileWrong = await at(`version=${wrong!.version}`);
    expectTons(whileWrong, WRONG_TONS);
    expect(whileWrong.isDataConfirmed).toBe(false);
    expectTons(await at(`version=${right!.version}`), RIGHT_TONS);
    expectTons(await at(`at=${encodeURIComponent(right!.recordedAt)}`), RIGHT_TONS);
    const now = await at(`at=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.isDataConfirmed).toBe(true);
    expect(now.fuel.fuelTankOperations.map((o) => o.fuelAdjustmentInTon)).toEqual([300]);
    expect(now.fuel.fuelTankSoundings).toHaveLength(1);
    expect(now.fuel.fuelTankConsumptions.map((c) => c.fuelConsumptionInTon)).toEqual([TANK_TONS]);
    expect(now.fuel.flowMeterOperations).toHaveLength(1);
  });

  const download = async (format: string) => {
    const response = await fetch(
      `${server.url}/api/v1/Audit/Voyages/${departure.id}/trail?format=${format}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("exports the trail as CSV and workbook: who, when, before and after, figures at each confirmation (issue 33 §18)", async () => {
    const csv = await download("csv");
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get("content-disposition")).toContain('filename="Voyage_trail_FJ-AUDIT.csv"');
    const lines = csv.bytes.toString("utf8").split("\r\n");
    const edit = (before: string, after: string) =>
      lines.filter(
        (l) =>
          l.includes("FlowMeterConsumptionUpdated") &&
          l.includes(row.id) &&
          l.includes("Ingrid Solberg") &&
          l.endsWith(`,fuelConsumptionInTon,${before},${after}`),
      );
    // the wrong entry and its correction, each with its value before and after
    expect(edit(String(RIGHT_TONS), String(WRONG_TONS))).toHaveLength(1);
    expect(edit(String(WRONG_TONS), String(RIGHT_TONS))).toHaveLength(1);
    // figures at each of the two data confirmations: 560 nm, HFO 1.8 + 0.5 + 0.2 t (IMO DCS, sea and berth)
    const confirmations = lines
      .slice(lines.indexOf("Figures at each confirmation"))
      .filter((l) => /^\d+,[^,]+,Ingrid Solberg,VoyageDataConfirmed,/.test(l));
    expect(confirmations).toHaveLength(2);
    for (const line of confirmations) expect(line).toMatch(/,560,60,Heavy fuel oil,2\.5,/);

    const xlsx = await download("xlsx");
    expect(xlsx.response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const changes = workbook.getWorksheet("Changes")!;
    const rows = changes.getSheetValues().filter(Boolean) as unknown[][];
    const wrongRow = rows.find((r) => r[7] === "fuelConsumptionInTon" && r[9] === WRONG_TONS)!;
    expect(wrongRow[3]).toBe("Ingrid Solberg");
    expect(wrongRow[2]).toBeInstanceOf(Date);
    expect(wrongRow[8]).toBe(RIGHT_TONS);
    const figures = workbook
      .getWorksheet("Figures at confirmations")!
      .getSheetValues()
      .filter(Boolean) as unknown[][];
    expect(figures.filter((r) => r[4] === "VoyageDataConfirmed").map((r) => r[8])).toEqual([2.5, 2.5]);

    const bad = await server.api<{ message: string }>(
      "GET",
      `/Audit/Voyages/${departure.id}/trail?format=pdf`,
      { token },
    );
    expect(bad.status).toBe(400);
  });

  it("refuses a moment that is neither a time nor a version", async () => {
    const answer = await server.api<{ message: string }>("GET", `/Audit/Voyages/${departure.id}?version=x`, {
      token,
    });
    expect(answer.status).toBe(400);
  });
});

describe("the source of a vessel event follows who recorded it (issue 10 point 13)", () => {
  it("labels an event the crew records Ship and one the office records Office, whatever the request says", async () => {
    const crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const byCrew = await server.api<VesselEventDto>("POST", "/EmissionReportVesselEvents", {
      token: crew,
      body: {
        vesselId,
        type: "Departure",
        timestamp: "2025-09-01T06:00:00.000Z",
        source: "Office",
        voyage: { name: "FJ-CREW", type: "Ballast" },
        port: { name: "Oslo", loCode: "NOOSL" },
      },
    });
    expect(byCrew.status).toBe(201);
    expect(byCrew.body.source).toBe("Ship");
    const confirmed = await server.api<{ message?: string }>(
      "PUT",
      `/EmissionReportVesselEvents/${byCrew.body.id}`,
      {
        token: crew,
        body: { version: byCrew.body.version, isConfirmed: true },
      },
    );
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const byOffice = await api<VesselEventDto>(
      "POST",
      "/EmissionReportVesselEvents",
      { vesselId, type: "Departure", timestamp: "2025-10-01T06:00:00.000Z", source: "Ship" },
      201,
    );
    expect(byOffice.source).toBe("Office");
  });
});
