import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChannelView, ConditionView } from "../../domain/alerts/conditions.js";
import type { AlertLiveMessage, IncidentPage } from "../../domain/alerts/incidents.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { alertsProjection } from "../../projections/alerts/alerts.js";
import { incidentsProjection } from "../../projections/alerts/incidents.js";
import { replay } from "../../projections/projection.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { alertEngineOf, incidentIdOf } from "../../server/features/alerts/AlertEngine.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { type LoggingHistoryRow, writeDataPackage } from "../../server/imports/packageWriter.js";
import { serverStores } from "../support/storeFixtures.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { rawZip, settled, upload } from "./importsSupport.js";

const AURORA = "9312482"; // Nordic Bulk, in the crew user's access group
const FJELL = "9345673"; // Nordic Bulk, shaft power limited to 7,200 kW
const SKAGEN = "9472103"; // Nordic Bulk, outside the crew user's access group
const API_KEY = DEMO_LOGINS.nordicBulkApiKey;
const EXHAUST = "ME Exhaust Gas Temperature";
const MIN = 60_000;

const connect = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ["websocket"], reconnection: false });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });

/** Every `alerts` push a socket receives. */
const collect = (socket: Socket): AlertLiveMessage[] => {
  const got: AlertLiveMessage[] = [];
  socket.on("alerts", (m: AlertLiveMessage) => got.push(m));
  return got;
};

/** Reads until `done` holds of the answer (up to 15 s), then answers the last read. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The embedded store, and PostgreSQL when a test database is given (the incidents' rows live in either). */
const stores = serverStores("keelson_alerts");

