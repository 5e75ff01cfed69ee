import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColleagueView, DashboardView } from "../../domain/dashboards/dashboard.js";
import type { CiiConfigView, VesselDataConfigView } from "../../domain/dashboards/widgetConfigs.js";
import { WIDGET_CONFIG_KINDS } from "../../domain/dashboards/widgetTypes.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const MIN = 60_000;
const HOUR = 60 * MIN;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const v: Record<string, number> = {};
const user: Record<string, string> = {};
/** Six hours of 1-minute data ending an hour ago. */
const T0 = Date.now() - 7 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;
  for (const u of Object.values(server.ctx.readModels.state("users").byId)) if (u.email) user[u.email] = u.id;

  const writer = await server.ctx.timeSeries!.beginImport();
  const aurora = await writer.defineVariables(vessel["Nordic Aurora"]!, [
    { name: "DashAuroraSpeed", unit: "knot", onboardSystem: "Nautilus", taxa: [] },
    { name: "DashAuroraTemp", unit: "degC", onboardSystem: "Nautilus", taxa: [] },
  ]);
  const skagen = await writer.defineVariables(vessel["Nordic Skagen"]!, [
    { name: "DashSkagenSpeed", unit: "knot", onboardSystem: "Nautilus", taxa: [] },
  ]);
  for (const [name, id] of [...aurora, ...skagen]) v[name] = id;
  const points = [];
  for (let i = 0; i < 6 * 60; i++) {
    points.push({ variableId: v.DashAuroraSpeed!, t: T0 + i * MIN, v: 12 });
    points.push({ variableId: v.DashAuroraTemp!, t: T0 + i * MIN, v: 14 });
    points.push({ variableId: v.DashSkagenSpeed!, t: T0 + i * MIN, v: 11 });
  }
  await writer.writePoints(points);
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

const call = <T = unknown>(method: string, token: string, path: string, body?: unknown) =>
  server.api<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const message = (body: unknown) => (body as { message?: string }).message;

const widget = (type: string, configId: string | null = null, layout = { x: 0, y: 0, w: 12, h: 6 }) => ({
  id: randomUUID(),
  name: "",
  configId,
  type,
  active: true,
  layout,
});

const column = (ids: number[], calculationType = "LastReceived", extra: Record<string, unknown> = {}) => ({
  logVariables: ids.map((id) => ({ id, unitCaption: "knot" })),
  calculationType,
  hours: 24,
  fromDate: "2026-01-01T00:00:00Z",
  toDate: "2026-01-02T00:00:00Z",
  fromAndToDatesCalculationType: "Averaged",
  ...extra,
});

