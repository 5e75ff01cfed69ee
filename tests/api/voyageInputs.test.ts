import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VesselEventDto, VoyageDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** Issue 10 points 3-11: correct voyage and fuel inputs, refused clearly, through the API. */

let server: TestServer;
let token = "";
let crew = "";
let vesselId = "";

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
  vesselId = vessels.find((v) => v.name === "Nordic Fjell")!.id;
  await makeEmissionReady(server, vesselId);
});
afterAll(() => server.close());

const api = <T>(method: string, path: string, body?: unknown, as = token) =>
  server.api<T & { message?: string }>(method, path, { token: as, body });
const record = async (type: string, timestamp: string, extra: object = {}) => {
  const created = await api<VesselEventDto>("POST", "/EmissionReportVesselEvents", {
    vesselId,
    type,
    timestamp,
    ...extra,
  });
  expect(created.status, created.body.message).toBe(201);
  const confirmed = await api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${created.body.id}`, {
    version: created.body.version,
    isConfirmed: true,
  });
  expect(confirmed.status, confirmed.body.message).toBe(200);
  return confirmed.body;
};

describe("ports are the port index's (point 5)", () => {
  it("refuses an invented port and a name that is not the LoCode's port", async () => {
    const fake = await api("POST", "/EmissionReportVesselEvents", {
      vesselId,
      type: "Departure",
      timestamp: "2024-01-01T00:00:00Z",
      voyage: { name: "X", type: "Ballast" },
      port: { name: "Fake harbour", loCode: "NLXXX", isMrvPort: true },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(
      "There is no port with the LoCode NLXXX. Choose the port from the list of found ports.",
    );
    const mismatched = await api("POST", "/EmissionReportVesselEvents", {
      vesselId,
      type: "Departure",
      timestamp: "2024-01-01T00:00:00Z",
      port: { name: "Hamburg", loCode: "NOOSL" },
    });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.message).toContain('"Hamburg" does not belong to the LoCode NOOSL (Oslo)');
  });

  it("finds English names", async () => {
    for (const [query, loCode] of [
      ["Gothenburg", "SEGOT"],
      ["Copenhagen", "DKCPH"],
    ]) {
      const found = await api<{ items: { loCode: string }[] }>("GET", `/Ports/Find?query=${query}`);
      expect(found.body.items.map((p) => p.loCode)).toContain(loCode);
    }
  });
});

describe("a voyage's inputs (points 3, 4, 6, 8, 9, 11)", () => {
  let departure: VesselEventDto;
  let arrival: VesselEventDto;
  let end: VesselEventDto;
  let tankId = "";

  it("refuses an event in the future", async () => {
    const future = await api("POST", "/EmissionReportVesselEvents", {
      vesselId,
      type: "Departure",
      timestamp: "2099-01-01T00:00:00Z",
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toContain("01. Jan, 2099 00:00 is in the future");
  });

  it("records a voyage with a flow meter and a tank; cargo is read exactly or refused", async () => {
    expect(
      (
        await api("POST", "/FlowMeters", {
          vesselId,
          name: "ME inputs",
          fuelTypeId: "default-hfo",
          fuelConsumptionSources: [1],
        })
      ).status,
    ).toBe(201);
    const tank = await api<{ id: string }>("POST", "/FuelTanks", {
      vesselId,
      name: "Inputs tank",
      fuelTypeId: "default-hfo",
      fuelConsumptionSources: [1],
    });
    tankId = tank.body.id;
    const created = await api<VesselEventDto>("POST", "/EmissionReportVesselEvents", {
      vesselId,
      type: "Departure",
      timestamp: "2025-06-01T06:00:00Z",
      voyage: { name: "IN-1", type: "Laden" },
      port: { name: "Gothenburg", loCode: "SEGOT" },
    });
    expect(created.body.port).toEqual({ name: "Goteborg", loCode: "SEGOT", isMrvPort: true });
    const cargo = (cargoCarried: unknown) =>
      api<{ cargoCarried: number }[]>("POST", "/VesselEventCargoDetails", {
        vesselEventId: created.body.id,
        cargoUnitId: 1,
        cargoCarried,
      });
    expect((await cargo("52 000")).body[0]?.cargoCarried).toBe(52000);
    for (const [value, message] of [
      ["-500", "The cargo carried cannot be negative (-500)."],
      ["abc", '"abc" is not a number.'],
      ["52,000", "could be 52 or 52000: write 52000 or 52."],
    ]) {
      const refused = await cargo(value);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const current = await api<VesselEventDto>("GET", `/EmissionReportVesselEvents/${created.body.id}`);
    expect(current.body.cargos).toEqual([{ cargoUnitId: 1, cargoCarried: 52000 }]);
    departure = (
      await api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${created.body.id}`, {
        version: current.body.version,
        isConfirmed: true,
      })
    ).body;
    arrival = await record("Arrival", "2025-06-02T00:00:00Z", {
      port: { name: "Copenhagen", loCode: "DKCPH" },
    });
    end = await record("Departure", "2025-06-02T12:00:00Z", {
      voyage: { name: "IN-2", type: "Ballast" },
      port: { name: "Kobenhavn", loCode: "DKCPH" },
    });
    const confirmed = await api(
      "POST",
      `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageInformation`,
    );
    expect(confirmed.status).toBe(200);
  });

  it("names the blocking voyage when an event falls inside a confirmed one", async () => {
    const inside = await api("POST", "/EmissionReportVesselEvents", {
      vesselId,
      type: "StartDrifting",
      timestamp: "2025-06-01T12:00:00Z",
    });
    expect(inside.status).toBe(409);
    expect(inside.body.message).toContain("The information of voyage IN-1 (departure 01. Jun, 2025 06:00)");
  });

  it("takes the distance of the end-of-voyage event while this voyage's information is confirmed; refuses > 50 kn", async () => {
    const distance = await api("PUT", `/EmissionReportVesselEvents/${end.id}/Distance`, {
      manualDistanceByGPS: 2,
    });
    expect(distance.status, distance.body.message).toBe(200);
    const tooFast = await api("PUT", `/EmissionReportVesselEvents/${arrival.id}/Distance`, {
      manualDistanceByGPS: 99_999,
    });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toContain("99999 nm in 18 h");
    expect(
      (await api("PUT", `/EmissionReportVesselEvents/${arrival.id}/Distance`, { manualDistanceByGPS: 300 }))
        .status,
    ).toBe(200);
    // A typed distance is read by the one number rule: "1,500" could be 1.5 or 1500 nm and is refused.
    const ambiguous = await api("PUT", `/EmissionReportVesselEvents/${arrival.id}/Distance`, {
      manualDistanceByGPS: "1,500",
    });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.message).toContain('"1,500" could be 1.5 or 1500: write 1500 or 1.5.');
    const typed = await api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${arrival.id}/Distance`, {
      manualDistanceByGPS: "300,5",
    });
    expect(typed.status, typed.body.message).toBe(200);
    expect(typed.body.distanceSailed?.manualDistanceByGPS).toBe(300.5);
  });

  it("adds a tank consumption the way the client sends it (fuelTypeId null)", async () => {
    const added = await api<{ fuelTypeId: string }>("POST", "/FuelTankFuelConsumptions", {
      fuelTankId: tankId,
      vesselEventId: arrival.id,
      fuelTypeId: null,
      startAt: "2025-06-01T06:00:00Z",
      endAt: "2025-06-02T00:00:00Z",
      fuelConsumptionInTon: 12.5,
    });
    expect(added.status, added.body.message).toBe(201);
    expect(added.body.fuelTypeId).toBe("default-hfo");
    const huge = await api("POST", "/FuelTankFuelConsumptions", {
      fuelTankId: tankId,
      vesselEventId: end.id,
      startAt: "2025-06-02T00:00:00Z",
      endAt: "2025-06-02T12:00:00Z",
      fuelConsumptionInTon: 1e9,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toContain("1000000000 t in 12 h is more than any ship burns");
  });

  it("does not confirm the data on the 0 t placeholder rows; a real zero is entered", async () => {
    const refused = await api("POST", `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageData`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("ME inputs for Arrival (02. Jun, 2025 00:00)");
    expect(refused.body.message).toContain("ME inputs for Departure (02. Jun, 2025 12:00)");
    for (const event of [arrival, end]) {
      const rows = (
        await api<{ id: string; isPlaceholder: boolean }[]>(
          "GET",
          `/FlowMeterFuelConsumptions/Find?vesselEventId=${event.id}`,
        )
      ).body;
      expect(rows.map((r) => r.isPlaceholder)).toEqual([true]);
      expect(
        (await api("PUT", `/FlowMeterFuelConsumptions/${rows[0]!.id}`, { fuelConsumptionInTon: 0 })).status,
      ).toBe(200);
    }
    const confirmed = await api<VoyageDto>(
      "POST",
      `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageData`,
    );
    expect(confirmed.status, confirmed.body.message).toBe(200);
  });

  it("bunkers at the exact departure of the next voyage; earlier is refused naming the confirmed voyage", async () => {
    const bunker = (timestamp: string) =>
      api("POST", "/FuelTankOperations", {
        fuelTankId: tankId,
        timestamp,
        fuelTypeId: "default-hfo",
        fuelDensity: 0.99,
        fuelAdjustmentInTon: 400,
        sulphurContent: 0.5,
      });
    expect((await bunker(end.timestamp)).status).toBe(201);
    const before = await bunker("2025-06-02T11:59:00Z");
    expect(before.status).toBe(409);
    expect(before.body.message).toContain(
      "lies in voyage IN-1 (departure 01. Jun, 2025 06:00), whose voyage data is confirmed",
    );
  });
});

describe("fuel types (point 7)", () => {
  it("refuses shadowing a default and an implausible factor; a User may not add one", async () => {
    const hfo = await api("POST", "/FuelTypes", {
      name: "Heavy fuel oil",
      shortName: "HFO",
      carbonEmissionFactor: 2,
    });
    expect(hfo.status).toBe(400);
    expect(hfo.body.message).toContain("is the regulatory fuel type Heavy fuel oil");
    const factor = await api("POST", "/FuelTypes", {
      name: "Blend",
      shortName: "BL",
      carbonEmissionFactor: 99,
    });
    expect(factor.status).toBe(400);
    expect(factor.body.message).toContain("A carbon emission factor of 99");
    const byUser = await api(
      "POST",
      "/FuelTypes",
      { name: "Blend", shortName: "BL", carbonEmissionFactor: 2.5 },
      crew,
    );
    expect(byUser.status).toBe(403);
  });
});
