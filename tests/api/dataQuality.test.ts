import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_QUALITY_MESSAGES } from "../../domain/dataQuality/actions.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { refreshQualityDays } from "../../server/features/dataQuality/qualityDays.js";
import { DQ_MESSAGES } from "../../server/features/dataQuality/routes.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Two days of 1-minute data of Nordic Aurora, from T0 (days before today, so no demo data overlaps). */
const T0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
const T1 = T0 + 2 * DAY;
const GAP = [T0 + 10 * HOUR, T0 + 12 * HOUR] as const;
const FROZEN = [T0 + 30 * HOUR, T0 + 33 * HOUR] as const;
const SPIKE = T0 + 20 * HOUR + 17 * MIN;
const BIAS = 0.04;
const wobble = (t: number) => Math.round(100 * Math.sin(t / 7e5) * Math.cos(t / 3.1e6)) / 1000;
const sogAt = (t: number) => 12 + wobble(t);
const fuelAt = (t: number) => 1200 + Math.round(wobble(t) * 1000) / 10;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const iso = (ms: number) => new Date(ms).toISOString();
const span = `from=${iso(T0)}&to=${iso(T1)}`;

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;

  const writer = await server.ctx.timeSeries!.beginImport();
  const ids = await writer.defineVariables(vessel["Nordic Aurora"]!, [
    { name: "STW log", unit: "knot", onboardSystem: "Navigation", taxa: ["ISO 19030: Speed through water"] },
    { name: "Speed Over Ground", unit: "knot", onboardSystem: "Navigation", taxa: ["Navigation: GPS"] },
    { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["ISO 19030: Delivered power"] },
    {
      name: "ME Fuel Mass Flow",
      unit: "kg/hr",
      onboardSystem: "Flow meters",
      taxa: ["Consumer: Main engine", "Fuel: Mass flow"],
    },
  ]);
  const points = [];
  for (let at = T0; at < T1; at += MIN) {
    const sog = sogAt(at);
    points.push({ variableId: ids.get("Speed Over Ground")!, t: at, v: sog });
    points.push({
      variableId: ids.get("STW log")!,
      t: at,
      v: at === SPIKE ? 41 : Math.round(sog * (1 + BIAS) * 100) / 100,
    });
    if (at < GAP[0] || at >= GAP[1])
      points.push({ variableId: ids.get("Shaft Power")!, t: at, v: 6500 + Math.round(wobble(at) * 1000) });
    // The meter sticks for three hours, then moves on. It sticks at a reading it never gives otherwise
    // (its readings are whole tenths): near a crest of the wobble the readings just before FROZEN[0] can
    // equal its own, and the flat run then began minutes early (on 30 November 2026).
    const fuel = at >= FROZEN[0] && at < FROZEN[1] ? fuelAt(FROZEN[0]) + 0.05 : fuelAt(at);
    points.push({ variableId: ids.get("ME Fuel Mass Flow")!, t: at, v: fuel });
  }
  await writer.writePoints(points);
  const noon = T0 + DAY + 12 * HOUR;
  await writer.writeNoonReports(vessel["Nordic Aurora"]!, [
    { t: noon, values: { distanceNm: 288, steamingHours: 24, speedKn: 12, meFuelT: 40 } },
  ]);
  await writer.commit();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const get = <T = Record<string, unknown>>(token: string, path: string) =>
  server.api<T>("GET", path, { token });
const put = <T = Record<string, unknown>>(token: string, path: string, body: unknown) =>
  server.api<T>("PUT", path, { token, body });

interface Outlier {
  featureName: string;
  kind: string;
  from: string;
  to: string;
  status: string;
  actionId: string | null;
}

