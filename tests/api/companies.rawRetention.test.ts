import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RAW_RETENTION_MESSAGES } from "../../domain/companies/schemas.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { applyRawRetention } from "../../server/features/companies/rawRetention.js";
import { readAllPoints } from "../../server/timeseries/readAll.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface CompanyDto {
  id: string;
  name: string;
  rawRetentionMonths: number | null;
  version: number;
}

let server: TestServer;
let admin: string;
let nordic: CompanyDto;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const companies = (await server.api<CompanyDto[]>("GET", "/Companies", { token: admin })).body;
  nordic = companies.find((c) => c.name === "Nordic Bulk AS")!;
});
afterAll(async () => {
  await server.close();
});

const put = (id: string, body: unknown, token = admin) =>
  server.api<CompanyDto & { errors?: string[]; message?: string }>("PUT", `/Companies/${id}/RawRetention`, {
    token,
    body,
  });

describe("a company's raw data retention", () => {
  it("is empty (forever) until set; an administrator sets and clears it, each change a new version", async () => {
    expect(nordic.rawRetentionMonths).toBeNull();
    const set = await put(nordic.id, { rawRetentionMonths: 24, version: nordic.version });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ rawRetentionMonths: 24, version: nordic.version + 1 });
    const read = await server.api<CompanyDto>("GET", `/Companies/${nordic.id}`, { token: admin });
    expect(read.body.rawRetentionMonths).toBe(24);
    const cleared = await put(nordic.id, { rawRetentionMonths: null });
    expect(cleared.body.rawRetentionMonths).toBeNull();
    const stale = await put(nordic.id, { rawRetentionMonths: 12, version: nordic.version });
    expect(stale.status).toBe(409);
  });

  it("answers 400 with a clear message outside whole months from 3 to 240", async () => {
    for (const [body, message] of [
      [{ rawRetentionMonths: 0 }, RAW_RETENTION_MESSAGES.range],
      [{ rawRetentionMonths: 2 }, RAW_RETENTION_MESSAGES.range],
      [{ rawRetentionMonths: 241 }, RAW_RETENTION_MESSAGES.range],
      [{ rawRetentionMonths: 6.5 }, RAW_RETENTION_MESSAGES.notWhole],
      [{ rawRetentionMonths: "12" }, RAW_RETENTION_MESSAGES.notWhole],
      [{}, RAW_RETENTION_MESSAGES.missing],
    ] as const) {
      const res = await put(nordic.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([message]);
    }
    expect(RAW_RETENTION_MESSAGES.range).toBe(
      "Raw data retention must be between 3 and 240 months, or empty to keep raw data forever",
    );
  });

  it("may be changed by administrators only; an unknown company is 404", async () => {
    for (const login of [DEMO_LOGINS.superUser, DEMO_LOGINS.crew, DEMO_LOGINS.partner]) {
      const token = await server.login(login.email, login.password);
      expect((await put(nordic.id, { rawRetentionMonths: 12 }, token)).status).toBe(403);
    }
    expect((await put(nordic.id, { rawRetentionMonths: 12 }, "")).status).toBe(401);
    expect((await put("00000000-0000-4000-8000-000000000000", { rawRetentionMonths: 12 })).status).toBe(404);
  });

  it("the retention job removes the raw points of the company's vessels past it, and only theirs", async () => {
    const ctx = server.ctx;
    const store = ctx.timeSeries!;
    const vessels = Object.values(ctx.readModels.state("vessels").byId);
    const own = vessels.find((v) => v.companyId === nordic.id)!;
    const other = vessels.find((v) => v.companyId !== null && v.companyId !== nordic.id)!;
    const now = ctx.now().getTime();
    const old = now - 2 * 365 * 86_400_000;
    const writer = await store.beginImport();
    const ids: number[] = [];
    for (const vessel of [own, other]) {
      const id = (
        await writer.defineVariables(vessel.id, [
          { name: "RetentionProbe", unit: "knot", onboardSystem: "Test", taxa: [] },
        ])
      ).get("RetentionProbe")!;
      ids.push(id);
      await writer.writePoints([
        { variableId: id, t: old, v: 1 },
        { variableId: id, t: now - 60_000, v: 2 },
      ]);
    }
    await writer.commit();
    await put(nordic.id, { rawRetentionMonths: 12 });
    const done = await applyRawRetention(ctx);
    expect(done.points).toBeGreaterThanOrEqual(1);
    const raw = (id: number) =>
      readAllPoints(store, { variableId: id, from: old - 1, to: now, granularity: "Raw" });
    // The old point of the company's vessel is gone as raw data (its quarter-hour bucket answers).
    expect((await raw(ids[0]!)).map((p) => p.count)).toEqual([1, 1]);
    expect((await store.statistics([ids[0]!], old, old))[0]!.count).toBe(0);
    expect((await store.statistics([ids[1]!], old, old))[0]!.count).toBe(1);
    await put(nordic.id, { rawRetentionMonths: null });
  });
});
