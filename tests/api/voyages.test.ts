import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  VesselEventDto,
  VoyageAuditEntryDto,
  VoyageDto,
  VoyageSummaryDto,
} from "../../domain/voyages/dto.js";
import { VOYAGE_MESSAGES as M } from "../../domain/voyages/messages.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
const t: Record<string, string> = {};
let aurora = "";
const oslo = { name: "Oslo", loCode: "NOOSL" };
const rotterdam = { name: "Rotterdam", loCode: "NLRTM" };

beforeAll(async () => {
  server = await startTestServer();
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: t.crew }))
    .body;
  aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
  await makeEmissionReady(server, aurora);
});
afterAll(async () => {
  await server.close();
});

const api = <T>(method: string, path: string, body?: unknown, token = t.crew) =>
  server.api<T & { message?: string }>(method, path, { token, body });
const create = (type: string, timestamp: string, extra: object = {}) =>
  api<VesselEventDto>("POST", "/EmissionReportVesselEvents", { vesselId: aurora, type, timestamp, ...extra });
const put = (event: VesselEventDto, changes: object) =>
  api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${event.id}`, {
    version: event.version,
    ...changes,
  });
const voyageStep = (departureId: string, step: string) =>
  api<VoyageDto>("POST", `/EmissionReportVesselEvents/${departureId}/${step}`);

describe("recording and confirming a voyage", () => {
  const ids: Record<string, VesselEventDto> = {};
  let before = "";

  it("records a departure and answers it with the spec's fields", async () => {
    const res = await create("Departure", "2025-03-01T08:00:00Z", {
      voyage: { name: "NB-101", type: "Laden" },
      port: oslo,
      source: "Ship",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vesselId: aurora,
      timestamp: "2025-03-01T08:00:00.000Z",
      type: "Departure",
      isConfirmed: false,
      source: "Ship",
      voyage: { name: "NB-101", type: "Laden", isNonCommercial: false, informationConfirmedAt: null },
      port: { name: "Oslo", loCode: "NOOSL", isMrvPort: true },
      cargos: [],
      distanceSailed: null,
    });
    expect(res.body.departureId).toBe(res.body.id);
    ids.d1 = res.body;
  });

  it("refuses malformed input with 400 and events before any allowed place", async () => {
    expect((await create("Sailing", "2025-03-01T09:00:00Z")).status).toBe(400);
    expect((await create("Arrival", "not a time")).status).toBe(400);
    const early = await create("Arrival", "2025-02-01T00:00:00Z");
    expect(early).toMatchObject({ status: 400, body: { message: M.departureFirst } });
  });

  it("refuses an end-of-voyage departure while the departure is unconfirmed", async () => {
    const res = await create("Departure", "2025-03-05T00:00:00Z");
    expect(res).toMatchObject({ status: 400, body: { message: M.departureAfterUnconfirmed } });
  });

  it("confirms the departure with the flag and refuses a stale version", async () => {
    // A laden departure carries cargo in every unit of the vessel (which the emission settings need).
    const cargo = { vesselEventId: ids.d1!.id, cargoUnitId: 1, cargoCarried: 50_000 };
    expect((await api("POST", "/VesselEventCargoDetails", cargo)).status).toBe(200);
    ids.d1 = (await api<VesselEventDto>("GET", `/EmissionReportVesselEvents/${ids.d1!.id}`)).body;
    const ok = await put(ids.d1!, { isConfirmed: true });
    expect(ok.status).toBe(200);
    expect(ok.body.isConfirmed).toBe(true);
    const stale = await put(ids.d1!, { isConfirmed: false });
    expect(stale.status).toBe(409);
    ids.d1 = ok.body;
  });

  it("enforces the sequencing of activities", async () => {
    const start = await create("StartBunkering", "2025-03-01T10:00:00Z");
    expect(start.status).toBe(201);
    const refused = await create("Arrival", "2025-03-03T00:00:00Z");
    expect(refused).toMatchObject({ status: 409, body: { message: M.endRequired("Bunkering end") } });
    const end = await create("EndBunkering", "2025-03-01T14:00:00Z");
    expect(end.status).toBe(201);
    expect(end.body.departureId).toBe(ids.d1!.id);
    ids.bs = start.body;
    ids.be = end.body;
  });

  it("deletes an unconfirmed event and refuses to delete a confirmed one", async () => {
    const drift = await create("StartDrifting", "2025-03-02T00:00:00Z");
    const driftEnd = await create("EndDrifting", "2025-03-02T02:00:00Z");
    expect((await api("DELETE", `/EmissionReportVesselEvents/${driftEnd.body.id}`)).status).toBe(204);
    expect((await api("DELETE", `/EmissionReportVesselEvents/${drift.body.id}`)).status).toBe(204);
    const refused = await api("DELETE", `/EmissionReportVesselEvents/${ids.d1!.id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: M.confirmedCannotBeDeleted } });
  });

  it("refuses confirming an arrival without a port, then confirms it with one", async () => {
    const arrival = (await create("Arrival", "2025-03-04T06:00:00Z")).body;
    const refused = await put(arrival, { isConfirmed: true });
    expect(refused).toMatchObject({ status: 409, body: { message: M.portRequired } });
    const ok = await put(arrival, {
      isConfirmed: true,
      port: rotterdam,
      location: { latitude: 51.95, longitude: 4.05 },
    });
    expect(ok.body).toMatchObject({ isConfirmed: true, port: { loCode: "NLRTM", isMrvPort: true } });
    ids.arrival = ok.body;
    for (const key of ["bs", "be"]) {
      const res = await put(ids[key]!, { isConfirmed: true });
      expect(res.status).toBe(200);
    }
  });

  it("refuses information confirmation without an end of voyage, then confirms it", async () => {
    const refused = await voyageStep(ids.d1!.id, "ConfirmVoyageInformation");
    expect(refused).toMatchObject({ status: 409, body: { message: M.noEndOfVoyage } });
    const end = await create("Departure", "2025-03-06T12:00:00Z", {
      voyage: { name: "NB-102", type: "Ballast" },
      port: rotterdam,
    });
    expect(end.body.departureId).toBe(end.body.id);
    expect((await voyageStep(ids.d1!.id, "ConfirmVoyageInformation")).body.message).toBe(M.notAllConfirmed);
    expect((await put(end.body, { isConfirmed: true })).status).toBe(200);
    before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const ok = await voyageStep(ids.d1!.id, "ConfirmVoyageInformation");
    expect(ok.status).toBe(200);
    expect(ok.body.isInformationConfirmed).toBe(true);
    expect(ok.body.events.map((e) => e.type)).toEqual([
      "Departure",
      "StartBunkering",
      "EndBunkering",
      "Arrival",
      "Departure",
    ]);
    expect(ok.body.capabilities).toMatchObject({
      canConfirmData: false,
      canUnconfirmInformation: true,
      canEditDistance: true,
    });
  });

  it("two clients confirming at once: one wins, the other gets 409", async () => {
    const [a, b] = await Promise.all([
      voyageStep(ids.d1!.id, "UnconfirmVoyageInformation"),
      voyageStep(ids.d1!.id, "UnconfirmVoyageInformation"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [c, d] = await Promise.all([
      voyageStep(ids.d1!.id, "ConfirmVoyageInformation"),
      voyageStep(ids.d1!.id, "ConfirmVoyageInformation"),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
  });

  it("needs every leg's distance before data confirmation", async () => {
    const refused = await voyageStep(ids.d1!.id, "ConfirmVoyageData");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Enter the distance of: Bunkering/);
    for (const [key, nm] of [
      ["bs", 2],
      ["be", 0],
      ["arrival", 512.5],
    ] as const) {
      const res = await api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${ids[key]!.id}/Distance`, {
        manualDistanceByGPS: nm,
      });
      expect(res.status).toBe(200);
    }
    const ok = await voyageStep(ids.d1!.id, "ConfirmVoyageData");
    expect(ok.status).toBe(200);
    expect(ok.body.isDataConfirmed).toBe(true);
    expect(ok.body.arrival?.distanceSailed).toMatchObject({
      manualDistanceByGPS: 512.5,
      manualPercentage: 100,
    });
    const locked = await api("PUT", `/EmissionReportVesselEvents/${ids.arrival!.id}/Distance`, {
      manualDistanceByGPS: 1,
    });
    expect(locked).toMatchObject({ status: 409, body: { message: M.distanceLocked } });
    const edit = await voyageStep(ids.d1!.id, "UnconfirmVoyageInformation");
    expect(edit).toMatchObject({ status: 409, body: { message: M.dataConfirmedFirst } });
  });

  it("lists voyages, the window and a voyage's events", async () => {
    const voyages = await api<VoyageSummaryDto[]>("GET", `/Vessel/${aurora}/Voyages`);
    expect(voyages.body.map((v) => v.voyage?.name)).toEqual(["NB-102", "NB-101"]);
    const window = await api<VesselEventDto[]>(
      "GET",
      `/EmissionReportVesselEvents/Find?vesselId=${aurora}&fromDate=2025-03-01T09:00:00Z&toDate=2025-03-05T00:00:00Z`,
    );
    expect(window.body.map((e) => e.type)).toEqual(["StartBunkering", "EndBunkering", "Arrival"]);
    const events = await api<VesselEventDto[]>(
      "GET",
      `/EmissionReportVesselEvents/FindVoyageVesselEvents?vesselId=${aurora}&departureId=${ids.d1!.id}`,
    );
    expect(events.body).toHaveLength(5);
  });

  it("replays the voyage's history for auditors", async () => {
    const history = await api<VoyageAuditEntryDto[]>("GET", `/Audit/Voyages/${ids.d1!.id}/events`);
    expect(history.status).toBe(200);
    const types = history.body.map((e) => e.type);
    expect(types[0]).toBe("VesselEventRecorded");
    expect(types).toContain("VesselEventDeleted");
    expect(types).toContain("VoyageDataConfirmed");
    expect(history.body[0]).toMatchObject({ userName: expect.any(String), recordedAt: expect.any(String) });
    const then = await api<VoyageDto>("GET", `/Audit/Voyages/${ids.d1!.id}?at=${encodeURIComponent(before)}`);
    expect(then.body).toMatchObject({ isInformationConfirmed: false, isDataConfirmed: false });
    const now = await api<VoyageDto>(
      "GET",
      `/Audit/Voyages/${ids.d1!.id}?at=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(now.body).toMatchObject({ isInformationConfirmed: true, isDataConfirmed: true });
    expect((await api("GET", `/Audit/Voyages/${ids.d1!.id}?at=yesterday`)).status).toBe(400);
  });
});

describe("cargo carried", () => {
  it("saves, lists and deletes with an empty value", async () => {
    const d = (await create("Departure", "2025-04-01T00:00:00Z")).body;
    const cargo = (value: unknown) =>
      api<{ cargoUnitId: number; cargoCarried: number }[]>("POST", "/VesselEventCargoDetails", {
        vesselEventId: d.id,
        cargoUnitId: 1,
        cargoCarried: value,
      });
    expect((await cargo("61500.5")).body).toEqual([
      { vesselEventId: d.id, cargoUnitId: 1, cargoCarried: 61500.5 },
    ]);
    expect((await cargo("")).body).toEqual([]);
    await cargo(12);
    expect((await api("DELETE", `/VesselEventCargoDetails/${d.id}/1`)).status).toBe(204);
    expect((await api("GET", `/VesselEventCargoDetails/Find?vesselEventId=${d.id}`)).body).toEqual([]);
    expect(
      (
        await api("POST", "/VesselEventCargoDetails", {
          vesselEventId: d.id,
          cargoUnitId: 999,
          cargoCarried: 1,
        })
      ).status,
    ).toBe(400);
  });
});

describe("emission settings (spec 2 §5)", () => {
  it("refuses voyage events while the vessel's emission settings are incomplete, listing what is missing", async () => {
    const vessels = (await api<{ id: string; name: string }[]>("GET", "/Vessels")).body;
    const fjell = vessels.find((v) => v.name === "Nordic Fjell")!.id;
    const departure = { vesselId: fjell, type: "Departure", timestamp: "2025-03-01T08:00:00Z", port: oslo };
    const before = await server.ctx.store.headPosition();
    const refused = await api<{ errors: string[] }>("POST", "/EmissionReportVesselEvents", departure);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Emission report settings are incomplete\./);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining(["Port of registry", "At least one flow meter or fuel tank"]),
    );
    expect(await server.ctx.store.headPosition()).toBe(before);
    await makeEmissionReady(server, fjell);
    expect((await api("POST", "/EmissionReportVesselEvents", departure)).status).toBe(201);
  });
});

describe("permissions", () => {
  it("hides another company's vessel and events (404)", async () => {
    expect(
      (await api("GET", `/EmissionReportVesselEvents/Find?vesselId=${aurora}`, undefined, t.ops)).status,
    ).toBe(404);
    const mine = (await api<VesselEventDto[]>("GET", `/EmissionReportVesselEvents/Find?vesselId=${aurora}`))
      .body;
    const res = await api("PUT", `/EmissionReportVesselEvents/${mine[0]!.id}`, { version: 0 }, t.ops);
    expect(res.status).toBe(404);
    expect((await api("GET", `/Audit/Voyages/${mine[0]!.id}/events`, undefined, t.ops)).status).toBe(404);
  });

  it("an API user may read but not write (403)", async () => {
    const headers = { "x-api-key": DEMO_LOGINS.nordicBulkApiKey };
    const read = await server.api("GET", `/EmissionReportVesselEvents/Find?vesselId=${aurora}`, { headers });
    expect(read.status).toBe(200);
    const write = await server.api("POST", "/EmissionReportVesselEvents", {
      headers,
      body: { vesselId: aurora, type: "Departure", timestamp: "2025-06-01T00:00:00Z" },
    });
    expect(write.status).toBe(403);
  });
});
