import { request } from "node:http";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { samplePdf } from "../support/documentSamples.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_files_${process.pid}_${Date.now()}`;

async function upload(server: TestServer, token: string, vesselId: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(content)]), name);
  const response = await fetch(
    `${server.url}/api/v1/VesselFiles/${vesselId}?fileName=${encodeURIComponent(name)}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    },
  );
  return { status: response.status, body: (await response.json()) as { id: string; message?: string } };
}

describe.skipIf(!url)("vessel files on PostgreSQL", () => {
  const servers: TestServer[] = [];
  const db = new pg.Client({ connectionString: url });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.end();
  });

  it("are stored in the database, read by another server process, and an interrupted upload leaves no rows", async () => {
    await db.connect();
    const one = await startTestServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    servers.push(one);
    // A second process on the same database with its own data directory.
    const two = await startTestServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    servers.push(two);
    const token = await one.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const vessels = (await one.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    // Larger than one stored chunk (256 KB), so it spans several rows.
    const content = Buffer.concat([samplePdf(), Buffer.alloc(700_000, 65)]);
    const uploaded = await upload(one, token, aurora, "Manual.pdf", content);
    expect(uploaded.status, uploaded.body.message).toBe(201);

    const otherToken = await two.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    // The other process folds the event from the shared log; wait until it lists the file.
    for (let i = 0; i < 50; i++) {
      const listed = await two.api<{ files: { id: string }[] }>("GET", `/VesselFiles?vesselId=${aurora}`, {
        token: otherToken,
      });
      if (listed.body.files.some((f) => f.id === uploaded.body.id)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const response = await fetch(`${two.url}/api/v1/VesselFiles/${uploaded.body.id}`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${schema}".vessel_blob_chunks`);
    expect(rows[0].n).toBe(3);

    const boundary = "----keelsonpg";
    await new Promise<void>((resolve) => {
      const req = request(`${one.url}/api/v1/VesselFiles/${aurora}?fileName=Half.pdf`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": "2000000",
        },
      });
      req.on("error", () => resolve());
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Half.pdf"\r\n\r\n`);
      req.write(Buffer.concat([samplePdf(), Buffer.alloc(600_000, 66)]));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 500);
    });
    const pendingRows = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM "${schema}".vessel_blobs WHERE NOT committed`)).rows[0]
        .n;
    for (let i = 0; i < 50 && (await pendingRows()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await pendingRows()).toBe(0);
    const chunks = await db.query(`SELECT count(*)::int AS n FROM "${schema}".vessel_blob_chunks`);
    expect(chunks.rows[0].n).toBe(3);
  });
});
