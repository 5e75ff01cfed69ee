import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  EmissionSettingsStatusDto,
  FlowMeterDto,
  FlowMeterFuelConsumptionDto,
  FuelTankDto,
  FuelTankOperationDto,
  FuelTypeDto,
} from "../../domain/fuel/dto.js";
import { dataConfirmed, informationConfirmed, recorded, VOYAGE } from "../../domain/fuel/testFixtures.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { execute } from "../../server/commands/execute.js";
import { systemMetadata } from "../../server/context.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
const t: Record<string, string> = {};
let vesselId = "";
let otherVesselId = "";
const apiKey = { "x-api-key": DEMO_LOGINS.nordicBulkApiKey };

/** A vessel event id (a UUID, as every record id) made of the vessel's id and the fixture's name. */
const eventIdOf = (vesselId: string, name: string) =>
  `${vesselId.slice(0, 24)}${Buffer.from(name).toString("hex").padEnd(12, "0").slice(0, 12)}`;

/** Records the fixture voyage (D1 1 Mar 2024 ... D2 4 Mar 2024) straight into a vessel's voyage log. */
async function recordVoyage(id: string, options: { data?: boolean } = {}) {
  await execute(
    server.ctx,
    voyageLogAggregate,
    id,
    () => [
      ...VOYAGE.map((e) => recorded({ ...e, id: `${eventIdOf(id, e.id)}` })),
      informationConfirmed(eventIdOf(id, "d1")),
      ...(options.data ? [dataConfirmed(eventIdOf(id, "d1"))] : []),
    ],
    { metadata: systemMetadata("fuel-test") },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: t.super })).body;
  vesselId = vessels[0]!.id;
  otherVesselId = vessels[1]!.id;
  await recordVoyage(vesselId);
});
afterAll(() => server.close());

const addMeter = (name: string, token = t.super, id = vesselId) =>
  server.api<FlowMeterDto>("POST", "/FlowMeters", {
    token,
    body: { vesselId: id, name, fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
  });

describe("flow meters", () => {
  it("adds, lists and deletes (deactivates) a meter", async () => {
    const added = await addMeter("Fuel test ME");
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: "Fuel test ME",
      fuelTypeName: "Heavy fuel oil",
      isDeactivated: false,
    });
    const list = await server.api<FlowMeterDto[]>("GET", `/FlowMeters/Find?vesselId=${vesselId}`, {
      token: t.super,
    });
    expect(list.body.map((m) => m.name)).toContain("Fuel test ME");

    expect((await server.api("DELETE", `/FlowMeters/${added.body.id}`, { token: t.super })).status).toBe(204);
    const after = await server.api<FlowMeterDto[]>("GET", `/FlowMeters/Find?vesselId=${vesselId}`, {
      token: t.super,
    });
    expect(after.body.map((m) => m.id)).not.toContain(added.body.id);
  });

  it("refuses a name an active meter has, whatever its case", async () => {
    await addMeter("Aux meter");
    const again = await addMeter("AUX METER");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: "A flow meter with the name AUX METER already exists. Please choose a different name.",
    });
  });

  it("lists every missing field of a new meter", async () => {
    const { status, body } = await server.api<{ errors: string[] }>("POST", "/FlowMeters", {
      token: t.super,
      body: { vesselId },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      "Please enter a name.",
      "Please choose a fuel type.",
      "Please choose at least one fuel consumption source.",
    ]);
  });

  it("hides another company's vessel (404) and keeps API users from writing (403)", async () => {
    expect((await addMeter("Intruder", t.ops)).status).toBe(404);
    expect((await server.api("GET", `/FlowMeters/Find?vesselId=${vesselId}`, { token: t.ops })).status).toBe(
      404,
    );
    const write = await server.api("POST", "/FlowMeters", {
      headers: apiKey,
      body: { vesselId, name: "Api", fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
    });
    expect(write.status).toBe(403);
    expect(
      (await server.api("GET", `/FlowMeters/Find?vesselId=${vesselId}`, { headers: apiKey })).status,
    ).toBe(200);
  });
});

