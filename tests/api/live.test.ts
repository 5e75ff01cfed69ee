import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { samplePdf } from "../support/documentSamples.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAvailable = await (async () => {
  const { createClient } = await import("redis");
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
})();

const connect = (url: string, token?: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, { auth: token ? { token } : {}, transports: ["websocket"], reconnection: false });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });

/** Resolves with the first payload of `event`, or with "nothing" after `ms`. */
const nextEvent = (socket: Socket, event: string, ms = 3000): Promise<unknown> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve("nothing"), ms);
    socket.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe("live channel", () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server.close();
  });

  it("refuses a handshake without a valid token", async () => {
    await expect(connect(server.url)).rejects.toThrow("unauthorized");
    await expect(connect(server.url, "not-a-token")).rejects.toThrow("unauthorized");
  });

  it("pushes a new announcement to the users of the company it is addressed to, and no one else", async () => {
    const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const crew = await connect(
      server.url,
      await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password),
    );
    const ops = await connect(
      server.url,
      await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password),
    );
    sockets.push(crew, ops);
    const companies = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: admin })
    ).body;
    const nordic = companies.find((c) => c.name === "Nordic Bulk AS")!;

    const crewGets = nextEvent(crew, "announcements");
    const opsGets = nextEvent(ops, "announcements", 1000);
    await server.api("POST", "/Announcement", {
      token: admin,
      body: { title: "Ballast water", announcementDetails: "New BWMS procedure.", companyId: nordic.id },
    });
    expect(await crewGets).toMatchObject({
      kind: "created",
      announcement: { title: "Ballast water", isView: false },
    });
    expect(await opsGets).toBe("nothing");
  });

  it("sends the partner account no note, file or announcement push, which it may not read", async () => {
    const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const crewToken = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const partnerToken = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
    const crew = await connect(server.url, crewToken);
    const partner = await connect(server.url, partnerToken);
    sockets.push(crew, partner);
    const vessels = await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: crewToken });
    const aurora = vessels.body.find((v) => v.name === "Nordic Aurora")!.id;
    const nordic = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: admin })
    ).body.find((c) => c.name === "Nordic Bulk AS")!;
    // The partner's REST reads of the same are refused: that is what its socket must follow.
    for (const path of [
      `/Notes?vesselId=${aurora}`,
      `/VesselFiles?vesselId=${aurora}`,
      "/Announcement/GetByUser",
    ])
      expect((await server.api("GET", path, { token: partnerToken })).status, path).toBe(403);

    const pushes = (socket: Socket, ms: number) =>
      Promise.all(["notes", "vesselFiles", "announcements"].map((event) => nextEvent(socket, event, ms)));
    const crewGets = pushes(crew, 3000);
    const partnerGets = pushes(partner, 1500);
    const note = await server.api("POST", "/Notes", {
      token: crewToken,
      body: { vesselId: aurora, body: "Hull cleaned" },
    });
    expect(note.status).toBe(201);
    const form = new FormData();
    form.append("fileName", "Live/sample.pdf");
    form.append("file", new Blob([new Uint8Array(samplePdf())]), "sample.pdf");
    const file = await fetch(`${server.url}/api/v1/VesselFiles/${aurora}`, {
      method: "POST",
      headers: { authorization: `Bearer ${crewToken}` },
      body: form,
    });
    expect(file.status).toBe(201);
    await server.api("POST", "/Announcement", {
      token: admin,
      body: { title: "Port state control", announcementDetails: "Checklist updated.", companyId: nordic.id },
    });
    expect(await crewGets).toEqual([
      expect.objectContaining({ kind: "added", vesselId: aurora }),
      { vesselId: aurora },
      expect.objectContaining({ kind: "created" }),
    ]);
    expect(await partnerGets).toEqual(["nothing", "nothing", "nothing"]);
  });
});

describe.skipIf(!redisAvailable)("live channel across two server processes (Redis adapter)", () => {
  let a: TestServer;
  let b: TestServer;
  let bWithoutRedis: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    a = await startTestServer({ REDIS_URL });
    // B and C share A's data directory (the same SQLite file), as processes behind one load balancer would share a database.
    b = await startTestServer({ REDIS_URL, DATA_DIR: a.dataDir });
    bWithoutRedis = await startTestServer({ DATA_DIR: a.dataDir });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([b.close(), bWithoutRedis.close()]);
    await a.close();
  });

  it("delivers an announcement created on one process to a client connected to another", async () => {
    const admin = await a.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const crewToken = await a.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const onB = await connect(b.url, crewToken);
    const onC = await connect(bWithoutRedis.url, crewToken);
    sockets.push(onB, onC);
    const viaRedis = nextEvent(onB, "announcements");
    const withoutRedis = nextEvent(onC, "announcements", 1500);
    await a.api("POST", "/Announcement", {
      token: admin,
      body: { title: "Shared push", announcementDetails: "Across processes." },
    });
    expect(await viaRedis).toMatchObject({ kind: "created", announcement: { title: "Shared push" } });
    expect(await withoutRedis).toBe("nothing");
  });
});
