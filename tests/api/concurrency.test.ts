import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_concurrency_${process.pid}_${Date.now()}`;

const stores = [
  { name: "SQLite", config: {} },
  ...(url ? [{ name: "PostgreSQL", config: { DATABASE_URL: url, DATABASE_SCHEMA: schema } }] : []),
];

describe.each(stores)("concurrent writes on $name", ({ config }) => {
  let server: TestServer;
  let token: string;
  let vesselId: string;

  beforeAll(async () => {
    server = await startTestServer(config);
    token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const vessels = await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token });
    vesselId = vessels.body.find((v) => v.name === "Nordic Aurora")!.id;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (config.DATABASE_URL) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });

  const draftEvents = async () =>
    (await server.api<{ type: string }[]>("GET", `/History/vessel/${vesselId}`, { token })).body.filter(
      (e) => e.type === "VesselDraftUpdated",
    ).length;

  it("applies 50 parallel updates nobody made conditional: every one answers 200 and lands", async () => {
    const before = await draftEvents();
    const drafts = Array.from({ length: 50 }, (_, i) => 5 + i / 10);
    const answers = await Promise.all(
      drafts.map((draftMean) =>
        server.api("PUT", `/Vessels/${vesselId}/Draft`, { token, body: { draftMean } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(drafts.map(() => 200));
    expect(await draftEvents()).toBe(before + 50);
  }, 60_000);

  it("answers 409 to a conditional update made on a stale version, and changes nothing", async () => {
    type User = { email: string; title: string; version: number };
    const crewOf = async () =>
      (await server.api<User[]>("GET", "/Users", { token })).body.find(
        (u) => u.email === DEMO_LOGINS.crew.email,
      )!;
    const crew = await crewOf();
    const fresh = await server.api<User>("PUT", "/Users/Put", {
      token,
      body: { ...crew, title: "Chief officer" },
    });
    expect(fresh.status).toBe(200);
    const stale = await server.api<{ message: string }>("PUT", "/Users/Put", {
      token,
      body: { ...crew, title: "Bosun", version: crew.version },
    });
    expect(stale.status).toBe(409);
    // The answer names who changed it and when, so the dialog can keep the edits and say so (issue 10 §20).
    expect(stale.body.message).toMatch(/changed by Ingrid Solberg at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(stale.body).toMatchObject({
      code: "changedMeanwhile",
      changedBy: { name: "Ingrid Solberg" },
      version: crew.version + 1,
    });
    expect(Date.parse((stale.body as unknown as { changedAt: string }).changedAt)).not.toBeNaN();
    expect((await crewOf()).title).toBe("Chief officer");
  });

  it("answers 409 naming who last changed a vessel event to an edit made on its older revision (issue 10 §20)", async () => {
    type Event = { id: string; version: number; voyage: { name: string } | null };
    await makeEmissionReady(server, vesselId);
    const created = await server.api<Event>("POST", "/EmissionReportVesselEvents", {
      token,
      body: {
        vesselId,
        type: "Departure",
        timestamp: "2020-01-06T06:00:00.000Z",
        voyage: { name: "Conflict voyage", type: "Ballast" },
        port: { name: "Oslo", loCode: "NOOSL" },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const seen = created.body.version;
    const other = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const theirs = await server.api<Event>("PUT", `/EmissionReportVesselEvents/${created.body.id}`, {
      token: other,
      body: { version: seen, voyage: { name: "Their name", type: "Ballast" } },
    });
    expect(theirs.status).toBe(200);
    // Another event of the same vessel changes after theirs: the answer still names who changed this one.
    const later = await server.api("POST", "/EmissionReportVesselEvents", {
      token,
      body: {
        vesselId,
        type: "Departure",
        timestamp: "2020-01-02T06:00:00.000Z",
        voyage: { name: "Earlier", type: "Ballast" },
        port: { name: "Oslo", loCode: "NOOSL" },
      },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const mine = await server.api<{ message: string }>(
      "PUT",
      `/EmissionReportVesselEvents/${created.body.id}`,
      {
        token,
        body: { version: seen, voyage: { name: "My name", type: "Ballast" } },
      },
    );
    expect(mine.status).toBe(409);
    expect(mine.body).toMatchObject({
      code: "changedMeanwhile",
      changedBy: { name: "Lars Hansen" },
      version: seen + 1,
    });
    expect(mine.body.message).toContain("changed by Lars Hansen");
    const distance = await server.api("PUT", `/EmissionReportVesselEvents/${created.body.id}/Distance`, {
      token,
      body: { version: seen, manualDistanceByGPS: 12 },
    });
    expect(distance.status).toBe(409);
    const over = await server.api<Event>("PUT", `/EmissionReportVesselEvents/${created.body.id}`, {
      token,
      body: { version: seen + 1, voyage: { name: "My name", type: "Ballast" } },
    });
    expect(over.status).toBe(200);
    expect(over.body.voyage?.name).toBe("My name");
  });

  it.each([
    ["an access group", "/VesselCategories"],
    ["a vessel group", "/VesselGroups"],
  ])("answers 409 naming who to a rename of %s made on a stale version (issue 10 §20)", async (_, base) => {
    type Group = { id: string; name: string; version: number };
    // A second session of the super user (another tab, another person of the same name in the list).
    const other = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const created = await server.api<Group>("POST", base, {
      token,
      body: { name: `G${Date.now() % 100000}` },
    });
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(0);
    const listed = (await server.api<Group[]>("GET", base, { token })).body.find(
      (g) => g.id === created.body.id,
    )!;
    expect(listed.version).toBe(0);
    const first = await server.api<Group>("PUT", `${base}/${listed.id}`, {
      token: other,
      body: { name: "Renamed first", version: listed.version },
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    const stale = await server.api<{ message: string }>("PUT", `${base}/${listed.id}`, {
      token,
      body: { name: "Renamed second", version: listed.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: "changedMeanwhile",
      changedBy: { name: "Ingrid Solberg" },
      version: 1,
    });
    expect(stale.body.message).toContain("changed by Ingrid Solberg");
    const after = (await server.api<Group[]>("GET", base, { token })).body.find((g) => g.id === listed.id)!;
    expect(after).toMatchObject({ name: "Renamed first", version: 1 });
    // Saving over theirs: the version the conflict named.
    const over = await server.api<Group>("PUT", `${base}/${listed.id}`, {
      token,
      body: { name: "Renamed second", version: 1 },
    });
    expect(over.status).toBe(200);
    // Without a version the rename is unconditional, as before.
    expect(
      (await server.api("PUT", `${base}/${listed.id}`, { token, body: { name: "No version" } })).status,
    ).toBe(200);
  });
});