describe("feature mapping", () => {
  it("lists the feature catalogue and, per vessel, which features have a variable", async () => {
    const all = await get<Array<{ name: string }>>(t.crew!, "/Cds/Features");
    expect(all.status).toBe(200);
    expect(all.body.map((f) => f.name)).toContain("Speed Through Water");
    const aurora = await get<Array<{ name: string; available: boolean }>>(
      t.crew!,
      `/Cds/Features?vesselId=${vessel["Nordic Aurora"]}`,
    );
    expect(aurora.body.find((f) => f.name === "Speed Through Water")?.available).toBe(true);
    expect((await get(t.ops!, `/Cds/Features?vesselId=${vessel["Nordic Aurora"]}`)).status).toBe(404);
  });

  it("suggests a mapping from the taxa, and a SuperUser changes it (a User may not; another company gets 404)", async () => {
    const path = `/featuremapping/configuration?vesselid=${vessel["Nordic Aurora"]}`;
    const before = await get<{ features: Array<Record<string, unknown>> }>(t.crew!, path);
    const stw = before.body.features.find((f) => f.featureName === "Speed Through Water")!;
    expect(stw).toMatchObject({ logVariableName: "STW log", intervalSeconds: 60, configured: false });
    const change = { features: [{ ...stw, frozenLimitMinutes: 30, min: 0, max: 25 }] };
    expect((await put(t.crew!, path, change)).status).toBe(403);
    // ops is a User of another company: the vessel is not theirs, whatever their role.
    expect((await put(t.ops!, path, change)).status).toBe(404);
    const bad = await put<{ message: string }>(t.super!, path, { features: [{ ...stw, min: 5, max: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("min must be below max");
    const foreign = await put<{ message: string }>(t.super!, path, {
      features: [{ ...stw, logVariableId: 999_999 }],
    });
    expect(foreign.status).toBe(400);
    const saved = await put<{ features: Array<Record<string, unknown>> }>(t.super!, path, change);
    expect(saved.status).toBe(200);
    expect(saved.body.features.find((f) => f.featureName === "Speed Through Water")).toMatchObject({
      frozenLimitMinutes: 30,
      max: 25,
      configured: true,
    });
    expect((await get(t.crew!, `/featuremapping/configuration?vesselid=not-an-id`)).status).toBe(400);
  });
});

describe("data availability", () => {
  it("finds the 2-hour gap of the shaft power, with its share per day", async () => {
    const answer = await get<{
      features: Array<{ featureName: string; days: Array<{ availabilityPct: number }>; outages: unknown[] }>;
    }>(t.crew!, `/DataQuality/DataOutage?vesselId=${vessel["Nordic Aurora"]}&${span}`);
    expect(answer.status).toBe(200);
    const power = answer.body.features.find((f) => f.featureName === "Shaft Power")!;
    expect(power.outages).toEqual([{ start: iso(GAP[0]), end: iso(GAP[1]), durationMinutes: 120 }]);
    expect(power.days.map((d) => d.availabilityPct)).toEqual([91.7, 100]);
    const sog = answer.body.features.find((f) => f.featureName === "Speed Over Ground")!;
    expect(sog.outages).toEqual([]);
  });

  it("keeps the outage threshold per vessel; validates it", async () => {
    const path = `/DataQuality/DataOutage/Configuration?vesselId=${vessel["Nordic Aurora"]}`;
    expect((await get(t.crew!, path)).body).toMatchObject({ thresholdMinutes: 15 });
    expect((await put(t.super!, path, { thresholdMinutes: 0 })).status).toBe(400);
    expect((await put(t.ops!, path, { thresholdMinutes: 180 })).status).toBe(404);
    expect((await put(t.super!, path, { thresholdMinutes: 180 })).body).toMatchObject({
      thresholdMinutes: 180,
    });
    const answer = await get<{ features: Array<{ featureName: string; outages: unknown[] }> }>(
      t.crew!,
      `/DataQuality/DataOutage?vesselId=${vessel["Nordic Aurora"]}&featureName=Shaft%20Power&${span}`,
    );
    expect(answer.body.features).toHaveLength(1);
    expect(answer.body.features[0]!.outages).toEqual([]);
    await put(t.super!, path, { thresholdMinutes: 15 });
  });

  it("refuses a span too long, a bad time and a feature it does not know", async () => {
    const id = vessel["Nordic Aurora"];
    const long = await get<{ message: string }>(
      t.crew!,
      `/DataQuality/DataOutage?vesselId=${id}&from=2020-01-01&to=2021-01-01`,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(DQ_MESSAGES.span(31));
    expect((await get(t.crew!, `/DataQuality/DataOutage?vesselId=${id}&from=yesterday`)).status).toBe(400);
    expect((await get(t.crew!, `/DataQuality/DataOutage?vesselId=${id}&featureName=Warp`)).status).toBe(400);
    expect((await get(t.crew!, `/DataQuality/DataOutage`)).status).toBe(400);
  });
});

describe("outliers", () => {
  const id = () => vessel["Nordic Aurora"]!;
  const outliers = async () =>
    (await get<{ outliers: Outlier[] }>(t.crew!, `/DataQuality/Outliers?vesselId=${id()}&${span}`)).body
      .outliers;

  it("finds the out-of-range spike of the speed log and the frozen fuel flow, nothing else", async () => {
    const found = await outliers();
    expect(found.map((o) => [o.featureName, o.kind, o.from])).toEqual([
      ["ME Fuel Mass Flow", "Frozen", iso(FROZEN[0])],
      ["Speed Through Water", "OutOfRange", iso(SPIKE)],
    ]);
    const company = await get<{ outliers: Outlier[] }>(t.super!, `/DataQuality/CompanyOutliers?${span}`);
    expect(company.status).toBe(200);
    expect(company.body.outliers.length).toBeGreaterThanOrEqual(2);
    const nordic = server.ctx.readModels.state("vessels").byId[id()]!.companyId;
    expect((await get(t.ops!, `/DataQuality/CompanyOutliers?companyId=${nordic}&${span}`)).status).toBe(404);
    expect((await get(t.ops!, `/DataQuality/Outliers?vesselId=${id()}&${span}`)).status).toBe(404);
    const config = await get<{ features: Array<{ featureName: string }> }>(
      t.crew!,
      `/DataQuality/Outliers/Config?vesselId=${id()}`,
    );
    expect(config.body.features.length).toBeGreaterThan(10);
  });

  it("lets only a SuperUser or Administrator act, and another company not at all", async () => {
    const body = {
      vesselId: id(),
      featureName: "Speed Through Water",
      from: iso(SPIKE),
      to: iso(SPIKE),
      reason: "x",
    };
    const crew = await put<{ message: string }>(
      t.crew!,
      "/DataQuality/Outliers/TakeAction/Acknowledge",
      body,
    );
    expect(crew.status).toBe(403);
    expect((await put(t.ops!, "/DataQuality/Outliers/TakeAction/Acknowledge", body)).status).toBe(404);
    const opsAdminLike = await put(t.admin!, "/DataQuality/Outliers/TakeAction/Acknowledge", {
      ...body,
      vesselId: "00000000-0000-4000-8000-000000000000",
    });
    expect(opsAdminLike.status).toBe(404);
    const noReason = await put<{ message: string }>(t.super!, "/DataQuality/Outliers/TakeAction/Delete", {
      ...body,
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(DATA_QUALITY_MESSAGES.reasonRequired);
  });

  it("acknowledges, deletes (the chart and the speed log stop using the reading) and clears again", async () => {
    const body = {
      vesselId: id(),
      featureName: "ME Fuel Mass Flow",
      from: iso(FROZEN[0]),
      to: iso(FROZEN[1]),
      reason: "seen",
    };
    const ack = await put<{ id: string; recordedBy: string }>(
      t.super!,
      "/DataQuality/Outliers/TakeAction/Acknowledge",
      body,
    );
    expect(ack.status).toBe(200);
    expect((await outliers()).find((o) => o.kind === "Frozen")).toMatchObject({
      status: "Acknowledged",
      actionId: ack.body.id,
    });

    const chart = `/datafeature?vesselId=${id()}&featureName=Speed%20Through%20Water&${span}`;
    const before = await get<{ points: Array<{ t: string; v: number }> }>(t.crew!, chart);
    expect(before.body.points.some((p) => p.t === iso(SPIKE) && p.v === 41)).toBe(true);
    const del = await put<{ id: string; action: string; reason: string }>(
      t.super!,
      "/DataQuality/Outliers/TakeAction/Delete",
      {
        vesselId: id(),
        featureName: "Speed Through Water",
        from: iso(SPIKE),
        to: iso(SPIKE),
        reason: "Speed log spike",
      },
    );
    expect(del.body).toMatchObject({ action: "Delete", reason: "Speed log spike" });
    const after = await get<{ points: Array<{ t: string }> }>(t.crew!, chart);
    expect(after.body.points.some((p) => p.t === iso(SPIKE))).toBe(false);
    expect(after.body.points.length).toBe(before.body.points.length - 1);
    expect((await outliers()).some((o) => o.kind === "OutOfRange")).toBe(false);

    const clear = await put(t.super!, "/DataQuality/Outliers/TakeAction/Clear", {
      vesselId: id(),
      actionId: del.body.id,
      reason: "mistake",
    });
    expect(clear.status).toBe(200);
    expect((await get<{ points: unknown[] }>(t.crew!, chart)).body.points.length).toBe(
      before.body.points.length,
    );
    expect(
      (
        await put(t.super!, "/DataQuality/Outliers/TakeAction/Clear", {
          vesselId: id(),
          actionId: del.body.id,
        })
      ).status,
    ).toBe(404);
    // The deletion and its clearing stay in the log with who and why.
    const events = await server.ctx.store.readStream(`dataquality-${id()}`);
    const types = events.map((e) => e.type);
    expect(types).toContain("OutlierActionCleared");
    expect(
      events.find(
        (e) => e.type === "OutlierActionTaken" && (e.data as { reason: string }).reason === "Speed log spike",
      )?.metadata.userId,
    ).toBeTruthy();
  });
});

describe("speed log and noon report alignment", () => {
  it("estimates the speed log's 4 % bias against SOG, with the hourly series", async () => {
    const answer = await get<{ biasPct: number; days: Array<{ biasPct: number }> }>(
      t.crew!,
      `/DataQuality/SpeedLog?vesselId=${vessel["Nordic Aurora"]}&${span}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.biasPct).toBeCloseTo(BIAS * 100, 1);
    expect(answer.body.days).toHaveLength(2);
    for (const sub of ["DerivedSpeedThroughWater", "SpeedThroughWater"]) {
      const series = await get<{ points: unknown[] }>(
        t.crew!,
        `/DataQuality/SpeedLog/${sub}?vesselId=${vessel["Nordic Aurora"]}&${span}`,
      );
      expect(series.body.points).toHaveLength(48);
      expect(
        (await get(t.ops!, `/DataQuality/SpeedLog/${sub}?vesselId=${vessel["Nordic Aurora"]}&${span}`))
          .status,
      ).toBe(404);
    }
  });

  it("puts the noon report beside the logged day and flags the fuel that does not match", async () => {
    const answer = await get<{ rows: Array<{ deviationPct: Record<string, number>; flagged: string[] }> }>(
      t.crew!,
      `/DataQuality/DataAlignment?vesselId=${vessel["Nordic Aurora"]}&${span}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(1);
    const row = answer.body.rows[0]!;
    expect(Math.abs(row.deviationPct.distanceNm!)).toBeLessThan(1);
    expect(row.flagged).toEqual(["meFuelT"]);
    expect(
      (await get(t.crew!, `/DataQuality/DataAlignment?vesselId=${vessel["Nordic Aurora"]}&thresholdPct=0`))
        .status,
    ).toBe(400);
  });
});

describe("the Data Quality module", () => {
  it("is required: a vessel without it answers 403 and leaves the fleet overview", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const feature = (action: string) =>
      server.api("POST", `/VesselAdministrations/${fjell}/${action}`, {
        token: t.admin!,
        body: { vesselId: fjell, featureId: 3 },
      });
    expect((await feature("DeactivateFeature")).status).toBe(200);
    try {
      const answer = await get<{ message: string }>(t.crew!, `/DataQuality/SpeedLog?vesselId=${fjell}`);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(DQ_MESSAGES.featureMissing);
      const fleet = await get<{ vessels: Array<{ vesselId: string }> }>(
        t.super!,
        "/DataQuality/FleetOverview",
      );
      expect(fleet.body.vessels.some((v) => v.vesselId === fjell)).toBe(false);
    } finally {
      expect((await feature("ActivateFeature")).status).toBe(200);
    }
  });
});

describe("fleet overview", () => {
  it("gives each Data Quality vessel the caller sees a traffic light per check, worst first", async () => {
    const answer = await get<{
      vessels: Array<{
        vesselName: string;
        worst: string;
        checks: Record<string, { light: string; value: number }>;
      }>;
    }>(t.super!, `/DataQuality/FleetOverview?${span}`);
    expect(answer.status).toBe(200);
    const aurora = answer.body.vessels.find((v) => v.vesselName === "Nordic Aurora")!;
    expect(aurora.checks.speedLog!.light).toBe("amber");
    expect(aurora.checks.speedLog!.value).toBeCloseTo(4, 0);
    expect(aurora.checks.frozen!.light).toBe("amber");
    expect(aurora.checks.outliers!.light).not.toBe("green");
    const ranks = { red: 0, amber: 1, green: 2, none: 3 } as Record<string, number>;
    const order = answer.body.vessels.map((v) => ranks[v.worst]!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const ops = await get<{ vessels: Array<{ vesselName: string }> }>(
      t.ops!,
      `/DataQuality/FleetOverview?${span}`,
    );
    expect(ops.body.vessels.some((v) => v.vesselName === "Nordic Aurora")).toBe(false);
  });
});

describe("fleet overview from the stored days", () => {
  it("answers the stored days until the writer of the data refreshes them (an import does)", async () => {
    type Fleet = { vessels: Array<{ vesselName: string; checks: Record<string, { value: number }> }> };
    const outliers = async () => {
      const answer = await get<Fleet>(t.super!, `/DataQuality/FleetOverview?${span}`);
      expect(answer.status).toBe(200);
      return answer.body.vessels.find((v) => v.vesselName === "Nordic Aurora")!.checks.outliers!.value;
    };
    const before = await outliers();
    expect(await outliers()).toBe(before);
    // One reading far out of range in an hour that had none: the same span, one more bad hour.
    const sog = (await server.ctx.timeSeries!.variables(vessel["Nordic Aurora"]!)).find(
      (v) => v.name === "Speed Over Ground",
    )!;
    const at = T0 + 5 * HOUR + 30_000;
    const writer = await server.ctx.timeSeries!.beginImport();
    await writer.writePoints([{ variableId: sog.id, t: at, v: 95 }]);
    await writer.commit();
    expect(await outliers()).toBe(before);
    await refreshQualityDays(server.ctx, vessel["Nordic Aurora"]!, at, at);
    expect(await outliers()).toBe(before + 1);
  });
});
