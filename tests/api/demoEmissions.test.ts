import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VoyageSummaryDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let token = "";
let aurora = "";

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoVoyages(server.ctx, await seedDemoFuel(server.ctx));
  token = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
  aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
});
afterAll(() => server.close());

describe("the demo's emission report for Nordic Aurora", () => {
  it("has complete emission settings", async () => {
    const status = await server.api<{ complete: boolean; missing: string[] }>(
      "GET",
      `/Vessels/${aurora}/EmissionSettingsStatus`,
      { token },
    );
    expect(status.body).toEqual({ complete: true, missing: [] });
  });

  it("reports a confirmed voyage's fuel from both flow meters (27.5 t/day HFO and 2.2 t/day MGO at sea)", async () => {
    const voyages = (await server.api<VoyageSummaryDto[]>("GET", `/Vessel/${aurora}/Voyages`, { token }))
      .body;
    // NA-2502: Rotterdam -> Hamburg, 24 h at sea, then 30 h at berth in Hamburg before the next departure.
    const rotterdamHamburg = voyages.find((v) => v.voyage?.name === "NA-2502")!;
    const report = await server.api<{
      fuels: Array<{ fuelType: string; tonnes: number; co2Tonnes: number }>;
      atBerth: { fuels: Array<{ fuelType: string; tonnes: number }> };
      distanceNm: number;
    }>("GET", `/EmissionReport/MrvVoyage/${rotterdamHamburg.departureId}?format=json`, { token });
    expect(report.status).toBe(200);
    expect(report.body.distanceNm).toBe(288);
    const total = (fuels: Array<{ tonnes: number }>) => fuels.reduce((sum, f) => sum + f.tonnes, 0);
    expect(total(report.body.fuels)).toBeCloseTo(27.5 + 2.2, 2);
    // Generators in port: 3.1 t/day for 30 h, reported apart as fuel burnt at berth (MRV Art. 9).
    expect(total(report.body.atBerth.fuels)).toBeCloseTo((3.1 * 30) / 24, 2);
  });
});
