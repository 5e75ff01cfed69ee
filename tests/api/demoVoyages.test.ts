import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { loadState } from "../../server/commands/execute.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { confirmedVoyagesOf } from "../../server/features/emissionReports/reportInputs.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  // as server/createApp.ts seeds them when the demo has history (DEMO_HISTORY_DAYS > 0)
  await seedDemoVoyages(server.ctx, await seedDemoFuel(server.ctx));
  token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
});
afterAll(async () => server?.close());

/** The demo's voyages whose data it seeded confirmed, per vessel. */
async function confirmedDemoVoyages() {
  const found: { vesselId: string; departureId: string; name: string }[] = [];
  for (const vessel of Object.values(server.ctx.readModels.state("vessels").byId)) {
    const { state } = await loadState(
      server.ctx,
      voyageLogAggregate,
      voyageLogAggregate.streamName(vessel.id),
    );
    for (const event of vesselEventsOf(state.voyages))
      if (event.type === "Departure" && event.voyage?.dataConfirmedAt)
        found.push({ vesselId: vessel.id, departureId: event.id, name: event.voyage.name });
  }
  return found;
}

describe("demo voyages (issue 33 §5)", () => {
  it("carry the fuel the crew entered into the rows confirming the information loaded", async () => {
    const aurora = Object.values(server.ctx.readModels.state("vessels").byId).find(
      (v) => v.name === "Nordic Aurora",
    )!;
    const voyages = await confirmedVoyagesOf(server.ctx, aurora);
    const na2502 = voyages.find((v) => v.voyageName === "NA-2502")!;
    const hfo = na2502.fuels.find((f) => f.fuelType.shortName === "HFO")!;
    // seedDemoFuel: ME 27.5 t/day at sea over the 24 h passage Rotterdam-Hamburg, 0 t in port
    expect(hfo.tonnesAtSea).toBeCloseTo(27.5, 3);
    expect(hfo.tonnesAtBerth).toBe(0);
  });

  it("can each be unconfirmed and confirmed again through the API, as a crew would", async () => {
    const voyages = await confirmedDemoVoyages();
    expect(voyages.map((v) => v.name)).toEqual(["NA-2501", "NA-2502", "NA-2503", "NA-2504"]);
    const step = (departureId: string, action: string) =>
      server.api<{ message?: string }>("POST", `/EmissionReportVesselEvents/${departureId}/${action}`, {
        token,
      });
    for (const voyage of voyages) {
      const unconfirmed = await step(voyage.departureId, "UnconfirmVoyageData");
      expect(unconfirmed.status, `${voyage.name}: ${unconfirmed.body.message}`).toBe(200);
      const confirmed = await step(voyage.departureId, "ConfirmVoyageData");
      expect(confirmed.status, `${voyage.name}: ${confirmed.body.message}`).toBe(200);
    }
  });
});
