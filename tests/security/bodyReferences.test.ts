import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumptionDto } from "../../domain/fuel/dto.js";
import type { VesselEventDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * References inside request bodies (issue 9 point 2): every id a body carries — vessel, vessel event,
 * flow meter, fuel tank, fuel type, log variable, user, access group, vessel group, announcement,
 * company — is resolved within the caller's reach before anything is decided. For each route that
 * takes one, the caller names a record of another company, or of a vessel outside its access group,
 * and must be refused (404, or 400 where the record at hand cannot take it), with nothing written
 * (the event store's head does not move) and nothing of the other record in the answer.
 */

const MIN = 60_000;
const T0 = Date.UTC(2025, 2, 1);
const iso = (ms: number) => new Date(ms).toISOString();

/** What one vessel's side of a probe may name. */
interface Refs {
  vesselId: string;
  eventId: string;
  flowMeterId: string;
  fuelTankId: string;
  variableId: number;
}
/** Records of a company, for the managers' calls. */
interface CompanyRefs {
  vesselId: string;
  userId: string;
  accessGroupId: string;
  vesselGroupId: string;
  announcementId: string;
  fuelTypeId: string;
}
interface Request {
  method: string;
  path: string;
  body: unknown;
}
interface Refusal {
  /** 404 for a record out of reach; 400 where the id cannot name a record at all or cannot be attached. */
  status: 400 | 404 | readonly (400 | 404)[];
  message: string | RegExp;
}
/** One probe: the caller's own records and the records it must not reach. */
interface Sides {
  own: Refs;
  foreign: Refs;
  ownCompany: CompanyRefs;
  foreignCompany: CompanyRefs;
}
interface VesselCase {
  call: string;
  probe: (sides: Sides) => Request;
  refused: Refusal;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const vesselIds: Record<string, string> = {};
const refs: Record<"aurora" | "skagen" | "meridian", Refs> = {} as never;
const company: Record<"nordic" | "atlantic", CompanyRefs> = {} as never;
const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  server.api<T & { message?: string }>(method, path, { token, body });
const ok = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const res = await call<T>(token, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** A confirmed departure, a meter and a tank on a vessel, recorded by a caller who sees it. */
async function vesselRecords(token: string, vessel: string, variableId: number): Promise<Refs> {
  const vesselId = vesselIds[vessel]!;
  const short = vessel.split(" ")[1]!;
  const created = await ok<VesselEventDto>(token, "POST", "/EmissionReportVesselEvents", {
    vesselId,
    type: "Departure",
    timestamp: iso(T0),
    voyage: { name: `${short} voyage`, type: "Ballast" },
    port: { name: "Hamburg", loCode: "DEHAM" },
  });
  const meter = await ok<{ id: string }>(token, "POST", "/FlowMeters", {
    vesselId,
    name: `${short} meter`,
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  });
  const tank = await ok<{ id: string }>(token, "POST", "/FuelTanks", {
    vesselId,
    name: `${short} tank`,
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  });
  return { vesselId, eventId: created.id, flowMeterId: meter.id, fuelTankId: tank.id, variableId };
}

/** A ship-to-ship transfer an hour into the probe voyage. */
const transferBody = {
  timestamp: iso(T0 + 60 * MIN),
  direction: "Delivered",
  fuelTypeId: "default-hfo",
  amountInTon: 10,
  otherShipName: "Probe tanker",
};

const headPosition = () => server.ctx.store.headPosition();

/** Sends the probe; asserts the refusal, that nothing was written and that nothing foreign came back. */
async function expectRefused(token: string, request: Request, refused: Refusal, foreignNames: string[]) {
  const before = await headPosition();
  const res = await call(token, request.method, request.path, request.body);
  const answer = JSON.stringify(res.body);
  expect({ status: res.status, message: res.body?.message }).toEqual({
    status: typeof refused.status === "number" ? refused.status : expect.toBeOneOf([...refused.status]),
    message: refused.message instanceof RegExp ? expect.stringMatching(refused.message) : refused.message,
  });
  expect(await headPosition()).toBe(before);
  for (const name of foreignNames) expect(answer).not.toContain(name);
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  tokens.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  tokens.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  tokens.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  const rm = server.ctx.readModels;
  for (const v of Object.values(rm.state("vessels").byId)) vesselIds[v.name] = v.id;
  const companyIdOf = (name: string) =>
    Object.values(rm.state("companies").byId).find((c) => c.name === name)!.id;
  const nordicId = companyIdOf("Nordic Bulk AS");
  const atlanticId = companyIdOf("Atlantic Tankers Ltd");

  const writer = await server.ctx.timeSeries!.beginImport();
  const variable = async (vessel: string, name: string, unit: string) =>
    (
      await writer.defineVariables(vesselIds[vessel]!, [{ name, unit, onboardSystem: "Nautilus", taxa: [] }])
    ).get(name)!;
  const latitude = await variable("Nordic Aurora", "AuroraLatitude", "deg");
  const skagenFlow = await variable("Nordic Skagen", "SkagenFuelFlow", "t/day");
  const meridianFlow = await variable("Atlantic Meridian", "MeridianFuelFlow", "t/day");
  const points = [];
  for (let t = T0; t <= T0 + 3 * 24 * 60 * MIN; t += 10 * MIN) {
    points.push({ variableId: latitude, t, v: 57.7 });
    points.push({ variableId: skagenFlow, t, v: 30 });
    points.push({ variableId: meridianFlow, t, v: 24 });
  }
  await writer.writePoints(points);
  await writer.commit();
  for (const vessel of ["Nordic Aurora", "Nordic Skagen", "Atlantic Meridian"])
    await makeEmissionReady(server, vesselIds[vessel]!);

  refs.aurora = await vesselRecords(tokens.crew!, "Nordic Aurora", latitude);
  refs.skagen = await vesselRecords(tokens.super!, "Nordic Skagen", skagenFlow);
  refs.meridian = await vesselRecords(tokens.ops!, "Atlantic Meridian", meridianFlow);

  const groupOf = (companyId: string) =>
    Object.values(rm.state("accessGroups").byId).find((g) => g.companyId === companyId && !g.isDefault) ??
    Object.values(rm.state("accessGroups").byId).find((g) => g.companyId === companyId)!;
  const userOf = (email: string) => Object.values(rm.state("users").byId).find((u) => u.email === email)!.id;
  const announcement = (companyId: string, title: string) =>
    ok<{ announcementId: string }>(tokens.admin!, "POST", "/Announcement", {
      title,
      announcementDetails: "Only for this company.",
      companyId,
    });
  const fuelType = (token: string, name: string) =>
    ok<{ id: string }>(token, "POST", "/FuelTypes", {
      name,
      shortName: name.slice(0, 3),
      carbonEmissionFactor: 3,
    });
  company.nordic = {
    vesselId: vesselIds["Nordic Aurora"]!,
    userId: userOf(DEMO_LOGINS.crew.email),
    accessGroupId: groupOf(nordicId).id,
    vesselGroupId: (await ok<{ id: string }>(tokens.super!, "POST", "/VesselGroups", { name: "Nordic VG" }))
      .id,
    announcementId: (await announcement(nordicId, "Nordic-only notice")).announcementId,
    fuelTypeId: (await fuelType(tokens.super!, "Nordic fuel")).id,
  };
  company.atlantic = {
    vesselId: vesselIds["Atlantic Meridian"]!,
    userId: userOf(DEMO_LOGINS.ops.email),
    accessGroupId: groupOf(atlanticId).id,
    vesselGroupId: (await ok<{ id: string }>(tokens.ops!, "POST", "/VesselGroups", { name: "Atlantic VG" }))
      .id,
    announcementId: (await announcement(atlanticId, "Atlantic-only notice")).announcementId,
    // Fuel types are managed by Administrators and SuperUsers; Atlantic's comes from the administrator acting for it.
    fuelTypeId: await (async () => {
      await ok(tokens.admin!, "POST", `/Users/SetCompany/${atlanticId}`);
      const { id } = await fuelType(tokens.admin!, "Atlantic fuel");
      await ok(tokens.admin!, "POST", `/Users/SetCompany/${nordicId}`);
      return id;
    })(),
  };
});
afterAll(async () => {
  await server.close();
});

describe("the flow meter's log variable (issue 9 point 2)", () => {
  it("refuses another company's variable, with nothing written", async () => {
    await expectRefused(
      tokens.ops!,
      {
        method: "POST",
        path: "/FlowMeters",
        body: {
          vesselId: refs.meridian.vesselId,
          name: "Borrowed latitude",
          fuelTypeId: "default-hfo",
          fuelConsumptionSources: [1],
          fuelMassFlowRateLogVariableId: refs.aurora.variableId,
        },
      },
      { status: 400, message: `Log variable ${refs.aurora.variableId} does not belong to this vessel.` },
      ["AuroraLatitude", "Nordic Aurora"],
    );
  });

  it("refuses a variable of a vessel outside the crew user's access group, and one that does not exist", async () => {
    for (const variableId of [refs.skagen.variableId, 987_654]) {
      await expectRefused(
        tokens.crew!,
        {
          method: "POST",
          path: "/FlowMeters",
          body: {
            vesselId: refs.aurora.vesselId,
            name: "Borrowed flow",
            fuelTypeId: "default-hfo",
            fuelConsumptionSources: [1],
            fuelMassFlowRateLogVariableId: variableId,
          },
        },
        { status: 400, message: `Log variable ${variableId} does not belong to this vessel.` },
        ["SkagenFuelFlow", "Nordic Skagen"],
      );
    }
  });

  it("takes the vessel's own variable, and confirming a voyage integrates it", async () => {
    const meter = await call<{ fuelMassFlowRateLogVariableId: number }>(tokens.ops!, "POST", "/FlowMeters", {
      vesselId: refs.meridian.vesselId,
      name: "Own flow",
      fuelTypeId: "default-hfo",
      fuelConsumptionSources: [1],
      fuelMassFlowRateLogVariableId: refs.meridian.variableId,
    });
    expect(meter.status).toBe(201);
    expect(meter.body.fuelMassFlowRateLogVariableId).toBe(refs.meridian.variableId);

    const departure = await ok<VesselEventDto>(
      tokens.ops!,
      "GET",
      `/EmissionReportVesselEvents/${refs.meridian.eventId}`,
    );
    await ok(tokens.ops!, "PUT", `/EmissionReportVesselEvents/${departure.id}`, {
      version: departure.version,
      isConfirmed: true,
    });
    const recordConfirmed = async (body: object) => {
      const created = await ok<VesselEventDto>(tokens.ops!, "POST", "/EmissionReportVesselEvents", {
        vesselId: refs.meridian.vesselId,
        ...body,
      });
      await ok(tokens.ops!, "PUT", `/EmissionReportVesselEvents/${created.id}`, {
        version: created.version,
        isConfirmed: true,
      });
      return created;
    };
    const arrival = await recordConfirmed({
      type: "Arrival",
      timestamp: iso(T0 + 12 * 60 * MIN),
      port: { name: "Oslo", loCode: "NOOSL" },
    });
    await recordConfirmed({
      type: "Departure",
      timestamp: iso(T0 + 24 * 60 * MIN),
      voyage: { name: "Meridian next", type: "Ballast" },
      port: { name: "Oslo", loCode: "NOOSL" },
    });
    await ok(tokens.ops!, "POST", `/EmissionReportVesselEvents/${departure.id}/ConfirmVoyageInformation`);
    const rows = await ok<FlowMeterFuelConsumptionDto[]>(
      tokens.ops!,
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival.id}`,
    );
    const own = rows.find((r) => r.flowMeterName === "Own flow")!;
    expect(own).toMatchObject({ fuelConsumptionSource: "LogData" });
    // 24 t/day for the 12 hours from departure to arrival.
    expect(own.fuelConsumptionInTon).toBeCloseTo(12, 0);
  });
});

const vesselEvent = (r: Refs, type = "Departure") => ({
  vesselId: r.vesselId,
  type,
  timestamp: iso(T0 + 60 * MIN),
  voyage: { name: "Probe", type: "Ballast" },
  port: { name: "Hamburg", loCode: "DEHAM" },
});
const span = { startAt: iso(T0), endAt: iso(T0 + 60 * MIN), fuelConsumptionInTon: 1 };
const notFound = (message: string): Refusal => ({ status: 404, message });

/** Routes of a vessel's records: the caller names another vessel's record in the body. */
const VESSEL_CASES: VesselCase[] = [
  {
    call: "POST /FlowMeters (vessel)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/FlowMeters",
      body: {
        vesselId: f.vesselId,
        name: "Probe vessel",
        fuelTypeId: "default-hfo",
        fuelConsumptionSources: [1],
      },
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /FlowMeters (log variable)",
    probe: ({ own: o, foreign: f }) => ({
      method: "POST",
      path: "/FlowMeters",
      body: {
        vesselId: o.vesselId,
        name: "Probe log variable",
        fuelTypeId: "default-hfo",
        fuelConsumptionSources: [1],
        fuelMassFlowRateLogVariableId: f.variableId,
      },
    }),
    refused: { status: 400, message: /^Log variable \d+ does not belong to this vessel\.$/ },
  },
  {
    call: "POST /FlowMeters (fuel type)",
    probe: ({ own: o, foreignCompany: fc }) => ({
      method: "POST",
      path: "/FlowMeters",
      body: {
        vesselId: o.vesselId,
        name: "Probe fuel type",
        fuelTypeId: fc.fuelTypeId,
        fuelConsumptionSources: [1],
      },
    }),
    refused: { status: 400, message: "That fuel type does not exist." },
  },
  {
    call: "POST /FuelTanks (vessel)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/FuelTanks",
      body: { vesselId: f.vesselId, name: "T", fuelTypeId: "default-hfo", fuelConsumptionSources: [1] },
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /FuelTanks (fuel type)",
    probe: ({ own: o, foreignCompany: fc }) => ({
      method: "POST",
      path: "/FuelTanks",
      body: { vesselId: o.vesselId, name: "T", fuelTypeId: fc.fuelTypeId, fuelConsumptionSources: [1] },
    }),
    refused: { status: 400, message: "That fuel type does not exist." },
  },
  {
    call: "POST /FlowMeterFuelConsumptions (vessel event)",
    probe: ({ own: o, foreign: f }) => ({
      method: "POST",
      path: "/FlowMeterFuelConsumptions",
      body: { vesselEventId: f.eventId, flowMeterId: o.flowMeterId, ...span },
    }),
    refused: notFound("Vessel event not found."),
  },
  {
    call: "POST /FlowMeterFuelConsumptions (flow meter)",
    probe: ({ own: o, foreign: f }) => ({
      method: "POST",
      path: "/FlowMeterFuelConsumptions",
      body: { vesselEventId: o.eventId, flowMeterId: f.flowMeterId, ...span },
    }),
    refused: notFound("Flow meter not found."),
  },
  {
    call: "POST /FlowMeterOperations (flow meter)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/FlowMeterOperations",
      body: { flowMeterId: f.flowMeterId, timestamp: iso(T0 + MIN), fuelTypeId: "default-hfo" },
    }),
    refused: notFound("Flow meter not found."),
  },
  {
    call: "POST /FlowMeterOperations (fuel type)",
    probe: ({ own: o, foreignCompany: fc }) => ({
      method: "POST",
      path: "/FlowMeterOperations",
      body: { flowMeterId: o.flowMeterId, timestamp: iso(T0 + MIN), fuelTypeId: fc.fuelTypeId },
    }),
    refused: { status: 400, message: "That fuel type does not exist." },
  },
  {
    call: "POST /FuelTankOperations (fuel tank)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/FuelTankOperations",
      body: {
        fuelTankId: f.fuelTankId,
        timestamp: iso(T0 + MIN),
        fuelTypeId: "default-hfo",
        fuelDensity: 0.9,
        fuelAdjustmentInTon: 10,
        sulphurContent: 0.5,
      },
    }),
    refused: notFound("Fuel tank not found."),
  },
  {
    call: "POST /FuelTankOperations (fuel type)",
    probe: ({ own: o, foreignCompany: fc }) => ({
      method: "POST",
      path: "/FuelTankOperations",
      body: {
        fuelTankId: o.fuelTankId,
        timestamp: iso(T0 + MIN),
        fuelTypeId: fc.fuelTypeId,
        fuelDensity: 0.9,
        fuelAdjustmentInTon: 10,
        sulphurContent: 0.5,
      },
    }),
    refused: { status: 400, message: "That fuel type does not exist." },
  },
  {
    call: "POST /ShipToShipTransfers (vessel)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/ShipToShipTransfers",
      body: { ...transferBody, vesselId: f.vesselId },
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /ShipToShipTransfers (fuel tank)",
    probe: ({ own: o, foreign: f }) => ({
      method: "POST",
      path: "/ShipToShipTransfers",
      body: { ...transferBody, vesselId: o.vesselId, fuelTankId: f.fuelTankId },
    }),
    refused: notFound("Fuel tank not found."),
  },
  {
    call: "POST /ShipToShipTransfers (fuel type)",
    probe: ({ own: o, foreignCompany: fc }) => ({
      method: "POST",
      path: "/ShipToShipTransfers",
      body: { ...transferBody, vesselId: o.vesselId, fuelTankId: null, fuelTypeId: fc.fuelTypeId },
    }),
    refused: { status: 400, message: "That fuel type does not exist." },
  },
  {
    call: "POST /FuelTankSoundings (fuel tank)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/FuelTankSoundings",
      body: {
        fuelTankId: f.fuelTankId,
        timestamp: iso(T0 + MIN),
        fuelAmountInTon: 1,
        fuelAmountInCubicMetres: 1,
        fuelTemperatureInDegreesCelcius: 40,
      },
    }),
    refused: notFound("Fuel tank not found."),
  },
  {
    call: "POST /FuelTankFuelConsumptions (fuel tank)",
    probe: ({ own: o, foreign: f }) => ({
      method: "POST",
      path: "/FuelTankFuelConsumptions",
      body: { fuelTankId: f.fuelTankId, vesselEventId: o.eventId, ...span },
    }),
    refused: notFound("Fuel tank not found."),
  },
  {
    call: "POST /FuelTankFuelConsumptions (vessel event)",
    probe: ({ own: o, foreign: f }) => ({
      method: "POST",
      path: "/FuelTankFuelConsumptions",
      body: { fuelTankId: o.fuelTankId, vesselEventId: f.eventId, ...span },
    }),
    refused: notFound("Vessel event not found."),
  },
  {
    call: "POST /EmissionReportVesselEvents (vessel)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/EmissionReportVesselEvents",
      body: vesselEvent(f),
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /VesselEventCargoDetails (vessel event)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/VesselEventCargoDetails",
      body: { vesselEventId: f.eventId, cargoUnitId: 1, cargoCarried: 100 },
    }),
    refused: notFound("Vessel event not found."),
  },
  {
    call: "POST /VesselGroups/AddVessel (vessel)",
    probe: ({ foreign: f, ownCompany }) => ({
      method: "POST",
      path: "/VesselGroups/AddVessel",
      body: { vesselId: f.vesselId, vesselGroupId: ownCompany.vesselGroupId },
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /VesselGroups/RemoveVessel (vessel)",
    probe: ({ foreign: f, ownCompany }) => ({
      method: "POST",
      path: "/VesselGroups/RemoveVessel",
      body: { vesselId: f.vesselId, vesselGroupId: ownCompany.vesselGroupId },
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /EmissionReport/GenerateExcelTemplate (vessel)",
    probe: ({ foreign: f }) => ({
      method: "POST",
      path: "/EmissionReport/GenerateExcelTemplate",
      body: { vesselId: f.vesselId },
    }),
    refused: notFound("Vessel not found."),
  },
];

const INTRUDERS = [
  {
    who: "the Atlantic user naming Nordic Bulk's records",
    token: () => tokens.ops!,
    sides: (): Sides => ({
      own: refs.meridian,
      foreign: refs.aurora,
      ownCompany: company.atlantic,
      foreignCompany: company.nordic,
    }),
    foreignNames: ["Nordic Aurora", "AuroraLatitude", "Aurora meter", "Aurora tank", "crew@nordicbulk.demo"],
  },
  {
    who: "the crew user naming Nordic Skagen's records (outside its access group)",
    token: () => tokens.crew!,
    sides: (): Sides => ({
      own: refs.aurora,
      foreign: refs.skagen,
      ownCompany: company.nordic,
      foreignCompany: company.atlantic,
    }),
    foreignNames: ["Nordic Skagen", "SkagenFuelFlow", "Skagen meter", "Skagen tank", "Atlantic fuel"],
  },
] as const;

describe.each(INTRUDERS)("references inside bodies: $who", (intruder) => {
  it.each(VESSEL_CASES.map((c) => [c.call, c] as const))("%s", async (_name, c) => {
    await expectRefused(intruder.token(), c.probe(intruder.sides()), c.refused, [...intruder.foreignNames]);
  });
});

interface CompanyCase {
  call: string;
  probe: (own: CompanyRefs, foreign: CompanyRefs) => Request;
  refused: Refusal;
}

/** Managers' routes: the Nordic Bulk super user names Atlantic Tankers' records. */
const MANAGER_CASES: CompanyCase[] = [
  ...(["AddVessel", "RemoveVessel"] as const).flatMap((action): CompanyCase[] => [
    {
      call: `POST /VesselCategories/${action} (vessel)`,
      probe: (o, f) => ({
        method: "POST",
        path: `/VesselCategories/${action}`,
        body: { vesselId: f.vesselId, vesselCategoryId: o.accessGroupId },
      }),
      refused: notFound("Vessel not found."),
    },
    {
      call: `POST /VesselCategories/${action} (access group)`,
      probe: (o, f) => ({
        method: "POST",
        path: `/VesselCategories/${action}`,
        body: { vesselId: o.vesselId, vesselCategoryId: f.accessGroupId },
      }),
      refused: notFound("Access group not found."),
    },
  ]),
  ...(["AddUser", "RemoveUser"] as const).flatMap((action): CompanyCase[] => [
    {
      call: `POST /VesselCategories/${action} (user)`,
      probe: (o, f) => ({
        method: "POST",
        path: `/VesselCategories/${action}`,
        body: { userId: f.userId, vesselCategoryId: o.accessGroupId },
      }),
      refused: notFound("User not found."),
    },
    {
      call: `POST /VesselCategories/${action} (access group)`,
      probe: (o, f) => ({
        method: "POST",
        path: `/VesselCategories/${action}`,
        body: { userId: o.userId, vesselCategoryId: f.accessGroupId },
      }),
      refused: notFound("Access group not found."),
    },
  ]),
  {
    call: "POST /VesselGroups/AddVessel (vessel group)",
    probe: (o, f) => ({
      method: "POST",
      path: "/VesselGroups/AddVessel",
      body: { vesselId: o.vesselId, vesselGroupId: f.vesselGroupId },
    }),
    refused: notFound("Vessel group not found."),
  },
  ...(
    [
      ["vessel", (_o: CompanyRefs, f: CompanyRefs) => ({ vesselIds: [f.vesselId] }), "Vessel not found."],
      [
        "vessel group",
        (_o: CompanyRefs, f: CompanyRefs) => ({ vesselGroupId: f.vesselGroupId }),
        "Vessel group not found.",
      ],
      [
        "channel user",
        (o: CompanyRefs, f: CompanyRefs) => ({ vesselIds: [o.vesselId], channels: [{ userId: f.userId }] }),
        "User not found.",
      ],
    ] as const
  ).map(
    ([what, refs, message]): CompanyCase => ({
      call: `POST /NotificationConditions (${what})`,
      probe: (o, f) => ({
        method: "POST",
        path: "/NotificationConditions",
        body: {
          name: "Probe",
          kind: "ImportFailed",
          ...refs(o, f),
        },
      }),
      refused: notFound(message),
    }),
  ),
  {
    call: "POST /Users/GenerateApiKey (user)",
    probe: (_o, f) => ({
      method: "POST",
      path: "/Users/GenerateApiKey",
      body: { userId: f.userId },
    }),
    refused: notFound("User not found."),
  },
  {
    call: "POST /Users/ClearApiKey (user)",
    probe: (_o, f) => ({ method: "POST", path: "/Users/ClearApiKey", body: { userId: f.userId } }),
    refused: notFound("User not found."),
  },
  {
    call: "PUT /Users/Put (user)",
    probe: (_o, f) => ({
      method: "PUT",
      path: "/Users/Put",
      body: { id: f.userId, name: "Renamed", title: "T", role: "User", daysBeforeDataOutdated: 2 },
    }),
    refused: notFound("User not found."),
  },
  {
    call: "POST /Users/Post (company)",
    probe: (_o, f) => ({
      method: "POST",
      path: "/Users/Post",
      body: {
        name: "N",
        email: "new-probe@nordicbulk.demo",
        title: "T",
        role: "User",
        companyId: companyIdOfVessel(f),
      },
    }),
    refused: notFound("Company not found."),
  },
  {
    call: "PUT /VesselAdministrations/UpdateVeracityKey (vessel)",
    probe: (_o, f) => ({
      method: "PUT",
      path: "/VesselAdministrations/UpdateVeracityKey",
      body: { vesselId: f.vesselId, veracityKey: "probe" },
    }),
    refused: notFound("Vessel not found."),
  },
  {
    call: "POST /Announcement/ReadByUser (announcement)",
    probe: (_o, f) => ({
      method: "POST",
      path: "/Announcement/ReadByUser",
      body: [{ UserEmail: null, CompanyId: null, AnnouncementId: f.announcementId }],
    }),
    refused: { status: 404, message: /^Announcement .+ was not found\.$/ },
  },
];

const companyIdOfVessel = (c: CompanyRefs) =>
  server.ctx.readModels.state("vessels").byId[c.vesselId]!.companyId;

describe("references inside bodies: the Nordic Bulk super user naming Atlantic Tankers' records", () => {
  it.each(MANAGER_CASES.map((c) => [c.call, c] as const))("%s", async (_name, c) => {
    await expectRefused(tokens.super!, c.probe(company.nordic, company.atlantic), c.refused, [
      "Atlantic Meridian",
      "MeridianFuelFlow",
      "Meridian meter",
      "ops@atlantictankers.demo",
      "Atlantic-only notice",
    ]);
  });
});

describe("references inside bodies: an administrator naming a company that does not exist", () => {
  const names = ["00000000-0000-0000-0000-00000000dead", "__proto__", "constructor", "toString"];
  const ADMIN_CASES: { call: string; probe: (companyId: string) => Request }[] = [
    {
      call: "POST /Users/Post",
      probe: (companyId) => ({
        method: "POST",
        path: "/Users/Post",
        body: { name: "N", email: "ghost@nowhere.demo", title: "T", role: "User", companyId },
      }),
    },
    {
      call: "POST /Users/Post (Administrator)",
      probe: (companyId) => ({
        method: "POST",
        path: "/Users/Post",
        body: { name: "N", email: "ghost-admin@nowhere.demo", title: "T", role: "Administrator", companyId },
      }),
    },
    {
      call: "POST /VesselAdministrations",
      probe: (companyId) => ({
        method: "POST",
        path: "/VesselAdministrations",
        body: { name: "Ghost", imoNumber: "7654321", draftMean: 5, maxContinuousRating: 100, companyId },
      }),
    },
    {
      call: "POST /VesselAdministrations/{id}/Assign",
      probe: (companyId) => ({
        method: "POST",
        path: `/VesselAdministrations/${vesselIds["Nordic Fjell"]}/Assign`,
        body: { vesselId: vesselIds["Nordic Fjell"], companyId },
      }),
    },
    {
      call: "POST /Announcement",
      probe: (companyId) => ({
        method: "POST",
        path: "/Announcement",
        body: { title: "Ghost", announcementDetails: "D", companyId },
      }),
    },
  ];
  it.each(ADMIN_CASES.map((c) => [c.call, c] as const))("%s", async (_name, c) => {
    for (const companyId of names)
      await expectRefused(
        tokens.admin!,
        c.probe(companyId),
        {
          status: [400, 404],
          message:
            /^(Company not found\.|Company id must be a valid id|The company ?[iI]d is not a valid id\.)$/,
        },
        [],
      );
  });
});
