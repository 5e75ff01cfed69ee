import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Every administration endpoint × every kind of caller, with the exact status expected, and what each
 * role's screens need and no more (issue 10 point 22): the user list is the managers', partner
 * accounts call only their /Kognifai paths and their profile.
 * Records used belong to Nordic Bulk (the company the demo administrator acts for); "other" is the
 * Atlantic Tankers user, for whom Nordic Bulk's records answer 404 (never 403) unless the endpoint
 * is refused for their role outright. Changing calls are chosen to be repeatable (no-ops after the
 * first) or get a fresh record per caller from `prepare`.
 */
const CALLERS = ["admin", "super", "user", "api", "partner", "other"] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

const row = (
  admin: number,
  superUser: number,
  user: number,
  api: number,
  partner: number,
  other: number,
): Expected => ({
  admin,
  super: superUser,
  user,
  api,
  partner,
  other,
});
const adminOnly = (ok: number) => row(ok, 403, 403, 403, 403, 403);

interface Ids {
  aurora: string;
  fjell: string;
  skagen: string;
  tern: string;
  nordic: string;
  crew: string;
  superUser: string;
  target: string;
  crewGroup: string;
  vesselGroup: string;
}
interface Case {
  call: string;
  method: string;
  path: (ids: Ids, fresh: string) => string;
  body?: (ids: Ids, caller: Caller, fresh: string) => unknown;
  /** Makes a record for this caller to act on (deletes, archives). */
  prepare?: (ids: Ids) => Promise<string>;
  expect: Expected;
}

const alertCondition = (vesselId: string) => ({
  name: unique("Exhaust "),
  kind: "Threshold",
  vesselIds: [vesselId],
  threshold: { variableName: "ME Exhaust Gas Temperature", comparison: "Above", warning: { high: 420 } },
  channels: [{ email: "watch@nordicbulk.demo" }],
});

