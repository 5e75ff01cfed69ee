import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConditionView } from "../../domain/alerts/conditions.js";
import type { IncidentPage } from "../../domain/alerts/incidents.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { alertEngineOf } from "../../server/features/alerts/AlertEngine.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** The demo fleet's conditions are broken by its own simulated history (issue 12, Demo). */
describe("demo alerts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DEMO_HISTORY_DAYS: 10 });
  }, 60_000);
  afterAll(() => server?.close());

  it("a newcomer sees conditions with open and closed incidents once the history is imported", async () => {
    const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const pipeline = await importPipelineOf(server.ctx);
    const deadline = Date.now() + 240_000;
    // Wait until every queued package is imported (nothing queued or running).
    for (;;) {
      const waiting =
        (await pipeline.queue.waitingImoNumbers("receiveddata", new Date(Date.now() + 3_600_000))).length +
        (await pipeline.queue.waitingImoNumbers("pendingimports", new Date(Date.now() + 3_600_000))).length;
      const imported = (await server.api<unknown[]>("GET", "/SuccessfulImports/GetAll/31", { token: admin }))
        .body;
      if (waiting === 0 && Array.isArray(imported) && imported.length >= 50) break;
      if (Date.now() > deadline) throw new Error("the demo history did not import in time");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The newest package ends at midnight: three hours on (whatever the time of day now), the
    // "Logger silent" condition has waited long enough for its next package.
    await alertEngineOf(server.ctx).tick(
      Math.max(Date.now(), Math.floor(Date.now() / 86_400_000) * 86_400_000 + 3 * 3_600_000),
    );
    await alertEngineOf(server.ctx).idle();
    const conditions = (
      await server.api<ConditionView[]>("GET", "/NotificationConditions/Find", { token: superUser })
    ).body;
    expect(conditions.map((c) => c.name)).toContain("Main engine exhaust gas temperature high");
    const page = (await server.api<IncidentPage>("GET", "/Incidents/Find?limit=1000", { token: superUser }))
      .body;
    const byCondition = new Map<string, { open: number; closed: number }>();
    for (const i of page.items) {
      const counts = byCondition.get(i.conditionName) ?? { open: 0, closed: 0 };
      counts[i.isOpen ? "open" : "closed"]++;
      byCondition.set(i.conditionName, counts);
    }
    console.log("demo incidents by condition", Object.fromEntries(byCondition));
    expect(page.items.some((i) => i.isOpen)).toBe(true);
    expect(page.items.some((i) => !i.isOpen)).toBe(true);
    // Stamped with the data's times: within the imported days, not at the import's time.
    const oldest = Math.min(...page.items.map((i) => Date.parse(i.openVesselEvent.timestamp)));
    expect(Date.now() - oldest).toBeGreaterThan(24 * 3_600_000);
  }, 300_000);
});
