import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumptionDto, ShipToShipTransferDto } from "../../domain/fuel/dto.js";
import { TRANSFER_MESSAGES } from "../../domain/fuel/shipToShipTransfers.js";
import type { VoyageReplayDto } from "../../domain/voyageLog/replayDto.js";
import type { VesselEventDto, VoyageAuditEntryDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { meterTankAndVoyage, startWithEmissionReadyVessel, voyageCalls } from "../support/emissionReady.js";
import type { TestServer } from "../support/testServer.js";

/**
 * Issue 10 point 14: the 'Ship to ship transfer' action. A transfer is recorded inside a voyage, scoped
 * to the vessels the caller sees, refused with a message a person can act on, part of the voyage's audit
 * trail and replay, and never counted as consumption in the voyage's report figures.
 */

let server: TestServer;
let token = "";
let vesselId = "";
let tankId = "";
let departure: VesselEventDto;
let arrival: VesselEventDto;

beforeAll(async () => {
  ({ server, token, vesselId } = await startWithEmissionReadyVessel());
  ({ tankId, departure, arrival } = await meterTankAndVoyage(calls, vesselId, {
    voyage: "FJ-STS",
    next: "FJ-STS-NEXT",
  }));
});
afterAll(() => server.close());

const calls = voyageCalls(() => ({ server, token, vesselId }));
const { api } = calls;
const step = (action: string) => api("POST", `/EmissionReportVesselEvents/${departure.id}/${action}`);

const body = (change: object = {}) => ({
  vesselId,
  timestamp: "2025-06-02T09:30:00.000Z",
  direction: "Delivered",
  fuelTypeId: "default-hfo",
  fuelTankId: tankId,
  amountInTon: "150.5",
  otherShipName: "Bunker Queen",
  otherShipImoNumber: "IMO 9074729",
  ...change,
});

describe("ship-to-ship transfers (issue 10 point 14)", () => {
  let transfer: ShipToShipTransferDto;
  let before: VoyageReplayDto;

  beforeAll(async () => {
    await step("ConfirmVoyageInformation");
    await api("PUT", `/EmissionReportVesselEvents/${arrival.id}/Distance`, { manualDistanceByGPS: 560 });
    const rows = await api<FlowMeterFuelConsumptionDto[]>(
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival.id}`,
    );
    await api("PUT", `/FlowMeterFuelConsumptions/${rows[0]!.id}`, { fuelConsumptionInTon: 40 });
    before = await api<VoyageReplayDto>(
      "GET",
      `/Audit/Voyages/${departure.id}?at=${encodeURIComponent(new Date().toISOString())}`,
    );
    transfer = await api<ShipToShipTransferDto>("POST", "/ShipToShipTransfers", body(), 201);
  });

  it("records a transfer with its voyage, tank and fuel type named", async () => {
    expect(transfer).toMatchObject({
      direction: "Delivered",
      amountInTon: 150.5,
      otherShipName: "Bunker Queen",
      otherShipImoNumber: "9074729",
      fuelTankName: "HFO 2S",
      fuelTypeName: "Heavy fuel oil",
      departureId: departure.id,
    });
    const listed = await api<ShipToShipTransferDto[]>(
      "GET",
      `/ShipToShipTransfers/Find?departureId=${departure.id}`,
    );
    expect(listed.map((t) => t.id)).toEqual([transfer.id]);
  });

  it.each([
    ["no other ship", { otherShipName: " " }, TRANSFER_MESSAGES.otherShipRequired],
    ["a zero amount", { amountInTon: 0 }, TRANSFER_MESSAGES.amountPositive],
    ["an amount that is no number", { amountInTon: "abc" }, TRANSFER_MESSAGES.amountRequired],
    ["no direction", { direction: "Sideways" }, TRANSFER_MESSAGES.directionRequired],
    ["a wrong IMO check digit", { otherShipImoNumber: "9074728" }, TRANSFER_MESSAGES.invalidImo("9074728")],
    [
      "a time in no voyage",
      { timestamp: "2025-05-01T00:00:00.000Z" },
      TRANSFER_MESSAGES.noVoyage("2025-05-01 00:00"),
    ],
    ["a name over the length limit", { otherShipName: "x".repeat(101) }, null],
  ])("refuses %s with 400 and a message, writing nothing", async (_, change, message) => {
    const head = await server.ctx.store.headPosition();
    const answer = await server.api<{ message: string }>("POST", "/ShipToShipTransfers", {
      token,
      body: body(change),
    });
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toContain(message);
    expect(await server.ctx.store.headPosition()).toBe(head);
  });

  it("keeps the vessels of other companies out of reach (404) and read-only callers out (403)", async () => {
    const other = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
    await api("POST", "/ShipToShipTransfers", body(), 404, other);
    await api("GET", `/ShipToShipTransfers/Find?departureId=${departure.id}`, undefined, 404, other);
    await api("DELETE", `/ShipToShipTransfers/${transfer.id}`, undefined, 404, other);
    const apiUser = await server.api("POST", "/ShipToShipTransfers", {
      headers: { "X-Api-Key": DEMO_LOGINS.nordicBulkApiKey },
      body: body(),
    });
    expect(apiUser.status).toBe(403);
    const crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const byCrew = await api<ShipToShipTransferDto>(
      "POST",
      "/ShipToShipTransfers",
      body({ direction: "Received", amountInTon: 10 }),
      201,
      crew,
    );
    await api("DELETE", `/ShipToShipTransfers/${byCrew.id}`, undefined, 204, crew);
  });

  it("is in the voyage's audit trail with who and when, and in the replay beside the reports", async () => {
    const trail = await api<VoyageAuditEntryDto[]>("GET", `/Audit/Voyages/${departure.id}/events`);
    const entry = trail.find(
      (e) => e.type === "ShipToShipTransferRecorded" && (e.data as { id: string }).id === transfer.id,
    );
    expect(entry).toMatchObject({ userName: "Ingrid Solberg" });
    expect(trail.map((e) => e.type)).toContain("ShipToShipTransferRemoved");
    const replay = await api<VoyageReplayDto>(
      "GET",
      `/Audit/Voyages/${departure.id}?version=${entry!.version}`,
    );
    expect(replay.fuel.shipToShipTransfers.map((t) => t.id)).toEqual([transfer.id]);
    expect(replay.reports!.shipToShipTransfers).toEqual([
      { fuelTypeId: "default-hfo", fuelTypeName: "Heavy fuel oil", deliveredTons: 150.5, receivedTons: 0 },
    ]);
  });

  it("never counts as consumption: the MRV and IMO DCS figures stay as they were", async () => {
    const now = await api<VoyageReplayDto>(
      "GET",
      `/Audit/Voyages/${departure.id}?at=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(before.reports!.shipToShipTransfers).toEqual([]);
    expect(now.reports!.mrv).toEqual(before.reports!.mrv);
    expect(now.reports!.imoDcs).toEqual(before.reports!.imoDcs);
    expect(now.reports!.mrv!.fuels.reduce((sum, f) => sum + f.tonnes, 0)).toBeCloseTo(40, 3);
  });

  it("is refused (409) in a voyage whose data is confirmed, and cannot be removed there", async () => {
    const next = (
      await api<VesselEventDto[]>(
        "GET",
        `/EmissionReportVesselEvents/FindVoyageVesselEvents?vesselId=${vesselId}&departureId=${departure.id}`,
      )
    ).at(-1)!;
    const endRows = await api<FlowMeterFuelConsumptionDto[]>(
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${next.id}`,
    );
    for (const row of endRows)
      await api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, { fuelConsumptionInTon: 0.2 });
    await step("ConfirmVoyageData");
    const refused = await server.api<{ message: string }>("POST", "/ShipToShipTransfers", {
      token,
      body: body(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("whose voyage data is confirmed");
    await api("DELETE", `/ShipToShipTransfers/${transfer.id}`, undefined, 409);
    await step("UnconfirmVoyageData");
    await api("DELETE", `/ShipToShipTransfers/${transfer.id}`, undefined, 204);
    expect(
      await api<ShipToShipTransferDto[]>("GET", `/ShipToShipTransfers/Find?departureId=${departure.id}`),
    ).toEqual([]);
  });
});
