import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { featureOf, vesselFeatures } from "../../server/shared/featureMapping.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
const vesselView = (name: string) =>
  Object.values(server.ctx.readModels.state("vessels").byId).find((v) => v.name === name)!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("vesselFeatures, kept per vessel", () => {
  it("answers the kept features while nothing changed, and new ones when the variables or the mapping change", async () => {
    const aurora = vesselView("Nordic Aurora");
    const first = await vesselFeatures(server.ctx, aurora);
    expect(await vesselFeatures(server.ctx, aurora)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(featureOf(first, "Shaft Power")?.variable).toBeNull();

    const writer = await server.ctx.timeSeries!.beginImport();
    const ids = await writer.defineVariables(aurora.id, [
      { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["ISO 19030: Delivered power"] },
      { name: "Speed Through Water", unit: "knot", onboardSystem: "Navigation", taxa: [] },
    ]);
    await writer.commit();
    const withVariables = await vesselFeatures(server.ctx, aurora);
    expect(withVariables).not.toBe(first);
    expect(featureOf(withVariables, "Shaft Power")?.variable?.id).toBe(ids.get("Shaft Power"));

    const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const mapped = await server.api("PUT", `/featuremapping/configuration?vesselid=${aurora.id}`, {
      token: superUser,
      body: {
        features: [
          {
            featureName: "Speed Through Water",
            logVariableId: ids.get("Speed Through Water"),
            intervalSeconds: 60,
            min: 0,
            max: 30,
            frozenLimitMinutes: 45,
          },
        ],
      },
    });
    expect(mapped.status).toBe(200);
    const configured = await vesselFeatures(server.ctx, aurora);
    expect(configured).not.toBe(withVariables);
    expect(featureOf(configured, "Speed Through Water")?.config).toMatchObject({ configured: true, max: 30 });
    // Another vessel's features are its own.
    expect(
      featureOf(await vesselFeatures(server.ctx, vesselView("Nordic Skagen")), "Shaft Power")?.variable
        ?.vesselId,
    ).not.toBe(aurora.id);
  });
});