describe("flow-meter consumption", () => {
  let meterId = "";
  const event = (name: string) => eventIdOf(vesselId, name);
  beforeAll(async () => {
    meterId = (await addMeter("Consumption ME")).body.id;
  });

  const post = (body: object) =>
    server.api<FlowMeterFuelConsumptionDto[]>("POST", "/FlowMeterFuelConsumptions", {
      token: t.super,
      body: { vesselEventId: event("a1"), flowMeterId: meterId, ...body },
    });

  it("adds a Manual row and answers the event's rows as a list", async () => {
    const { status, body } = await post({
      startAt: "2024-03-01T00:00:00Z",
      endAt: "2024-03-01T06:00:00Z",
      fuelConsumptionInTon: 4.25,
    });
    expect(status).toBe(201);
    expect(body).toEqual([
      expect.objectContaining({
        flowMeterName: "Consumption ME",
        startAt: "2024-03-01T00:00:00.000Z",
        fuelConsumptionInTon: 4.25,
        fuelConsumptionSource: "Manual",
        isCorrected: false,
        isOverlapping: false,
      }),
    ]);
  });

  it.each([
    [
      { startAt: "2024-03-01T07:00", endAt: "2024-03-01T07:00", fuelConsumptionInTon: 1 },
      "End must be ahead of start.",
    ],
    [
      { startAt: "2024-03-01T07:00", endAt: "2024-03-01T13:00", fuelConsumptionInTon: 1 },
      "Start and end must be between 01. Mar, 2024 00:00 and 01. Mar, 2024 12:00.",
    ],
    [
      { startAt: "2024-03-01T05:00", endAt: "2024-03-01T08:00", fuelConsumptionInTon: 1 },
      "The time span is overlapping an existing fuel consumption. Please adjust.",
    ],
    [
      { startAt: "2024-03-01T07:00", endAt: "2024-03-01T08:00", fuelConsumptionInTon: -2 },
      "The fuel consumption in tons cannot be negative.",
    ],
  ])("refuses %j", async (body, message) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message });
  });

  it("edits a Manual row's value and removes it", async () => {
    const rows = (
      await post({ startAt: "2024-03-01T06:00Z", endAt: "2024-03-01T12:00Z", fuelConsumptionInTon: 1 })
    ).body;
    const row = rows.find((r) => r.startAt === "2024-03-01T06:00:00.000Z")!;
    const edited = await server.api<FlowMeterFuelConsumptionDto>(
      "PUT",
      `/FlowMeterFuelConsumptions/${row.id}`,
      {
        token: t.super,
        body: { fuelConsumptionInTon: 2.5 },
      },
    );
    expect(edited.body).toMatchObject({ fuelConsumptionInTon: 2.5, correctedFuelConsumptionInTon: null });
    expect(
      (await server.api("DELETE", `/FlowMeterFuelConsumptions/${row.id}`, { token: t.super })).status,
    ).toBe(204);
    const left = await server.api<FlowMeterFuelConsumptionDto[]>(
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${event("a1")}`,
      { token: t.super },
    );
    expect(left.body.map((r) => r.id)).not.toContain(row.id);
    expect(
      (
        await server.api("GET", `/FlowMeterFuelConsumptions/Find?vesselEventId=${event("a1")}`, {
          token: t.ops,
        })
      ).status,
    ).toBe(404);
  });
});

describe("fuel tanks, operations and soundings", () => {
  let tankId = "";
  beforeAll(async () => {
    const tank = await server.api<FuelTankDto>("POST", "/FuelTanks", {
      token: t.super,
      body: { vesselId, name: "Fuel test tank", fuelTypeId: "default-hfo", fuelConsumptionSources: [1, 2] },
    });
    tankId = tank.body.id;
  });

  it("refuses a second tank of the same name", async () => {
    const again = await server.api("POST", "/FuelTanks", {
      token: t.super,
      body: { vesselId, name: "fuel TEST tank", fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
    });
    expect(again.body).toMatchObject({
      message: "A fuel tank with the name fuel TEST tank already exists. Please choose a different name.",
    });
  });

  it("records a bunkering inside the date range and finds it by date", async () => {
    const bunkering = {
      fuelTankId: tankId,
      timestamp: "2024-02-28T10:00:00Z",
      fuelTypeId: "default-hfo",
      fuelDensity: 0.9912,
      fuelAdjustmentInTon: 512.345,
      sulphurContent: 0.48,
    };
    const added = await server.api<FuelTankOperationDto>("POST", "/FuelTankOperations", {
      token: t.super,
      body: bunkering,
    });
    expect(added.status).toBe(201);
    const found = await server.api<FuelTankOperationDto[]>(
      "GET",
      `/FuelTankOperations/Find?fuelTankId=${tankId}&fromDate=2024-02-01T00:00:00Z&toDate=2024-03-05T00:00:00Z`,
      { token: t.super },
    );
    expect(found.body).toEqual([
      expect.objectContaining({ fuelAdjustmentInTon: 512.345, fuelTypeName: "Heavy fuel oil" }),
    ]);

    const tooEarly = await server.api("POST", "/FuelTankOperations", {
      token: t.super,
      body: { ...bunkering, timestamp: "2023-01-01T00:00:00Z" },
    });
    expect(tooEarly.status).toBe(400);

    // A density typed in kg/m³ is refused with its reading in t/m³, and nothing is written.
    const inKilograms = await server.api<{ message: string }>("POST", "/FuelTankOperations", {
      token: t.super,
      body: { ...bunkering, timestamp: "2024-02-28T11:00:00Z", fuelDensity: 991.2 },
    });
    expect(inKilograms.status).toBe(400);
    expect(inKilograms.body.message).toContain("991.2 kg/m³ is 0.9912 t/m³");
    const after = await server.api<FuelTankOperationDto[]>(
      "GET",
      `/FuelTankOperations/Find?fuelTankId=${tankId}&fromDate=2024-02-01T00:00:00Z&toDate=2024-03-05T00:00:00Z`,
      { token: t.super },
    );
    expect(after.body).toHaveLength(1);
  });

  it("refuses soundings in a voyage whose data is confirmed (409)", async () => {
    const tank = await server.api<FuelTankDto>("POST", "/FuelTanks", {
      token: t.super,
      body: {
        vesselId: otherVesselId,
        name: "Locked tank",
        fuelTypeId: "default-hfo",
        fuelConsumptionSources: [1],
      },
    });
    await recordVoyage(otherVesselId, { data: true });
    const sounding = await server.api<{ message: string }>("POST", "/FuelTankSoundings", {
      token: t.super,
      body: {
        fuelTankId: tank.body.id,
        timestamp: "2024-03-02T12:00:00Z",
        fuelAmountInTon: 100,
        fuelAmountInCubicMetres: 101,
        fuelTemperatureInDegreesCelcius: 40,
      },
    });
    expect(sounding.status).toBe(409);
    expect(sounding.body.message).toContain("whose voyage data is confirmed");
  });
});

describe("fuel types", () => {
  it("lists the defaults, adds and removes a company's own type, refuses removing a default", async () => {
    const list = (await server.api<FuelTypeDto[]>("GET", "/FuelTypes", { token: t.super })).body;
    expect(list.find((f) => f.id === "default-lng")).toMatchObject({
      carbonEmissionFactor: 2.75,
      companyId: null,
    });

    const added = await server.api<FuelTypeDto>("POST", "/FuelTypes", {
      token: t.super,
      body: { name: "Biofuel B30", shortName: "B30", carbonEmissionFactor: 2.18 },
    });
    expect(added.status).toBe(201);
    expect(added.body.companyId).not.toBeNull();
    const opsList = (await server.api<FuelTypeDto[]>("GET", "/FuelTypes", { token: t.ops })).body;
    expect(opsList.map((f) => f.id)).not.toContain(added.body.id);
    // A User may not manage fuel types at all (Administrator and SuperUser only).
    expect((await server.api("DELETE", `/FuelTypes/${added.body.id}`, { token: t.ops })).status).toBe(403);

    expect((await server.api("DELETE", `/FuelTypes/${added.body.id}`, { token: t.super })).status).toBe(204);
    const after = (await server.api<FuelTypeDto[]>("GET", "/FuelTypes", { token: t.super })).body;
    expect(after.map((f) => f.id)).not.toContain(added.body.id);
    const removeDefault = await server.api("DELETE", "/FuelTypes/default-hfo", { token: t.super });
    expect(removeDefault.status).toBe(409);
  });

  it("answers the consumption sources", async () => {
    const { body } = await server.api<{ id: number; name: string }[]>("GET", "/FuelConsumptionSources", {
      token: t.super,
    });
    expect(body[0]).toEqual({ id: 1, name: "Main engine" });
  });
});

describe("emission settings", () => {
  it("saves the general fields, shows them on the vessel and reports what is missing", async () => {
    const saved = await server.api<Record<string, unknown>>("PUT", `/Vessels/${vesselId}/EmissionSettings`, {
      token: t.super,
      body: {
        portOfRegistry: "Valletta",
        homePort: "Oslo",
        deadweight: 81950,
        vesselTypeId: 1,
        numberOfShafts: 1,
      },
    });
    expect(saved.status).toBe(200);
    const vessel = (
      await server.api<Record<string, unknown>>("GET", `/Vessels/${vesselId}`, { token: t.super })
    ).body;
    expect(vessel).toMatchObject({
      portOfRegistry: "Valletta",
      homePort: "Oslo",
      deadweight: 81950,
      vesselTypeId: 1,
    });

    const status = (
      await server.api<EmissionSettingsStatusDto>("GET", `/Vessels/${vesselId}/EmissionSettingsStatus`, {
        token: t.super,
      })
    ).body;
    expect(status.complete).toBe(false);
    expect(status.missing).toContain("Ship owner name");
    expect(status.missing).not.toContain("Home port");
    expect(status.missing).not.toContain("At least one flow meter or fuel tank");
  });

  it("refuses API users (403) and other companies (404)", async () => {
    const body = { homePort: "Nowhere" };
    expect(
      (await server.api("PUT", `/Vessels/${vesselId}/EmissionSettings`, { headers: apiKey, body })).status,
    ).toBe(403);
    expect(
      (await server.api("PUT", `/Vessels/${vesselId}/EmissionSettings`, { token: t.ops, body })).status,
    ).toBe(404);
    expect(
      (await server.api("GET", `/Vessels/${vesselId}/EmissionSettingsStatus`, { token: t.ops })).status,
    ).toBe(404);
  });
});

describe("flow-meter and fuel-tank operations", () => {
  /** Each kind's paths, the field naming its meter or tank, and a valid operation body without it. */
  const kinds = [
    {
      path: "/FlowMeterOperations",
      holder: "flowMeterId",
      holderMissing: "Flow meter not found.",
      add: async () => (await addMeter("Operations test meter")).body.id,
      body: {
        timestamp: "2024-03-02T12:00:00.000Z",
        fuelTypeId: "default-hfo",
        estimatedFuelMassFlowRateInTonDay: 24.5,
      },
    },
    {
      path: "/FuelTankOperations",
      holder: "fuelTankId",
      holderMissing: "Fuel tank not found.",
      add: async () =>
        (
          await server.api<FuelTankDto>("POST", "/FuelTanks", {
            token: t.super,
            body: {
              vesselId,
              name: "Operations test tank",
              fuelTypeId: "default-hfo",
              fuelConsumptionSources: [1],
            },
          })
        ).body.id,
      body: {
        timestamp: "2024-03-02T12:00:00.000Z",
        fuelTypeId: "default-hfo",
        fuelDensity: 0.9912,
        fuelAdjustmentInTon: -12.5,
        sulphurContent: 0.48,
      },
    },
  ] as const;

  it.each(kinds)("$path: records (201), finds by holder and dates, deletes (204), then 404", async (kind) => {
    const holderId = await kind.add();
    const body = { ...kind.body, [kind.holder]: holderId };
    const added = await server.api<{ id: string }>("POST", kind.path, { token: t.super, body });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), ...body, fuelTypeName: "Heavy fuel oil" });

    const find = (query: string, token = t.super) =>
      server.api<{ id: string }[]>("GET", `${kind.path}/Find?${kind.holder}=${holderId}${query}`, { token });
    expect((await find("")).body).toEqual([added.body]);
    expect((await find("&fromDate=2024-03-03T00:00:00Z")).body).toEqual([]);
    expect((await find("&toDate=2024-03-02T12:00:00Z")).body).toEqual([added.body]);
    expect((await find("&fromDate=yesterday")).status).toBe(400);
    const unknown = await server.api<{ message: string }>(
      "GET",
      `${kind.path}/Find?${kind.holder}=${vesselId}`,
      {
        token: t.super,
      },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: kind.holderMissing } });

    // Another company's user sees neither the holder nor the operation; an API user may not write.
    expect((await find("", t.ops)).status).toBe(404);
    expect((await server.api("DELETE", `${kind.path}/${added.body.id}`, { token: t.ops })).status).toBe(404);
    expect((await server.api("POST", kind.path, { headers: apiKey, body })).status).toBe(403);
    expect((await server.api("DELETE", `${kind.path}/not-a-uuid`, { token: t.super })).status).toBe(400);

    expect((await server.api("DELETE", `${kind.path}/${added.body.id}`, { token: t.super })).status).toBe(
      204,
    );
    expect((await find("")).body).toEqual([]);
    const again = await server.api<{ message: string }>("DELETE", `${kind.path}/${added.body.id}`, {
      token: t.super,
    });
    expect(again).toMatchObject({ status: 404, body: { message: "Operation not found." } });
  });
});
