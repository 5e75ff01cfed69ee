import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_api_${process.pid}_${Date.now()}`;

describe.skipIf(!url)("the platform on PostgreSQL", () => {
  let server: TestServer | null = null;
  afterAll(async () => {
    await server?.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it("seeds the demo fleet, signs in, and keeps its state across a restart", async () => {
    server = await startTestServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    const token = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const vessels = await server.api<{ name: string }[]>("GET", "/Vessels", { token });
    expect(vessels.body.map((v) => v.name)).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    await server.api("POST", "/Announcement", {
      token: admin,
      body: { title: "On PostgreSQL", announcementDetails: "Stored in PG." },
    });
    const dataDir = server.dataDir;
    await server.close();

    server = await startTestServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: dataDir });
    const again = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const titles = (
      await server.api<{ title: string }[]>("GET", "/Announcement/GetByUser", { token: again })
    ).body.map((a) => a.title);
    expect(titles).toContain("On PostgreSQL");
    expect(titles.filter((t) => t === "Welcome to Keelson")).toHaveLength(1);
  });
});
