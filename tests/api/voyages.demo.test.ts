import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VoyageAuditEntryDto, VoyageDto, VoyageSummaryDto } from "../../domain/voyages/dto.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let token = "";
const fuelCalls: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const aurora = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (v) => v.name === "Nordic Aurora",
  )!;
  await makeEmissionReady(server, aurora.id);
  await seedDemoVoyages(server.ctx, { fuel: async ({ departureId }) => void fuelCalls.push(departureId) });
  token = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
});
afterAll(async () => {
  await server.close();
});

describe("demo voyages of Nordic Aurora", () => {
  it("records four confirmed voyages between real ports and one open voyage", async () => {
    const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    const voyages = (await server.api<VoyageSummaryDto[]>("GET", `/Vessel/${aurora}/Voyages`, { token }))
      .body;
    expect(
      voyages.map((v) => [
        v.voyage?.name,
        v.fromPort?.loCode,
        v.toPort?.loCode,
        Boolean(v.voyage?.dataConfirmedAt),
      ]),
    ).toEqual([
      ["NA-2505", "NOOSL", undefined, false],
      ["NA-2504", "GBFXT", "NOOSL", true],
      ["NA-2503", "DEHAM", "GBFXT", true],
      ["NA-2502", "NLRTM", "DEHAM", true],
      ["NA-2501", "NOOSL", "NLRTM", true],
    ]);
    expect(fuelCalls).toHaveLength(4);
    const first = (await server.api<VoyageDto>("GET", `/Voyages/${voyages[4]!.departureId}`, { token })).body;
    expect(first.events.map((e) => e.type)).toEqual([
      "Departure",
      "StartAnchoring",
      "EndAnchoring",
      "Arrival",
      "Departure",
    ]);
    const history = (
      await server.api<VoyageAuditEntryDto[]>("GET", `/Audit/Voyages/${first.departureId}/events`, { token })
    ).body;
    expect(history.every((e) => e.userName === "System")).toBe(true);
  });
});