let server: TestServer;
const auth: Record<Caller, { token?: string; headers?: Record<string, string> }> = {} as never;
const ids = {} as Ids;
let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}`;

const adminCall = async <T>(method: string, path: string, body?: unknown) => {
  const res = await server.api<T>(method, path, { ...auth.admin, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const freshUser = async () =>
  (
    await adminCall<{ id: string }>("POST", "/Users/Post", {
      name: "Temp",
      email: `${unique("temp")}@nordicbulk.demo`,
      title: "Temp",
      role: "User",
      password: "secret-1",
    })
  ).id;
const freshVessel = async (archived: boolean) => {
  const v = await adminCall<{ id: string }>("POST", "/VesselAdministrations", {
    name: unique("Spare "),
    imoNumber: String(1_000_000 + ++seq),
    draftMean: 5,
    maxContinuousRating: 100,
    companyId: ids.nordic,
  });
  if (archived) await adminCall("POST", `/VesselAdministrations/${v.id}/ArchiveVessel`);
  return v.id;
};
const vesselForm = { name: "Nordic Aurora", draftMean: 14.45, maxContinuousRating: 9960 };

const CASES: Case[] = [
  // Users
  // Only managers have the user list screens: a User (here "user" and "other") reads its own profile.
  { call: "GET /Users", method: "GET", path: () => "/Users", expect: row(200, 200, 403, 403, 403, 403) },
  {
    call: "GET /Users/Online",
    method: "GET",
    path: () => "/Users/Online",
    expect: row(200, 200, 403, 403, 403, 403),
  },
  {
    call: "GET /Users/Get",
    method: "GET",
    path: () => "/Users/Get",
    expect: row(200, 200, 200, 200, 200, 200),
  },
  {
    call: "GET /Users/IsSuperUser",
    method: "GET",
    path: () => "/Users/IsSuperUser",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /Users/Find",
    method: "GET",
    path: (i) => `/Users/Find?vesselId=${i.aurora}`,
    expect: row(200, 200, 200, 403, 403, 404),
  },
  {
    call: "POST /Users/Post",
    method: "POST",
    path: () => "/Users/Post",
    body: (_i, caller) => ({
      name: "N",
      email: `${unique(caller)}@nordicbulk.demo`,
      title: "T",
      role: "User",
    }),
    expect: row(201, 201, 403, 403, 403, 403),
  },
  {
    call: "PUT /Users/Put",
    method: "PUT",
    path: () => "/Users/Put",
    body: (i) => ({ id: i.target, name: "Target", title: "Target", role: "User", daysBeforeDataOutdated: 2 }),
    expect: row(200, 200, 403, 403, 403, 404),
  },
  {
    call: "DELETE /Users/{id}",
    method: "DELETE",
    prepare: freshUser,
    path: (_i, fresh) => `/Users/${fresh}`,
    expect: row(204, 204, 403, 403, 403, 404),
  },
  {
    call: "POST /Users/GenerateApiKey",
    method: "POST",
    path: () => "/Users/GenerateApiKey",
    body: (i) => ({ userId: i.target }),
    expect: row(200, 200, 403, 403, 403, 404),
  },
  {
    call: "POST /Users/ClearApiKey",
    method: "POST",
    path: () => "/Users/ClearApiKey",
    body: (i) => ({ userId: i.target }),
    expect: row(200, 200, 403, 403, 403, 404),
  },
  // Companies
  { call: "GET /Companies", method: "GET", path: () => "/Companies", expect: adminOnly(200) },
  {
    call: "POST /Companies",
    method: "POST",
    path: () => "/Companies",
    body: (_i, caller) => ({ name: unique(`Co ${caller} `) }),
    expect: adminOnly(201),
  },
  {
    call: "PUT /Companies/{id}",
    method: "PUT",
    path: (i) => `/Companies/${i.nordic}`,
    body: () => ({ name: "Nordic Bulk AS", contactEmail: "ops@nordicbulk.demo" }),
    expect: adminOnly(200),
  },
  {
    call: "PUT /Companies/{id}/KognifaiKeys",
    method: "PUT",
    path: (i) => `/Companies/${i.nordic}/KognifaiKeys`,
    body: () => ({
      kognifaiTenantId: "demo-nordic-bulk",
      clientId: "keelson-demo-nordic-bulk",
      expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    }),
    expect: adminOnly(200),
  },
  {
    call: "DELETE /Companies/{id}/KognifaiKeys",
    method: "DELETE",
    prepare: async () =>
      (await adminCall<{ id: string }>("POST", "/Companies", { name: unique("Keyless ") })).id,
    path: (_i, fresh) => `/Companies/${fresh}/KognifaiKeys`,
    expect: adminOnly(200),
  },
  {
    call: "DELETE /Companies/{id}",
    method: "DELETE",
    prepare: async () =>
      (await adminCall<{ id: string }>("POST", "/Companies", { name: unique("Gone ") })).id,
    path: (_i, fresh) => `/Companies/${fresh}`,
    expect: adminOnly(204),
  },
  // Vessel administration
  {
    call: "GET /VesselAdministrations",
    method: "GET",
    path: () => "/VesselAdministrations",
    expect: adminOnly(200),
  },
  {
    call: "GET /VesselAdministrations/{id}",
    method: "GET",
    path: (i) => `/VesselAdministrations/${i.aurora}`,
    expect: adminOnly(200),
  },
  {
    call: "GET /VesselAdministrations/Find",
    method: "GET",
    path: () => "/VesselAdministrations/Find?isDataReceiver=true&imoNumber=9312482",
    expect: adminOnly(200),
  },
  {
    call: "POST /VesselAdministrations",
    method: "POST",
    path: () => "/VesselAdministrations",
    body: () => ({
      name: unique("New "),
      imoNumber: String(2_000_000 + ++seq),
      draftMean: 5,
      maxContinuousRating: 1,
    }),
    expect: adminOnly(201),
  },
  {
    call: "PUT /VesselAdministrations/{id}",
    method: "PUT",
    path: (i) => `/VesselAdministrations/${i.aurora}`,
    body: () => vesselForm,
    expect: adminOnly(200),
  },
  {
    call: "DELETE /VesselAdministrations/{id}",
    method: "DELETE",
    prepare: () => freshVessel(true),
    path: (_i, fresh) => `/VesselAdministrations/${fresh}`,
    expect: adminOnly(204),
  },
  ...(
    [
      ["Assign", (i: Ids) => i.aurora, (i: Ids) => ({ vesselId: i.aurora, companyId: i.nordic })],
      ["Unassign", (i: Ids) => i.tern, undefined],
      ["SetDataReceiver", (i: Ids) => i.aurora, undefined],
      ["UnsetDataReceiver", (i: Ids) => i.tern, undefined],
      ["ActivateVessel", (i: Ids) => i.aurora, undefined],
      ["ActivateFeature", (i: Ids) => i.aurora, (i: Ids) => ({ vesselId: i.aurora, featureId: 1 })],
      ["DeactivateFeature", (i: Ids) => i.tern, (i: Ids) => ({ vesselId: i.tern, featureId: 1 })],
    ] as const
  ).map(
    ([action, vessel, body]): Case => ({
      call: `POST /VesselAdministrations/{id}/${action}`,
      method: "POST",
      path: (i) => `/VesselAdministrations/${vessel(i)}/${action}`,
      ...(body ? { body: (i: Ids) => body(i) } : {}),
      expect: adminOnly(200),
    }),
  ),
  // Company users keep their vessel's cargo units on the vessel settings screen (spec 2 §2).
  ...(["AddCargoUnit", "RemoveCargoUnit"] as const).map(
    (action): Case => ({
      call: `POST /VesselAdministrations/{id}/${action}`,
      method: "POST",
      path: (i) => `/VesselAdministrations/${i.aurora}/${action}`,
      body: (i: Ids) => ({ vesselId: i.aurora, cargoUnitId: 1 }),
      expect: row(200, 200, 200, 403, 403, 404),
    }),
  ),
  {
    call: "POST /VesselAdministrations/{id}/ArchiveVessel",
    method: "POST",
    prepare: () => freshVessel(false),
    path: (_i, fresh) => `/VesselAdministrations/${fresh}/ArchiveVessel`,
    expect: adminOnly(200),
  },
  {
    call: "POST /VesselAdministrations/{id}/DeactivateVessel",
    method: "POST",
    prepare: () => freshVessel(false),
    path: (_i, fresh) => `/VesselAdministrations/${fresh}/DeactivateVessel`,
    expect: adminOnly(200),
  },
  {
    call: "GET /VesselAdministrations/{id}/GetVeracityKey",
    method: "GET",
    path: (i) => `/VesselAdministrations/${i.aurora}/GetVeracityKey`,
    expect: row(200, 200, 403, 403, 403, 404),
  },
  {
    call: "GET /VesselAdministrations/{id}/GetVeracityKeyExpirationDate",
    method: "GET",
    path: (i) => `/VesselAdministrations/${i.aurora}/GetVeracityKeyExpirationDate`,
    expect: row(200, 200, 200, 200, 403, 404),
  },
  {
    call: "PUT /VesselAdministrations/UpdateVeracityKey",
    method: "PUT",
    path: () => "/VesselAdministrations/UpdateVeracityKey",
    body: (i) => ({ vesselId: i.aurora, veracityKey: "vk" }),
    expect: row(200, 200, 403, 403, 403, 404),
  },
  {
    call: "PUT /Vessels/{id}",
    method: "PUT",
    path: (i) => `/Vessels/${i.aurora}`,
    body: () => vesselForm,
    expect: row(200, 200, 200, 403, 403, 404),
  },
  {
    call: "PUT /Vessels/{id}/Draft",
    method: "PUT",
    path: (i) => `/Vessels/${i.aurora}/Draft`,
    body: () => ({ draftMean: 14 }),
    expect: row(200, 200, 200, 403, 403, 404),
  },
  {
    call: "GET /Features/Find",
    method: "GET",
    path: (i) => `/Features/Find?vesselId=${i.aurora}`,
    expect: row(200, 200, 200, 200, 403, 404),
  },
  {
    call: "GET /CargoUnits",
    method: "GET",
    path: () => "/CargoUnits",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /VesselTypes",
    method: "GET",
    path: () => "/VesselTypes",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /IceClasses",
    method: "GET",
    path: () => "/IceClasses",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  // Vessel lists and voyages: partner accounts read only their /Kognifai calls (spec 1 §6).
  {
    call: "GET /Vessels",
    method: "GET",
    path: () => "/Vessels",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /Vessels/{id}",
    method: "GET",
    path: (i) => `/Vessels/${i.aurora}`,
    expect: row(200, 200, 200, 200, 403, 404),
  },
  {
    call: "GET /VesselPerformanceStatuses/{id}",
    method: "GET",
    path: (i) => `/VesselPerformanceStatuses/${i.aurora}`,
    expect: row(200, 200, 200, 200, 403, 404),
  },
  {
    call: "GET /VesselHistories/Fleet",
    method: "GET",
    path: () => "/VesselHistories/Fleet",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /Vessel/{id}/Voyages",
    method: "GET",
    path: (i) => `/Vessel/${i.aurora}/Voyages`,
    expect: row(200, 200, 200, 200, 403, 404),
  },
  {
    call: "GET /Kognifai/Vessels",
    method: "GET",
    path: () => "/Kognifai/Vessels",
    expect: row(200, 200, 200, 200, 200, 200),
  },
  {
    call: "GET /Kognifai/LogVariables",
    method: "GET",
    path: (i) => `/Kognifai/LogVariables?vesselId=${i.aurora}`,
    expect: row(200, 200, 200, 200, 200, 404),
  },
  {
    call: "GET /Announcement/GetByUser",
    method: "GET",
    path: () => "/Announcement/GetByUser",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  // Access groups
  {
    call: "GET /VesselCategories",
    method: "GET",
    path: () => "/VesselCategories",
    expect: row(200, 200, 403, 403, 403, 403),
  },
  {
    call: "POST /VesselCategories",
    method: "POST",
    path: () => "/VesselCategories",
    body: (_i, caller) => ({ name: unique(`Group ${caller} `) }),
    expect: row(201, 201, 403, 403, 403, 403),
  },
  {
    call: "PUT /VesselCategories/{id}",
    method: "PUT",
    path: (i) => `/VesselCategories/${i.crewGroup}`,
    body: () => ({ name: "Aurora and Fjell crews" }),
    expect: row(200, 200, 403, 403, 403, 403),
  },
  {
    call: "DELETE /VesselCategories/{id}",
    method: "DELETE",
    prepare: async () =>
      (await adminCall<{ id: string }>("POST", "/VesselCategories", { name: unique("Empty ") })).id,
    path: (_i, fresh) => `/VesselCategories/${fresh}`,
    expect: row(204, 204, 403, 403, 403, 403),
  },
  ...(
    [
      ["AddVessel", (i: Ids) => ({ vesselId: i.aurora, vesselCategoryId: i.crewGroup })],
      ["RemoveVessel", (i: Ids) => ({ vesselId: i.skagen, vesselCategoryId: i.crewGroup })],
      ["AddUser", (i: Ids) => ({ userId: i.crew, vesselCategoryId: i.crewGroup })],
      ["RemoveUser", (i: Ids) => ({ userId: i.superUser, vesselCategoryId: i.crewGroup })],
    ] as const
  ).map(
    ([action, body]): Case => ({
      call: `POST /VesselCategories/${action}`,
      method: "POST",
      path: () => `/VesselCategories/${action}`,
      body: (i) => body(i),
      expect: row(200, 200, 403, 403, 403, 403),
    }),
  ),
  // Vessel groups
  {
    call: "GET /VesselGroups",
    method: "GET",
    path: () => "/VesselGroups",
    expect: row(200, 200, 200, 403, 403, 200),
  },
  {
    call: "POST /VesselGroups",
    method: "POST",
    path: () => "/VesselGroups",
    body: () => ({ name: unique("VG ") }),
    expect: row(201, 201, 201, 403, 403, 201),
  },
  {
    call: "PUT /VesselGroups/{id}",
    method: "PUT",
    path: (i) => `/VesselGroups/${i.vesselGroup}`,
    body: () => ({ name: "Bulkers" }),
    expect: row(200, 200, 200, 403, 403, 404),
  },
  {
    call: "DELETE /VesselGroups/{id}",
    method: "DELETE",
    prepare: async () =>
      (await adminCall<{ id: string }>("POST", "/VesselGroups", { name: unique("Gone ") })).id,
    path: (_i, fresh) => `/VesselGroups/${fresh}`,
    expect: row(204, 204, 204, 403, 403, 404),
  },
  {
    call: "POST /VesselGroups/AddVessel",
    method: "POST",
    path: () => "/VesselGroups/AddVessel",
    body: (i) => ({ vesselId: i.aurora, vesselGroupId: i.vesselGroup }),
    expect: row(200, 200, 200, 403, 403, 404),
  },
  {
    call: "POST /VesselGroups/RemoveVessel",
    method: "POST",
    path: () => "/VesselGroups/RemoveVessel",
    body: (i) => ({ vesselId: i.fjell, vesselGroupId: i.vesselGroup }),
    expect: row(200, 200, 200, 403, 403, 404),
  },
  // Announcements
  {
    call: "POST /Announcement/SendEmailToOnlineUser",
    method: "POST",
    prepare: async () =>
      (
        await adminCall<{ announcementId: string }>("POST", "/Announcement", {
          title: "T",
          announcementDetails: "D",
          companyId: ids.nordic,
        })
      ).announcementId,
    path: () => "/Announcement/SendEmailToOnlineUser",
    body: (_i, _c, fresh) => ({ announcementId: fresh }),
    expect: adminOnly(200),
  },
  // Alerts (spec 3 §7): every role of the company; vessels outside a User's access group answer 404
  {
    call: "GET /Incidents/Find",
    method: "GET",
    path: () => "/Incidents/Find?isOpen=true",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /Incidents/Find (vessel outside the user's access group)",
    method: "GET",
    path: (i) => `/Incidents/Find?vesselId=${i.skagen}`,
    expect: row(200, 200, 404, 200, 403, 404),
  },
  {
    call: "PUT /Incidents/{id} (unknown)",
    method: "PUT",
    path: () => "/Incidents/00000000-0000-4000-8000-00000000a1e7",
    expect: row(404, 404, 404, 404, 403, 404),
  },
  {
    call: "POST /Incidents",
    method: "POST",
    path: () => "/Incidents",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "GET /NotificationConditions/Find",
    method: "GET",
    path: () => "/NotificationConditions/Find",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "POST /NotificationConditions",
    method: "POST",
    path: () => "/NotificationConditions",
    body: (i) => alertCondition(i.aurora),
    expect: row(201, 201, 201, 201, 403, 404),
  },
  {
    call: "POST /NotificationConditions (vessel outside the user's access group)",
    method: "POST",
    path: () => "/NotificationConditions",
    body: (i) => alertCondition(i.skagen),
    expect: row(201, 201, 404, 201, 403, 404),
  },
  {
    call: "PUT /NotificationConditions/{id}",
    method: "PUT",
    prepare: async (i) =>
      (await adminCall<{ id: string }>("POST", "/NotificationConditions", alertCondition(i.aurora))).id,
    path: (_i, fresh) => `/NotificationConditions/${fresh}`,
    body: (i) => alertCondition(i.aurora),
    expect: row(200, 200, 200, 200, 403, 404),
  },
  {
    call: "DELETE /NotificationConditions/{id} (vessel outside the user's access group)",
    method: "DELETE",
    prepare: async (i) =>
      (await adminCall<{ id: string }>("POST", "/NotificationConditions", alertCondition(i.skagen))).id,
    path: (_i, fresh) => `/NotificationConditions/${fresh}`,
    expect: row(204, 204, 404, 204, 403, 404),
  },
  {
    call: "GET /NotificationChannels",
    method: "GET",
    path: () => "/NotificationChannels",
    expect: row(200, 200, 200, 200, 403, 200),
  },
  {
    call: "DELETE /NotificationChannels/{id}",
    method: "DELETE",
    prepare: async (i) =>
      (
        await adminCall<{ channels: { id: string }[] }>(
          "POST",
          "/NotificationConditions",
          alertCondition(i.aurora),
        )
      ).channels[0]!.id,
    path: (_i, fresh) => `/NotificationChannels/${fresh}`,
    expect: row(204, 204, 204, 204, 403, 404),
  },
  // History
  {
    call: "GET /History/user/{id}",
    method: "GET",
    path: (i) => `/History/user/${i.target}`,
    expect: row(200, 200, 403, 403, 403, 404),
  },
  {
    call: "GET /History/vessel/{id}",
    method: "GET",
    path: (i) => `/History/vessel/${i.aurora}`,
    expect: row(200, 200, 403, 403, 403, 404),
  },
  {
    call: "GET /History/company/{id}",
    method: "GET",
    path: (i) => `/History/company/${i.nordic}`,
    expect: row(200, 403, 403, 403, 403, 404),
  },
];

beforeAll(async () => {
  server = await startTestServer();
  auth.admin = { token: await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password) };
  auth.super = { token: await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password) };
  auth.user = { token: await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password) };
  auth.api = { headers: { "x-api-key": DEMO_LOGINS.nordicBulkApiKey } };
  auth.partner = { token: await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password) };
  auth.other = { token: await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password) };

  const vessels = await adminCall<{ id: string; name: string }[]>("GET", "/VesselAdministrations");
  const vessel = (name: string) => vessels.find((v) => v.name === name)!.id;
  Object.assign(ids, {
    aurora: vessel("Nordic Aurora"),
    fjell: vessel("Nordic Fjell"),
    skagen: vessel("Nordic Skagen"),
    tern: vessel("Baltic Tern"),
  });
  const companies = await adminCall<{ id: string; name: string }[]>("GET", "/Companies");
  ids.nordic = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
  const users = await adminCall<{ id: string; email: string }[]>("GET", "/Users");
  ids.crew = users.find((u) => u.email === DEMO_LOGINS.crew.email)!.id;
  ids.superUser = users.find((u) => u.email === DEMO_LOGINS.superUser.email)!.id;
  ids.target = await freshUser();
  const groups = await adminCall<{ id: string; isDefault: boolean }[]>("GET", "/VesselCategories");
  ids.crewGroup = groups.find((g) => !g.isDefault)!.id;
  ids.vesselGroup = (await adminCall<{ id: string }>("POST", "/VesselGroups", { name: "Bulkers" })).id;
});
afterAll(async () => {
  await server.close();
});

describe(`administration permission matrix (${CASES.length} endpoints × ${CALLERS.length} callers)`, () => {
  it.each(CASES.map((c) => [c.call, c] as const))("%s", async (_name, c) => {
    const actual = {} as Expected;
    for (const caller of CALLERS) {
      const fresh = c.prepare ? await c.prepare(ids) : "";
      const res = await server.api(c.method, c.path(ids, fresh), {
        ...auth[caller],
        body: c.body?.(ids, caller, fresh),
      });
      actual[caller] = res.status;
    }
    expect(actual).toEqual(c.expect);
  });
});

describe("what each role's answers carry (issue 10 point 22)", () => {
  it("gives a User colleagues' names only, never phones, roles or key hints", async () => {
    const res = await server.api<Record<string, unknown>[]>(
      "GET",
      `/Users/Find?vesselId=${ids.aurora}`,
      auth.user,
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const colleague of res.body) expect(Object.keys(colleague).sort()).toEqual(["id", "name"]);
    const managers = await server.api<Record<string, unknown>[]>(
      "GET",
      `/Users/Find?vesselId=${ids.aurora}`,
      auth.super,
    );
    expect(managers.body[0]).toHaveProperty("phoneNumber");
  });

  it("gives the partner page vessel names and IMO numbers, nothing of owners or emission contacts", async () => {
    const res = await server.api<Record<string, unknown>[]>("GET", "/Kognifai/Vessels", auth.partner);
    expect(res.status).toBe(200);
    expect(res.body.map((v) => v.name)).toContain("Nordic Aurora");
    for (const vessel of res.body)
      expect(Object.keys(vessel).sort()).toEqual(["id", "imoDisplay", "imoNumber", "name"]);
  });

  it("refuses a partner account every other call, before the body is read", async () => {
    const refused = await server.api<{ message: string }>("PUT", `/Vessels/${ids.aurora}/Draft`, {
      ...auth.partner,
      body: "not json",
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Partner platform accounts may use the /Kognifai calls only." },
    });
    expect((await server.api("GET", "/Users/Get/", auth.partner)).status).toBe(200);
    expect((await server.api("GET", "/Vessels/Extended", auth.partner)).status).toBe(403);
  });
});
