import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
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
});