describe.each(stores)("alerts: conditions, incidents, channels, live ($name)", ({ overrides }) => {
  let server: TestServer;
  let dir: string;
  let admin: string;
  let superUser: string;
  let crew: string;
  let ops: string;
  const vesselIds: Record<string, string> = {};
  const sockets: Socket[] = [];

  /** A package of the exhaust temperature, one value a minute from `start`. */
  const exhaustPackage = async (name: string, imoNumber: string, start: number, values: number[]) => {
    const file = path.join(dir, name);
    async function* rows(): AsyncGenerator<LoggingHistoryRow> {
      for (const [i, value] of values.entries()) {
        yield { timestamp: start + i * MIN, variable: EXHAUST, value };
        yield { timestamp: start + i * MIN, variable: "SOG", value: 12 };
      }
    }
    await writeDataPackage(file, {
      manifest: { imoNumber, createdAt: new Date(start).toISOString() },
      variables: [
        { name: EXHAUST, unit: "°C", onboardSystem: "Engine", taxa: [] },
        { name: "SOG", unit: "kn", onboardSystem: "Nav", taxa: [] },
      ],
      rows: rows(),
    });
    return file;
  };
  const imported = async (file: string, imoNumber: string, fileName = path.basename(file)) => {
    const answer = await upload(server, file, { apiKey: API_KEY, fileName, imoNumber });
    expect(answer.status).toBe(202);
    const record = await settled(server, admin, answer.body.importPath!);
    await alertEngineOf(server.ctx).idle();
    return record;
  };
  const watchMails = () =>
    fs.readdirSync(path.join(server.dataDir, "outbox")).filter((f) => f.includes("watch"));
  /** A mail's text, its quoted-printable soft breaks and escapes undone. */
  const mailText = (file: string) =>
    Buffer.from(
      fs
        .readFileSync(path.join(server.dataDir, "outbox", file), "latin1")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  const incidents = async (token: string, query = "") =>
    (await server.api<IncidentPage>("GET", `/Incidents/Find${query}`, { token })).body;
  const threshold = (vesselId: string) => ({
    name: "ME exhaust gas hot",
    kind: "Threshold",
    vesselIds: [vesselId],
    threshold: {
      variableName: EXHAUST,
      comparison: "Above",
      warning: { high: 420 },
      critical: { high: 450 },
      sustainedMinutes: 3,
      hysteresis: 5,
    },
    channels: [{ email: "watch@nordicbulk.demo" }],
  });

  beforeAll(async () => {
    server = await startTestServer(overrides);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-alerts-"));
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
    const vessels = server.ctx.readModels.state("vessels").byId;
    for (const v of Object.values(vessels)) if (v.isDataReceiver) vesselIds[v.imoNumber] = v.id;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses malformed conditions with a message a person can act on", async () => {
    const bad = async (body: unknown) =>
      (await server.api<{ message: string }>("POST", "/NotificationConditions", { token: superUser, body }))
        .body.message;
    expect(await bad({ ...threshold(vesselIds[AURORA]!), vesselIds: [] })).toBe(
      "Choose at least one vessel or a vessel group.",
    );
    expect(
      await bad({
        ...threshold(vesselIds[AURORA]!),
        threshold: { variableName: EXHAUST, comparison: "Above" },
      }),
    ).toBe("Set a Warning or a Critical limit.");
    expect(
      await bad({
        ...threshold(vesselIds[AURORA]!),
        kind: "PerformanceStatus",
        performanceStatus: { openAt: "Benchmarking" },
      }),
    ).toBe("Open at must be Observe or NotOk.");
    expect(await bad("[")).toBe("The request body is not valid JSON.");
  });

  it("resolves vessels and channel users in the caller's scope", async () => {
    const meridian = vesselIds["9266334"]!;
    const foreign = await server.api("POST", "/NotificationConditions", {
      token: superUser,
      body: threshold(meridian),
    });
    expect(foreign.status).toBe(404);
    const unseen = await server.api("POST", "/NotificationConditions", {
      token: crew,
      body: threshold(vesselIds[SKAGEN]!),
    });
    expect(unseen.status).toBe(404);
    const opsUser = Object.values(server.ctx.readModels.state("users").byId).find(
      (u) => u.email === DEMO_LOGINS.ops.email,
    )!;
    const foreignUser = await server.api("POST", "/NotificationConditions", {
      token: superUser,
      body: { ...threshold(vesselIds[AURORA]!), channels: [{ userId: opsUser.id }] },
    });
    expect(foreignUser.status).toBe(404);
  });

  let auroraCondition: ConditionView;
  let skagenCondition: ConditionView;

  it("creates conditions and lists them only to who sees every vessel", async () => {
    const crewUser = Object.values(server.ctx.readModels.state("users").byId).find(
      (u) => u.email === DEMO_LOGINS.crew.email,
    )!;
    const created = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: {
        ...threshold(vesselIds[AURORA]!),
        channels: [{ email: "watch@nordicbulk.demo" }, { userId: crewUser.id }],
      },
    });
    expect(created.status).toBe(201);
    auroraCondition = created.body;
    expect(auroraCondition).toMatchObject({
      kind: "Threshold",
      targetVessels: [{ name: "Nordic Aurora" }],
      openIncidents: 0,
    });
    expect(auroraCondition.channels.map((c) => c.email).sort()).toEqual([
      DEMO_LOGINS.crew.email,
      "watch@nordicbulk.demo",
    ]);
    skagenCondition = (
      await server.api<ConditionView>("POST", "/NotificationConditions", {
        token: superUser,
        body: { ...threshold(vesselIds[SKAGEN]!), name: "Skagen exhaust" },
      })
    ).body;

    // The demo company has its own conditions too (server/demo/seedDemoAlerts.ts): look at this test's.
    const ours = new Set(["ME exhaust gas hot", "Skagen exhaust"]);
    const names = async (token: string) =>
      (await server.api<ConditionView[]>("GET", "/NotificationConditions/Find", { token })).body
        .map((c) => c.name)
        .filter((name) => ours.has(name));
    expect(await names(superUser)).toEqual(["ME exhaust gas hot", "Skagen exhaust"]);
    expect(await names(crew)).toEqual(["ME exhaust gas hot"]);
    expect(await names(ops)).toEqual([]);
    const byVessel = await server.api<ConditionView[]>(
      "GET",
      `/NotificationConditions/Find?vesselId=${vesselIds[SKAGEN]}`,
      { token: superUser },
    );
    expect(byVessel.body.map((c) => c.name).filter((name) => ours.has(name))).toEqual(["Skagen exhaust"]);
    expect(
      (await server.api("GET", `/NotificationConditions/Find?vesselId=${vesselIds[SKAGEN]}`, { token: crew }))
        .status,
    ).toBe(404);
    // Another company's or an unseen condition is not found.
    for (const [token, id] of [
      [ops, auroraCondition.id],
      [crew, skagenCondition.id],
    ] as const) {
      expect(
        (
          await server.api("PUT", `/NotificationConditions/${id}`, {
            token,
            body: threshold(vesselIds[AURORA]!),
          })
        ).status,
      ).toBe(404);
      expect((await server.api("DELETE", `/NotificationConditions/${id}`, { token })).status).toBe(404);
    }
  });

  it("opens an incident from imported data, with the data's times, pushed only to who sees the vessel", async () => {
    const superSocket = await connect(server.url, superUser);
    const crewSocket = await connect(server.url, crew);
    const opsSocket = await connect(server.url, ops);
    sockets.push(superSocket, crewSocket, opsSocket);
    const superGot = collect(superSocket);
    const crewGot = collect(crewSocket);
    const opsGot = collect(opsSocket);

    const start = Date.now() - 30 * MIN;
    // Above 420 from minute 2, above 450 from minute 6: Warning at 5, Critical at 9; still hot at the end.
    const values = [400, 410, 425, 430, 430, 430, 455, 460, 460, 460, 460];
    await imported(await exhaustPackage("aurora.zip", AURORA, start, values), AURORA);
    await imported(await exhaustPackage("skagen.zip", SKAGEN, start, values), SKAGEN);

    const superPage = await incidents(superUser, "?isOpen=true");
    expect(superPage.items.map((i) => i.vesselName).sort()).toEqual(["Nordic Aurora", "Nordic Skagen"]);
    const aurora = superPage.items.find((i) => i.vesselName === "Nordic Aurora")!;
    expect(aurora).toMatchObject({
      severity: "Critical",
      conditionId: auroraCondition.id,
      conditionTargetKey: `${vesselIds[AURORA]}/${EXHAUST}`,
      acknowledged: false,
      isOpen: true,
      openVesselEvent: { timestamp: new Date(start + 5 * MIN).toISOString() },
    });
    expect(aurora.conditionDetails).toContain("above 450");
    expect(superPage.unacknowledgedOpen).toBe(2);
    // The crew user sees only its vessel's incident; the other company sees nothing.
    expect((await incidents(crew)).items.map((i) => i.vesselName)).toEqual(["Nordic Aurora"]);
    expect((await incidents(ops)).total).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new Set(superGot.map((m) => m.incident.vesselName))).toEqual(
      new Set(["Nordic Aurora", "Nordic Skagen"]),
    );
    expect(crewGot.map((m) => m.incident.vesselName)).toEqual(["Nordic Aurora"]);
    expect(crewGot[0]).toMatchObject({ kind: "raised", ring: true });
    expect(opsGot).toEqual([]);

    // One mail per recipient for the opening (Critical already when first seen), written to the outbox.
    const outbox = fs.readdirSync(path.join(server.dataDir, "outbox")).filter((f) => f.includes("watch"));
    expect(outbox).toHaveLength(2); // Aurora and Skagen conditions both mail watch@
  });

  it("importing the same package again duplicates nothing and mails nothing", async () => {
    const before = await incidents(superUser);
    const mails = fs.readdirSync(path.join(server.dataDir, "outbox")).length;
    const file = path.join(dir, "aurora.zip");
    const copy = path.join(dir, "aurora-again.zip");
    fs.copyFileSync(file, copy);
    await imported(copy, AURORA);
    const after = await incidents(superUser);
    expect(after.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
    expect(fs.readdirSync(path.join(server.dataDir, "outbox")).length).toBe(mails);
  });

  it("incidents that opened and closed inside one package are announced: unread, rung, one digest mail", async () => {
    const crewSocket = await connect(server.url, crew);
    sockets.push(crewSocket);
    const got = collect(crewSocket);
    const mailsBefore = watchMails();
    const threeDaysAgo = Date.now() - 3 * 24 * 60 * MIN;
    // Two breaches in the package: opened at minutes 4 and 10, cleared at 5 and 11 (sustained 3 min); the
    // peak is the worst value while open (minute 2's 440 came before the opening).
    const twice = [400, 430, 440, 430, 433, 400, 400, 430, 430, 430, 436, 400];
    await imported(await exhaustPackage("threedays.zip", AURORA, threeDaysAgo, twice), AURORA);
    const closed = (await incidents(crew, "?isOpen=false")).items;
    expect(closed.map((i) => i.openVesselEvent.timestamp)).toEqual([
      new Date(threeDaysAgo + 10 * MIN).toISOString(),
      new Date(threeDaysAgo + 4 * MIN).toISOString(),
    ]);
    expect(closed[1]).toMatchObject({
      severity: "Warning",
      isOpen: false,
      acknowledged: false,
      closeVesselEvent: { timestamp: new Date(threeDaysAgo + 5 * MIN).toISOString(), reason: "Cleared" },
      peak: 433,
      occurredAndCleared: { announced: true, notifyLateDays: 7 },
    });
    expect(closed[0]?.peak).toBe(436);
    expect(closed[0]?.conditionDetails).toBe(`${EXHAUST} above 420 °C for 3 min: 436 °C`);
    // Unread: counted and listed with the open one.
    const unread = await incidents(crew, "?unread=true");
    expect(unread.items.map((i) => i.isOpen)).toEqual([true, false, false]);
    expect(unread.unread).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got.map((m) => [m.kind, m.ring])).toEqual([
      ["closed", true],
      ["closed", true],
    ]);
    // One mail per recipient for the package, listing both with their times, peaks and links.
    const digest = watchMails().filter((f) => !mailsBefore.includes(f));
    expect(digest).toHaveLength(1);
    const text = mailText(digest[0]!);
    expect(text).toContain(`2 incidents of "ME exhaust gas hot" occurred and cleared`);
    expect(text).toContain("(1 min, peak 433 °C)");
    expect(text).toContain("(1 min, peak 436 °C)");
    for (const incident of closed) expect(text).toContain(`incident=${incident.id}`);
  });

  it("incidents older than the condition's notify window are listed, not announced", async () => {
    const crewSocket = await connect(server.url, crew);
    sockets.push(crewSocket);
    const got = collect(crewSocket);
    const mailsBefore = watchMails();
    const tenDaysAgo = Date.now() - 10 * 24 * 60 * MIN;
    await imported(
      await exhaustPackage("tendays.zip", AURORA, tenDaysAgo, [400, 430, 430, 430, 430, 400, 400]),
      AURORA,
    );
    const old = (await incidents(crew, "?isOpen=false")).items.find(
      (i) => i.openVesselEvent.timestamp === new Date(tenDaysAgo + 4 * MIN).toISOString(),
    );
    expect(old).toMatchObject({
      acknowledged: false,
      occurredAndCleared: { announced: false, notifyLateDays: 7 },
    });
    expect((await incidents(crew, "?unread=true")).unread).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got.map((m) => [m.kind, m.ring])).toEqual([["closed", false]]);
    expect(watchMails().filter((f) => !mailsBefore.includes(f))).toEqual([]);
    // The current incident is still the open one.
    expect((await incidents(crew, "?isOpen=true")).items).toHaveLength(1);
  });

  it("acknowledges one and all, within the caller's reach", async () => {
    const open = (await incidents(superUser, "?isOpen=true")).items;
    const aurora = open.find((i) => i.vesselName === "Nordic Aurora")!;
    const skagen = open.find((i) => i.vesselName === "Nordic Skagen")!;
    expect((await server.api("PUT", `/Incidents/${skagen.id}`, { token: crew })).status).toBe(404);
    expect((await server.api("PUT", `/Incidents/${aurora.id}`, { token: ops })).status).toBe(404);
    expect((await server.api("PUT", "/Incidents/not-an-id", { token: crew })).status).toBe(400);
    const acked = await server.api<{ acknowledged: boolean; acknowledgedBy: { userId: string } }>(
      "PUT",
      `/Incidents/${aurora.id}`,
      { token: crew },
    );
    expect(acked.status).toBe(200);
    expect(acked.body.acknowledged).toBe(true);
    expect((await server.api("POST", "/Incidents", { token: ops })).body).toEqual({
      acknowledged: 0,
      message: "No unread alerts to acknowledge",
    });
    const all = await server.api<{ acknowledged: number }>("POST", "/Incidents", { token: superUser });
    expect(all.body.acknowledged).toBe(4); // Skagen's open one and the three historic closed ones
    expect((await server.api("POST", "/Incidents", { token: superUser })).body).toMatchObject({
      message: "No unread alerts to acknowledge",
    });
    expect((await incidents(superUser)).unacknowledgedOpen).toBe(0);
    expect((await incidents(superUser)).unread).toBe(0);
  });

  it("import failures open an import-failed incident, closed by the next good import", async () => {
    const importCondition = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: {
        name: "Aurora import",
        kind: "ImportFailed",
        vesselIds: [vesselIds[AURORA]],
        importFailed: { severity: "Critical" },
      },
    });
    const broken = await rawZip(path.join(dir, "broken.zip"), {
      "manifest.json": JSON.stringify({ imoNumber: AURORA, createdAt: "2024-05-02T00:05:00Z" }),
      "LoggingHistory.csv": "timestamp,variable,value\nnot-a-time,SOG,1\n",
    });
    await imported(broken, AURORA);
    const ofCondition = (page: IncidentPage) =>
      page.items.filter((i) => i.conditionId === importCondition.body.id);
    // The worker evaluates an import's outcome after its record settles (and, for a good one, after the
    // days are recomputed): on a busy PostgreSQL that comes a moment after `imported` returns.
    const open = (expected: number) =>
      eventually(
        async () => ofCondition(await incidents(crew, "?isOpen=true")),
        (found) => found.length === expected,
      );
    expect(await open(1)).toHaveLength(1);
    await imported(await exhaustPackage("good.zip", AURORA, Date.now() - 5 * MIN, [400, 400]), AURORA);
    expect(await open(0)).toHaveLength(0);
    expect(ofCondition(await incidents(crew, "?isOpen=false"))).toHaveLength(1);
  });

  it("a power reserve condition opens when the shaft power stays above the vessel's limited power", async () => {
    const powerCondition = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: {
        name: "Power reserve",
        kind: "PowerReserveUsed",
        vesselIds: [vesselIds[FJELL], vesselIds[AURORA]],
        powerReserve: { severity: "Critical" },
      },
    });
    expect(powerCondition.status).toBe(201);
    expect(powerCondition.body.powerReserve).toEqual({ severity: "Critical" });
    const start = Date.now() - 60 * MIN;
    const powerPackage = async (name: string, imoNumber: string, values: number[]) => {
      const file = path.join(dir, name);
      async function* rows(): AsyncGenerator<LoggingHistoryRow> {
        for (const [i, value] of values.entries())
          yield { timestamp: start + i * MIN, variable: "Shaft Power", value };
      }
      await writeDataPackage(file, {
        manifest: { imoNumber, createdAt: new Date(start).toISOString() },
        variables: [
          { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["Propulsion: Shaft"] },
        ],
        rows: rows(),
      });
      return file;
    };
    // At the limit, a lone spike, then above for three minutes and back: one incident, opened and closed.
    const values = [7000, 7200, 9000, 7100, 7400, 7500, 7450, 7150, 7000];
    await imported(await powerPackage("fjell-power.zip", FJELL, values), FJELL);
    // Aurora has no limitation: the same power is not a use of the reserve.
    await imported(await powerPackage("aurora-power.zip", AURORA, values), AURORA);
    const ofCondition = (page: IncidentPage) =>
      page.items.filter((i) => i.conditionId === powerCondition.body.id);
    const found = ofCondition(await incidents(superUser, "?isOpen=false"));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      vesselName: "Nordic Fjell",
      severity: "Critical",
      openVesselEvent: { timestamp: new Date(start + 5 * MIN).toISOString() },
    });
    expect(found[0]!.conditionDetails).toBe("Shaft power above the limited power of 7,200 kW: 7,500 kW");
    expect(ofCondition(await incidents(superUser, "?isOpen=true"))).toHaveLength(0);
  });

  it("the no-data timer waits while the vessel's packages are queued or importing", async () => {
    const created = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: { name: "Aurora quiet", kind: "NoData", vesselIds: [vesselIds[AURORA]], noData: { hours: 2 } },
    });
    const engine = alertEngineOf(server.ctx);
    const { queue } = await importPipelineOf(server.ctx);
    const later = Date.now() + 3 * 3_600_000;
    const silent = async () =>
      (await incidents(crew, "?isOpen=true")).items.filter((i) => i.conditionId === created.body.id);

    // A package importing (the vessel's current import): not silent.
    await queue.setCurrentImport(AURORA, "held/importing.zip", new Date());
    await engine.tick(later);
    expect(await silent()).toEqual([]);
    await queue.clearCurrentImport(AURORA, "held/importing.zip");

    // A package waiting on the queue (held here by another worker's lease): not silent either.
    const now = new Date();
    await queue.enqueue("pendingimports", "held/queued.zip", AURORA, now);
    expect(
      await queue.claim("pendingimports", "test-holder", now, new Date(now.getTime() + 600_000), [AURORA]),
    ).not.toBeNull();
    await engine.tick(later);
    expect(await silent()).toEqual([]);

    // The queue drained: the silence counts from the newest data.
    await queue.removeMessages("held/queued.zip");
    await engine.tick(later);
    expect(await silent()).toHaveLength(1);
    await server.api("DELETE", `/NotificationConditions/${created.body.id}`, { token: superUser });
  });

  it("the no-data timer opens an incident stamped N hours after the last data", async () => {
    const created = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: { name: "Aurora silent", kind: "NoData", vesselIds: [vesselIds[AURORA]], noData: { hours: 2 } },
    });
    const engine = alertEngineOf(server.ctx);
    await engine.tick(Date.now() + 3 * 3_600_000);
    const silent = (await incidents(crew, "?isOpen=true")).items.filter(
      (i) => i.conditionId === created.body.id,
    );
    expect(silent).toHaveLength(1);
    expect(Date.parse(silent[0]!.openVesselEvent.timestamp)).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
  });

  it("channels are listed and deleted within reach", async () => {
    const list = async (token: string) =>
      (await server.api<ChannelView[]>("GET", "/NotificationChannels", { token })).body;
    const crewChannels = await list(crew);
    expect(crewChannels.every((c) => c.conditionId !== skagenCondition.id)).toBe(true);
    expect(await list(ops)).toEqual([]);
    const skagenChannel = (await list(superUser)).find((c) => c.conditionId === skagenCondition.id)!;
    expect(
      (await server.api("DELETE", `/NotificationChannels/${skagenChannel.id}`, { token: crew })).status,
    ).toBe(404);
    expect(
      (await server.api("DELETE", `/NotificationChannels/${skagenChannel.id}`, { token: ops })).status,
    ).toBe(404);
    expect(
      (await server.api("DELETE", `/NotificationChannels/${skagenChannel.id}`, { token: superUser })).status,
    ).toBe(204);
    expect((await list(superUser)).some((c) => c.id === skagenChannel.id)).toBe(false);
  });

  it("deleting a condition closes its open incidents", async () => {
    expect(
      (await server.api("DELETE", `/NotificationConditions/${skagenCondition.id}`, { token: superUser }))
        .status,
    ).toBe(204);
    const skagen = (await incidents(superUser)).items.filter((i) => i.conditionId === skagenCondition.id);
    expect(skagen.every((i) => !i.isOpen && i.closeVesselEvent?.reason === "ConditionDeleted")).toBe(true);
  });

  it("rebuilding the read model from the log gives the same incidents", async () => {
    const events: StoredKeelsonEvent[] = [];
    for (let after = 0; ; ) {
      const page = (await server.ctx.store.readAll({ after, maxCount: 1000 })) as StoredKeelsonEvent[];
      if (page.length === 0) break;
      events.push(...page);
      after = page[page.length - 1]!.position;
    }
    const rebuilt = replay(alertsProjection, events);
    expect(rebuilt).toEqual(server.ctx.readModels.state("alerts"));
    // The stored incidents: each incident's stream folded alone gives its stored record.
    const streams = [...new Set(events.map((e) => e.stream))].filter((s) => s.startsWith("incident-"));
    expect(streams.length).toBeGreaterThan(3);
    for (const stream of streams) {
      const id = incidentsProjection.keyOfStream(stream)!;
      const folded = events
        .filter((e) => e.stream === stream)
        .reduce(incidentsProjection.evolve, incidentsProjection.initialState(id));
      expect(await server.ctx.readModels.stored("incidents").get(id)).toEqual(folded);
    }
  });

  it("holds no incident in process memory: the alerts state is the conditions and their settings' positions", async () => {
    const page = await incidents(superUser);
    expect(page.total).toBeGreaterThan(3);
    const state = server.ctx.readModels.state("alerts");
    expect(Object.keys(state)).toEqual(["conditions", "settingsPosition"]);
    expect(JSON.stringify(state)).not.toContain(page.items[0]!.id);
    // Folding an incident's event leaves the in-memory state as it was.
    const opened = (
      await server.ctx.store.readStream(`incident-${page.items[0]!.id}`)
    )[0] as StoredKeelsonEvent;
    expect(opened.type).toBe("IncidentOpened");
    expect(alertsProjection.evolve(state, opened)).toBe(state);
  });

  it("a sensor spike the data-quality rules flag does not open an incident; a real breach still does", async () => {
    const SPEED = "Speed Over Ground";
    const created = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: {
        name: "Too fast",
        kind: "Threshold",
        vesselIds: [vesselIds[FJELL]!],
        threshold: {
          variableName: SPEED,
          comparison: "Above",
          warning: { high: 20 },
          critical: null,
          sustainedMinutes: 0,
          hysteresis: 0,
        },
      },
    });
    expect(created.status).toBe(201);
    const speedPackage = async (name: string, start: number, values: number[]) => {
      const file = path.join(dir, name);
      async function* rows(): AsyncGenerator<LoggingHistoryRow> {
        for (const [i, value] of values.entries())
          yield { timestamp: start + i * MIN, variable: SPEED, value };
      }
      await writeDataPackage(file, {
        manifest: { imoNumber: FJELL, createdAt: new Date(start).toISOString() },
        variables: [{ name: SPEED, unit: "kn", onboardSystem: "Nav", taxa: [] }],
        rows: rows(),
      });
      return file;
    };
    const tooFast = async () =>
      (await incidents(superUser, `?vesselId=${vesselIds[FJELL]}`)).items.filter(
        (i) => i.conditionId === created.body.id,
      );
    // The issue's raw readings: 23:58 11.48, 23:59 22.27, 00:00 11.42 among steady ones.
    const calm = [
      11.45, 11.5, 11.47, 11.44, 11.49, 11.46, 11.51, 11.43, 11.48, 22.27, 11.42, 11.47, 11.45, 11.5,
    ];
    await imported(await speedPackage("spike.zip", Date.now() - 60 * MIN, calm), FJELL);
    expect(await tooFast()).toEqual([]);
    // Twenty minutes above 20 kn is no spike.
    const fast = [...Array(5).fill(11.5), ...Array(20).fill(21.3), ...Array(5).fill(11.5)];
    await imported(await speedPackage("fast.zip", Date.now() - 40 * MIN, fast), FJELL);
    expect((await tooFast()).map((i) => i.peak)).toEqual([21.3]);
    // The spike as a package's last reading: no alarm, and the latest value shown is the one before it.
    const ending = [...calm.slice(0, 9), 22.27];
    const endStart = Date.now() - 9 * MIN;
    await imported(await speedPackage("spike-last.zip", endStart, ending), FJELL);
    expect((await tooFast()).map((i) => i.peak)).toEqual([21.3]);
    const variables = (
      await server.api<Array<{ id: number; name: string }>>(
        "GET",
        `/LogVariables?vesselIds=${vesselIds[FJELL]}`,
        {
          token: superUser,
        },
      )
    ).body;
    const sog = variables.find((v) => v.name === SPEED)!;
    const last = (
      await server.api<Array<{ value: number; timestamp: string; implausibleSkipped: number }>>(
        "GET",
        `/LogData/LastReceived?logVariableIds=${sog.id}`,
        { token: superUser },
      )
    ).body;
    expect(last[0]).toMatchObject({ value: 11.48, implausibleSkipped: 1 });
    expect(Date.parse(last[0]!.timestamp)).toBe(endStart + 8 * MIN);
  });

  it("an older package after a newer one corrects the incidents to the data in time order (no phantom storm)", async () => {
    const WIND = "True Wind Speed";
    const created = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: {
        name: "Strong wind",
        kind: "Threshold",
        vesselIds: [vesselIds[SKAGEN]!],
        threshold: {
          variableName: WIND,
          comparison: "Above",
          warning: { high: 22 },
          critical: { high: 24.5 },
          sustainedMinutes: 60,
          hysteresis: 1,
        },
      },
    });
    expect(created.status).toBe(201);
    const day0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 3 * 86_400_000;
    // The storm: 21:30 of day 0 to 03:00 of day 1 at 30 kn, otherwise 8 kn; a reading every 10 minutes.
    const stormAt = (t: number) => t >= day0 + 21.5 * 60 * MIN && t < day0 + 27 * 60 * MIN;
    const windPackage = async (name: string, start: number) => {
      const file = path.join(dir, name);
      async function* rows(): AsyncGenerator<LoggingHistoryRow> {
        for (let t = start; t < start + 24 * 60 * MIN; t += 10 * MIN)
          yield { timestamp: t, variable: WIND, value: stormAt(t) ? 30 : 8 };
      }
      await writeDataPackage(file, {
        manifest: { imoNumber: SKAGEN, createdAt: new Date(start).toISOString() },
        variables: [{ name: WIND, unit: "kn", onboardSystem: "Nav", taxa: [] }],
        rows: rows(),
      });
      return file;
    };
    const storms = async () =>
      (await incidents(superUser, `?vesselId=${vesselIds[SKAGEN]}`)).items
        .filter((i) => i.conditionId === created.body.id)
        .map((i) => [i.openVesselEvent.timestamp, i.closeVesselEvent?.timestamp ?? null, i.severity]);
    const iso = (t: number) => new Date(t).toISOString();
    const truth = [[iso(day0 + 22.5 * 60 * MIN), iso(day0 + 27 * 60 * MIN), "Critical"]];
    // The newer day first: on its own it shows a storm from its midnight, sustained until 01:00.
    await imported(await windPackage("wind-day1.zip", day0 + 24 * 60 * MIN), SKAGEN);
    expect(await storms()).toEqual([[iso(day0 + 25 * 60 * MIN), iso(day0 + 27 * 60 * MIN), "Critical"]]);
    // The older day: the storm began at 21:30; the incident of the newer day alone is withdrawn.
    await imported(await windPackage("wind-day0.zip", day0), SKAGEN);
    expect(await storms()).toEqual(truth);
    // Both again, in either order: nothing changes.
    await imported(await windPackage("wind-day1b.zip", day0 + 24 * 60 * MIN), SKAGEN);
    await imported(await windPackage("wind-day0b.zip", day0), SKAGEN);
    expect(await storms()).toEqual(truth);
    // Who and why: the withdrawal is an event in the incident's stream.
    const withdrawn = await server.ctx.store.readStream(
      `incident-${incidentIdOf(created.body.id, `${vesselIds[SKAGEN]}/${WIND}`, day0 + 25 * 60 * MIN)}`,
    );
    expect(withdrawn.map((e) => e.type)).toContain("IncidentWithdrawn");
    expect(withdrawn.at(-1)?.metadata.userId).toBe("system");
  });
});