describe("dashboards", () => {
  it("names the first dashboard New Dashboard and later ones New dashboard N", async () => {
    const first = await call<DashboardView>("POST", t.crew!, "/Dashboard", {
      widgets: [widget("WelcomeWidget", null, { x: 0, y: 0, w: 20, h: 12 })],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: "New Dashboard",
      owned: true,
      userId: user[DEMO_LOGINS.crew.email],
    });
    expect(first.body.widgets[0]).toMatchObject({ name: "Welcome", typeTemplate: "WelcomeWidget" });
    const second = await call<DashboardView>("POST", t.crew!, "/Dashboard", {});
    expect(second.body.name).toBe("New dashboard 2");
    const list = await call<DashboardView[]>("GET", t.crew!, "/Dashboard");
    expect(list.body.map((d) => d.name)).toEqual(["New Dashboard", "New dashboard 2"]);
    expect(list.body.map((d) => d.sequence)).toEqual([0, 1]);

    const reordered = await call<DashboardView[]>("PUT", t.crew!, "/Dashboard/Sequence", {
      ids: [second.body.id, first.body.id],
    });
    expect(reordered.body.map((d) => d.name)).toEqual(["New dashboard 2", "New Dashboard"]);
    expect(message((await call("PUT", t.crew!, "/Dashboard/Sequence", { ids: [first.body.id] })).body)).toBe(
      "The sequence must list each of your dashboards once.",
    );
  });

  it("renames, changes widgets and layout with a full update, and refuses what the rules forbid", async () => {
    const created = (await call<DashboardView>("POST", t.super!, "/Dashboard", { name: "Ops room" })).body;
    const base = { id: created.id, name: created.name, widgets: created.widgets, userIdsSharedWith: [] };
    expect(message((await call("PUT", t.super!, "/Dashboard", { ...base, name: "  " })).body)).toBe(
      "Name can not be empty",
    );
    expect(
      message((await call("PUT", t.super!, "/Dashboard", { ...base, name: "x".repeat(101) })).body),
    ).toMatch(/longer than 100/);
    const map = widget("MapWidget", null, { x: 0, y: 0, w: 9, h: 9 });
    const twoMaps = await call("PUT", t.super!, "/Dashboard", {
      ...base,
      widgets: [map, widget("MapWidget")],
    });
    expect(twoMaps.status).toBe(400);
    expect(message(twoMaps.body)).toBe("A dashboard can have only one Vessel map widget.");
    const tooMany = Array.from({ length: 51 }, () => widget("WelcomeWidget"));
    expect(message((await call("PUT", t.super!, "/Dashboard", { ...base, widgets: tooMany })).body)).toBe(
      "A dashboard may have at most 50 widgets.",
    );

    const renamed = await call<DashboardView>("PUT", t.super!, "/Dashboard", {
      ...base,
      name: "Bridge",
      widgets: [map],
      version: created.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Bridge", widgets: [{ id: map.id, name: "Vessel map" }] });
    // A stale version is refused with 409.
    expect((await call("PUT", t.super!, "/Dashboard", { ...base, version: created.version })).status).toBe(
      409,
    );

    // Widget calls: add, update, delete; unknown widgets fail with the spec's words.
    const secondMap = await call("POST", t.super!, `/Dashboard/${created.id}/Widgets`, {
      widget: widget("MapWidget"),
    });
    expect(message(secondMap.body)).toBe("A dashboard can have only one Vessel map widget.");
    const unknown = widget("WelcomeWidget");
    const upd = await call("PUT", t.super!, `/Dashboard/${created.id}/Widgets/${unknown.id}`, {
      widget: unknown,
    });
    expect([upd.status, message(upd.body)]).toEqual([404, "Could not find widget to update"]);
    const del = await call("DELETE", t.super!, `/Dashboard/${created.id}/Widgets/${unknown.id}`);
    expect([del.status, message(del.body)]).toEqual([404, "Could not find widget to delete"]);
    const moved = { ...map, name: "Map", layout: { x: 3, y: 1, w: 9, h: 9 } };
    const updated = await call<DashboardView>("PUT", t.super!, `/Dashboard/${created.id}/Widgets/${map.id}`, {
      widget: moved,
    });
    expect(updated.body.widgets).toEqual([{ ...moved, typeTemplate: "MapWidget" }]);
    const removed = await call<DashboardView>(
      "DELETE",
      t.super!,
      `/Dashboard/${created.id}/Widgets/${map.id}`,
    );
    expect(removed.body.widgets).toEqual([]);
    // A widget may only point to a configuration of its kind that the caller owns.
    const alien = await call("PUT", t.super!, "/Dashboard", {
      ...base,
      widgets: [widget("VesselDataTable", randomUUID())],
    });
    expect(message(alien.body)).toBe("Could not find config");
  });

  it("keeps the last dashboard and deletes the others with their widget configurations", async () => {
    const own = (await call<DashboardView[]>("GET", t.admin!, "/Dashboard")).body;
    expect(own).toEqual([]);
    const only = (await call<DashboardView>("POST", t.admin!, "/Dashboard", {})).body;
    const refused = await call("DELETE", t.admin!, `/Dashboard/${only.id}`);
    expect([refused.status, message(refused.body)]).toEqual([
      400,
      "The only remaining dashboard cannot be deleted.",
    ]);
    const config = (
      await call<{ id: string }>("POST", t.admin!, "/PerformanceStatusWidgetConfiguration", {
        vessels: [{ id: vessel["Nordic Aurora"] }],
      })
    ).body;
    const other = (
      await call<DashboardView>("POST", t.admin!, "/Dashboard", {
        widgets: [widget("PerformanceStatusWidget", config.id)],
      })
    ).body;
    expect(other.widgets[0]!.name).toBe("Performance status");
    expect((await call("DELETE", t.admin!, `/Dashboard/${other.id}`)).status).toBe(204);
    expect((await call("GET", t.admin!, `/PerformanceStatusWidgetConfiguration/${config.id}`)).status).toBe(
      404,
    );
    expect((await call<DashboardView[]>("GET", t.admin!, "/Dashboard")).body.map((d) => d.id)).toEqual([
      only.id,
    ]);
  });

  it("shares view-only with colleagues of the same company; viewers see only vessels of their access groups", async () => {
    const colleagues = (await call<ColleagueView[]>("GET", t.super!, "/Dashboard/Colleagues")).body;
    const crewId = user[DEMO_LOGINS.crew.email]!;
    const superId = user[DEMO_LOGINS.superUser.email]!;
    expect(colleagues.map((c) => c.id)).toContain(crewId);
    expect(colleagues.map((c) => c.id)).not.toContain(superId);

    const config = await call<VesselDataConfigView>("POST", t.super!, "/TableWidgetConfiguration", {
      displayType: "VesselDataTable",
      configurationName: "Speeds",
      vessels: [{ id: vessel["Nordic Aurora"] }, { id: vessel["Nordic Skagen"] }],
      columns: [column([v.DashAuroraSpeed!, v.DashSkagenSpeed!], "Averaged", { hours: 6 })],
    });
    expect(config.status).toBe(201);
    expect(config.body.vessels.map((x) => x.name)).toEqual(["Nordic Aurora", "Nordic Skagen"]);
    expect(config.body.columns[0]!.logVariables.map((x) => x.vesselId)).toEqual([
      vessel["Nordic Aurora"],
      vessel["Nordic Skagen"],
    ]);
    const tableWidget = widget("VesselDataTable", config.body.id);
    const dash = (
      await call<DashboardView>("POST", t.super!, "/Dashboard", {
        name: "Fleet speeds",
        widgets: [tableWidget],
      })
    ).body;
    const sharing = { id: dash.id, name: dash.name, widgets: dash.widgets };
    const self = await call("PUT", t.super!, "/Dashboard", { ...sharing, userIdsSharedWith: [superId] });
    expect(message(self.body)).toBe("A dashboard cannot be shared with yourself.");
    const foreign = await call("PUT", t.super!, "/Dashboard", {
      ...sharing,
      userIdsSharedWith: [user[DEMO_LOGINS.ops.email]],
    });
    expect(message(foreign.body)).toBe("A dashboard can be shared only with colleagues of your company.");
    const shared = await call<DashboardView>("PUT", t.super!, "/Dashboard", {
      ...sharing,
      userIdsSharedWith: [crewId],
    });
    expect(shared.body.userIdsSharedWith).toEqual([crewId]);

    // The colleague sees it under Shared with me, view-only.
    const seen = (await call<DashboardView[]>("GET", t.crew!, "/Dashboard")).body.find(
      (d) => d.id === dash.id,
    );
    expect(seen).toMatchObject({ owned: false, ownerName: expect.any(String), userIdsSharedWith: [] });
    const crewView = await call<VesselDataConfigView>(
      "GET",
      t.crew!,
      `/TableWidgetConfiguration/${config.body.id}`,
    );
    expect(crewView.body.owned).toBe(false);
    expect(crewView.body.vessels.map((x) => x.name)).toEqual(["Nordic Aurora"]);
    expect(crewView.body.columns[0]!.logVariables.map((x) => x.id)).toEqual([v.DashAuroraSpeed]);
    expect(JSON.stringify(crewView.body)).not.toContain(vessel["Nordic Skagen"]!);
    const crewList = (await call<VesselDataConfigView[]>("GET", t.crew!, "/TableWidgetConfiguration")).body;
    expect(crewList.map((c) => c.id)).toContain(config.body.id);
    // ... and never gets values of the vessel outside its access groups.
    const values = await call("GET", t.crew!, `/LogData/LastReceived?logVariableIds=${v.DashSkagenSpeed}`);
    expect(values.status).toBe(404);
    const own = await call<Array<{ value: number }>>(
      "GET",
      t.crew!,
      `/LogData/LastReceived?logVariableIds=${v.DashAuroraSpeed}`,
    );
    expect(own.body[0]!.value).toBe(12);

    // The colleague cannot change the dashboard or its configuration.
    for (const [method, path, body] of [
      ["PUT", "/Dashboard", { ...sharing, name: "Mine now", userIdsSharedWith: [] }],
      ["DELETE", `/Dashboard/${dash.id}`, undefined],
      ["POST", `/Dashboard/${dash.id}/Widgets`, { widget: widget("WelcomeWidget") }],
      ["PUT", `/Dashboard/${dash.id}/Widgets/${tableWidget.id}`, { widget: tableWidget }],
      ["DELETE", `/Dashboard/${dash.id}/Widgets/${tableWidget.id}`, undefined],
      ["PUT", `/TableWidgetConfiguration/${config.body.id}`, { configurationName: "x" }],
      ["DELETE", `/TableWidgetConfiguration/${config.body.id}`, undefined],
    ] as const) {
      const answer = await call(method, t.crew!, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    // A colleague cannot put the shared configuration on their own dashboard either.
    const mine = (await call<DashboardView[]>("GET", t.crew!, "/Dashboard")).body.find((d) => d.owned)!;
    const borrowed = await call("POST", t.crew!, `/Dashboard/${mine.id}/Widgets`, {
      widget: widget("VesselDataTable", config.body.id),
    });
    expect(message(borrowed.body)).toBe("Could not find config");

    // Another company sees nothing of it: 404 everywhere.
    expect((await call<DashboardView[]>("GET", t.ops!, "/Dashboard")).body.map((d) => d.id)).not.toContain(
      dash.id,
    );
    for (const [method, path, body] of [
      ["GET", `/Dashboard/${dash.id}`, undefined],
      ["PUT", "/Dashboard", { ...sharing, userIdsSharedWith: [] }],
      ["DELETE", `/Dashboard/${dash.id}`, undefined],
      ["GET", `/TableWidgetConfiguration/${config.body.id}`, undefined],
      ["PUT", `/TableWidgetConfiguration/${config.body.id}`, { configurationName: "x" }],
      ["DELETE", `/TableWidgetConfiguration/${config.body.id}`, undefined],
    ] as const) {
      const answer = await call(method, t.ops!, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }

    // Unsharing takes it away again.
    await call("PUT", t.super!, "/Dashboard", { ...sharing, userIdsSharedWith: [] });
    expect((await call<DashboardView[]>("GET", t.crew!, "/Dashboard")).body.map((d) => d.id)).not.toContain(
      dash.id,
    );
    expect((await call("GET", t.crew!, `/TableWidgetConfiguration/${config.body.id}`)).status).toBe(404);
  });

  it("records who changed a dashboard and when", async () => {
    const dash = (await call<DashboardView>("POST", t.super!, "/Dashboard", { name: "Audit me" })).body;
    await call("PUT", t.super!, "/Dashboard", {
      id: dash.id,
      name: "Audited",
      widgets: [],
      userIdsSharedWith: [],
    });
    const events = await server.ctx.store.readStream(`dashboard-${dash.id}`);
    expect(events.map((e) => e.type)).toEqual(["DashboardCreated", "DashboardRenamed"]);
    expect(events[1]!.metadata.userId).toBe(user[DEMO_LOGINS.superUser.email]);
    expect(events[1]!.metadata.recordedAt).toMatch(/^\d{4}-/);
  });
});

describe("widget configurations", () => {
  it("creates, reads, updates and deletes every kind", async () => {
    for (const kind of WIDGET_CONFIG_KINDS) {
      const body =
        kind === "TableWidgetConfiguration"
          ? { configurationName: "", vessels: [], columns: [] }
          : { vessels: [{ id: vessel["Nordic Aurora"] }] };
      const created = await call<{ id: string; owned: boolean }>("POST", t.super!, `/${kind}`, body);
      expect([kind, created.status, created.body.owned]).toEqual([kind, 201, true]);
      const id = created.body.id;
      expect(
        (await call<Array<{ id: string }>>("GET", t.super!, `/${kind}`)).body.map((c) => c.id),
      ).toContain(id);
      expect((await call("GET", t.super!, `/${kind}/${id}`)).status).toBe(200);
      const put = await call<{ vessels: unknown[] }>("PUT", t.super!, `/${kind}/${id}`, {
        ...body,
        vessels: [{ id: vessel["Nordic Skagen"] }],
      });
      expect([kind, put.status, put.body.vessels]).toEqual([
        kind,
        200,
        [{ id: vessel["Nordic Skagen"], name: "Nordic Skagen" }],
      ]);
      const putBodyId = await call("PUT", t.super!, `/${kind}`, { ...body, id, vessels: [] });
      expect([kind, putBodyId.status]).toEqual([kind, 200]);
      expect((await call("DELETE", t.super!, `/${kind}/${id}`)).status).toBe(204);
      expect((await call("GET", t.super!, `/${kind}/${id}`)).status).toBe(404);
      expect((await call("DELETE", t.super!, `/${kind}/${id}`)).status).toBe(404);
    }
  });

  it("starts CII configurations with ytd and showTable on", async () => {
    const cii = (await call<CiiConfigView>("POST", t.super!, "/CiiWidgetConfigs", {})).body;
    expect(cii).toMatchObject({ vessels: [], ytd: true, showTable: true });
    const changed = await call<CiiConfigView>("PUT", t.super!, `/CiiWidgetConfigs/${cii.id}`, { ytd: false });
    expect(changed.body).toMatchObject({ ytd: false, showTable: true });
  });

  it("resolves every vessel and log variable in the caller's scope and applies the time-span rules", async () => {
    const post = (token: string, body: unknown) => call("POST", token, "/TableWidgetConfiguration", body);
    // A vessel or variable outside the caller's access groups, or of another company, is not found.
    expect((await post(t.crew!, { vessels: [{ id: vessel["Nordic Skagen"] }] })).status).toBe(404);
    expect((await post(t.crew!, { columns: [column([v.DashSkagenSpeed!])] })).status).toBe(404);
    expect((await post(t.ops!, { columns: [column([v.DashAuroraSpeed!])] })).status).toBe(404);
    expect((await post(t.ops!, { vessels: [{ id: vessel["Nordic Aurora"] }] })).status).toBe(404);
    // Hours 1-300.
    const hours = await post(t.crew!, {
      columns: [column([v.DashAuroraSpeed!], "Averaged", { hours: 301 })],
    });
    expect([hours.status, message(hours.body)]).toEqual([400, "Selected hours must be between 1 and 300"]);
    // The accumulated-unit rule, with the variable's own unit (whatever caption the client sent).
    const temp = await post(t.crew!, {
      configurationName: "Temps",
      columns: [
        { ...column([v.DashAuroraTemp!], "FromAndToDates"), fromAndToDatesCalculationType: "Accumulated" },
      ],
    });
    expect(message(temp.body)).toBe(
      "Widgets [ Temps ] columns has not allowed variable unit for currently selected calculation type",
    );
    const speed = await post(t.crew!, { columns: [column([v.DashAuroraSpeed!], "LastVoyageAccumulated")] });
    expect(speed.status).toBe(201);
    // Dates of FromAndToDates in order.
    const reversed = await post(t.crew!, {
      columns: [
        column([v.DashAuroraSpeed!], "FromAndToDates", {
          fromDate: "2026-02-01T00:00:00Z",
          toDate: "2026-01-01T00:00:00Z",
        }),
      ],
    });
    expect(message(reversed.body)).toBe("The total timespan must be greater than 0");
    // Size limits.
    const manyVessels = Array.from({ length: 51 }, () => ({ id: randomUUID() }));
    expect(message((await post(t.crew!, { vessels: manyVessels })).body)).toBe(
      "A widget may show at most 50 vessels.",
    );
    const manyColumns = Array.from({ length: 21 }, () => column([v.DashAuroraSpeed!]));
    expect(message((await post(t.crew!, { columns: manyColumns })).body)).toBe(
      "A widget may have at most 20 columns.",
    );
    expect(message((await post(t.crew!, { configurationName: "x".repeat(101) })).body)).toMatch(
      /longer than 100/,
    );
  });
});

describe("graph data at an automatic interval", () => {
  it("asks BatchFind for at most maxPoints buckets per series", async () => {
    const window = `fromDate=${new Date(T0).toISOString()}&toDate=${new Date(T0 + 6 * HOUR).toISOString()}`;
    const batch = (extra: string) =>
      call<{ granularity: string; series: Array<{ data: unknown[] }>; continuationFilter: string | null }>(
        "GET",
        t.super!,
        `/LogData/BatchFind?logVariableIds=${v.DashAuroraSpeed},${v.DashSkagenSpeed}&${window}&${extra}`,
      );
    const fine = await batch("granularity=Auto&maxPoints=500");
    expect(fine.body.granularity).toBe("Minute");
    expect(fine.body.series.map((s) => s.data.length)).toEqual([360, 360]);
    const coarse = await batch("granularity=Auto&maxPoints=100");
    expect(coarse.body.granularity).toBe("Quarter");
    // 6 hours are 24 quarter-hours, 25 buckets when the window does not start on a quarter.
    for (const s of coarse.body.series) expect(s.data.length).toBeGreaterThanOrEqual(24);
    for (const s of coarse.body.series) expect(s.data.length).toBeLessThanOrEqual(25);
    expect(coarse.body.continuationFilter).toBeNull();
    // Without maxPoints, Auto keeps its meaning: the finest interval the window allows.
    expect((await batch("granularity=Auto")).body.granularity).toBe("Raw");
    const bad = await batch("granularity=Auto&maxPoints=0");
    expect([bad.status, message(bad.body)]).toEqual([
      400,
      "maxPoints must be a whole number from 1 to 10000.",
    ]);
  });
});
