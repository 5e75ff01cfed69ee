import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_VARIABLES } from "../../domain/simulator/variables.js";
import { startTestServer, type TestServer } from "../../tests/support/testServer.js";
import { ATLANTIC_TANKERS_VESSELS, DEMO_LOGINS, NORDIC_BULK_VESSELS } from "./demoFleet.js";
import { seedDemoHistory } from "./seedDemoHistory.js";

interface ImportRow {
  importPath: string;
  imoNumber: string;
  status: number;
}

describe("demo history", () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(async () => server?.close());

  it("sends every data-receiving demo vessel's days through the import pipeline", async () => {
    const queued = await seedDemoHistory(server.ctx, { days: 2, recentDays: 1, stepSeconds: 3600 });
    const demoImos = [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS].map((v) => v.imoNumber);
    expect(queued).toBe(2 * demoImos.length);

    let imported: ImportRow[] = [];
    for (let i = 0; i < 240 && imported.length < queued; i++) {
      const failed = await server.api<ImportRow[]>("GET", "/FailedImports", { token: admin });
      expect(failed.body).toEqual([]);
      imported = (await server.api<ImportRow[]>("GET", "/SuccessfulImports/GetAll/1", { token: admin })).body;
      if (imported.length < queued) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(imported).toHaveLength(queued);
    expect(new Set(imported.map((r) => r.imoNumber))).toEqual(new Set(demoImos));

    const vessel = Object.values(server.ctx.readModels.state("vessels").byId).find(
      (v) => v.imoNumber === demoImos[0] && v.isDataReceiver,
    )!;
    const variables = await server.ctx.timeSeries!.variables(vessel.id);
    expect(variables.map((v) => v.name).sort()).toEqual(SIM_VARIABLES.map((v) => v.name).sort());
    expect(variables.find((v) => v.name === "Shaft Power")).toMatchObject({ unit: "kW", hasLogData: true });
    expect(await server.ctx.timeSeries!.latestPosition(vessel.id)).not.toBeNull();
  }, 120_000);
});
