import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumptionDto } from "../../domain/fuel/dto.js";
import type { VesselEventDto, VoyageDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let token = "";
let vesselId = "";

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
  vesselId = vessels.find((v) => v.name === "Nordic Fjell")!.id;
});
afterAll(() => server.close());

const api = <T>(method: string, path: string, body?: unknown) =>
  server.api<T & { message?: string }>(method, path, { token, body });
const record = async (type: string, timestamp: string, extra: object = {}) => {
  const created = await api<VesselEventDto>("POST", "/EmissionReportVesselEvents", {
    vesselId,
    type,
    timestamp,
    ...extra,
  });
  expect(created.status).toBe(201);
  const confirmed = await api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${created.body.id}`, {
    version: created.body.version,
    isConfirmed: true,
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body;
};
const consumptionsOf = async (eventId: string) =>
  (
    await api<FlowMeterFuelConsumptionDto[]>(
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${eventId}`,
    )
  ).body;

describe("flow-meter consumptions follow voyage information confirmation (spec 2 §4)", () => {
  let departure: VesselEventDto;
  let arrival: VesselEventDto;
  let endOfVoyage: VesselEventDto;

  it("records a voyage on a vessel with a manual flow meter", async () => {
    const meter = await api("POST", "/FlowMeters", {
      vesselId,
      name: "ME inlet",
      fuelTypeId: "default-hfo",
      fuelConsumptionSources: [1],
    });
    expect(meter.status).toBe(201);
    await makeEmissionReady(server, vesselId);
    departure = await record("Departure", "2025-05-01T06:00:00Z", {
      voyage: { name: "FJ-1", type: "Ballast" },
      port: { name: "Hamburg", loCode: "DEHAM" },
    });
    arrival = await record("Arrival", "2025-05-03T18:00:00Z", { port: { name: "Oslo", loCode: "NOOSL" } });
    endOfVoyage = await record("Departure", "2025-05-04T10:00:00Z", {
      voyage: { name: "FJ-2", type: "Ballast" },
      port: { name: "Oslo", loCode: "NOOSL" },
    });
    expect(await consumptionsOf(arrival.id)).toEqual([]);
  });

  it("confirming the information creates a consumption row per event and meter, in the same append", async () => {
    const confirmed = await api<VoyageDto>(
      "POST",
      `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageInformation`,
    );
    expect(confirmed.status).toBe(200);
    for (const [event, start] of [
      [arrival, departure.timestamp],
      [endOfVoyage, arrival.timestamp],
    ] as const) {
      const rows = await consumptionsOf(event.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        startAt: start,
        endAt: event.timestamp,
        fuelConsumptionSource: "Manual",
      });
    }
  });

  it("editing the information keeps the entered consumptions; confirming again clears only those of moved events, named first", async () => {
    const [arrivalRow] = await consumptionsOf(arrival.id);
    const [stayRow] = await consumptionsOf(endOfVoyage.id);
    for (const [row, tons] of [
      [arrivalRow!, 24.5],
      [stayRow!, 1.2],
    ] as const) {
      const entered = await api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, {
        fuelConsumptionInTon: tons,
      });
      expect(entered.status, entered.body.message).toBe(200);
    }

    const unconfirmed = await api<VoyageDto>(
      "POST",
      `/EmissionReportVesselEvents/${departure.id}/UnconfirmVoyageInformation`,
    );
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.body.consumptionsToClear).toEqual([]);
    expect((await consumptionsOf(arrival.id)).map((row) => row.fuelConsumptionInTon)).toEqual([24.5]);

    // The crew fixes the arrival's time: its leg and the stay after it no longer fit their rows.
    const edit = async (change: object) => {
      const current = (await api<VoyageDto>("GET", `/Voyages/${departure.id}`)).body.arrival!;
      const answer = await api("PUT", `/EmissionReportVesselEvents/${arrival.id}`, {
        version: current.version,
        ...change,
      });
      expect(answer.status, answer.body.message).toBe(200);
    };
    await edit({ isConfirmed: false });
    await edit({ timestamp: "2025-05-03T20:00:00Z" });
    await edit({ isConfirmed: true });
    const voyage = (await api<VoyageDto>("GET", `/Voyages/${departure.id}`)).body;
    expect(voyage.consumptionsToClear).toEqual([
      "Arrival (03. May, 2025 20:00), ME inlet: 24.5 t",
      "Departure (04. May, 2025 10:00), ME inlet: 1.2 t",
    ]);

    const confirmed = await api<VoyageDto>(
      "POST",
      `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageInformation`,
    );
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.consumptionsToClear).toEqual([]);
    expect(await consumptionsOf(arrival.id)).toEqual([
      expect.objectContaining({
        startAt: departure.timestamp,
        endAt: "2025-05-03T20:00:00.000Z",
        fuelConsumptionInTon: 0,
        fuelConsumptionSource: "Manual",
      }),
    ]);
  });

  it("an unchanged voyage keeps every entered figure through edit and confirm", async () => {
    const [row] = await consumptionsOf(arrival.id);
    expect(
      (await api("PUT", `/FlowMeterFuelConsumptions/${row!.id}`, { fuelConsumptionInTon: 30 })).status,
    ).toBe(200);
    for (const step of ["UnconfirmVoyageInformation", "ConfirmVoyageInformation"]) {
      const answer = await api("POST", `/EmissionReportVesselEvents/${departure.id}/${step}`);
      expect(answer.status, answer.body.message).toBe(200);
    }
    expect((await consumptionsOf(arrival.id)).map((r) => [r.id, r.fuelConsumptionInTon])).toEqual([
      [row!.id, 30],
    ]);
  });
});
