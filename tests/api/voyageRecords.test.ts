import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { informationConfirmed, recorded, VOYAGE } from "../../domain/fuel/testFixtures.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { execute } from "../../server/commands/execute.js";
import { systemMetadata } from "../../server/context.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * A voyage's tabs list only the records inside the voyage (issue 33): a bunkering of an earlier voyage
 * is not listed again in the next ones, and a record at a departure is the voyage's it starts.
 */

let server: TestServer;
let token = "";
let vesselId = "";
const ids: Record<string, string> = {};

/** A vessel event id (a UUID) made of the vessel's id and the fixture's name. */
const eventIdOf = (name: string) =>
  `${vesselId.slice(0, 24)}${Buffer.from(name).toString("hex").padEnd(12, "0").slice(0, 12)}`;

// D1 1 Mar 00:00 … Arrival 3 Mar 00:00, D2 4 Mar 00:00 (the end of D1's voyage, the start of the next).
const TIMES = {
  beforeFirstDeparture: "2024-02-20T10:00:00.000Z",
  atSea: "2024-03-02T12:00:00.000Z",
  inPortAfterArrival: "2024-03-03T12:00:00.000Z",
  atSecondDeparture: "2024-03-04T00:00:00.000Z",
  secondVoyage: "2024-03-06T08:00:00.000Z",
};

const post = async (path: string, body: object) => {
  const answer = await server.api<{ id: string }>("POST", path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
};
const find = async (path: string, query: string) => {
  const answer = await server.api<{ timestamp: string }[]>("GET", `${path}/Find?${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.map((r) => r.timestamp).sort();
};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token })).body;
  vesselId = vessels[2]!.id;
  await execute(
    server.ctx,
    voyageLogAggregate,
    vesselId,
    () => [
      ...VOYAGE.map((e) => recorded({ ...e, id: eventIdOf(e.id) })),
      informationConfirmed(eventIdOf("d1")),
    ],
    { metadata: systemMetadata("voyage-records-test") },
  );
  ids.tank = await post("/FuelTanks", {
    vesselId,
    name: "Voyage records tank",
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  });
  ids.meter = await post("/FlowMeters", {
    vesselId,
    name: "Voyage records meter",
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1],
  });
  for (const timestamp of Object.values(TIMES)) {
    await post("/FuelTankOperations", {
      fuelTankId: ids.tank,
      timestamp,
      fuelTypeId: "default-hfo",
      fuelDensity: 0.99,
      fuelAdjustmentInTon: 100,
      sulphurContent: 0.5,
    });
    if (timestamp === TIMES.beforeFirstDeparture) continue;
    await post("/FuelTankSoundings", {
      fuelTankId: ids.tank,
      timestamp,
      fuelAmountInTon: 100,
      fuelAmountInCubicMetres: 101,
      fuelTemperatureInDegreesCelcius: 40,
    });
    await post("/FlowMeterOperations", { flowMeterId: ids.meter, timestamp, fuelTypeId: "default-hfo" });
  }
});
afterAll(() => server.close());

describe("the records of a voyage's tabs", () => {
  const lists = [
    ["/FuelTankOperations", () => `fuelTankId=${ids.tank}`],
    ["/FuelTankSoundings", () => `fuelTankId=${ids.tank}`],
    ["/FlowMeterOperations", () => `flowMeterId=${ids.meter}`],
  ] as const;
  const operations = lists.filter(([path]) => path !== "/FuelTankSoundings");

  it.each(operations)("%s lists only those inside the voyage, each in one voyage", async (path, holder) => {
    expect(await find(path, `${holder()}&departureId=${eventIdOf("d1")}`)).toEqual([
      TIMES.atSea,
      TIMES.inPortAfterArrival,
    ]);
    expect(await find(path, `${holder()}&departureId=${eventIdOf("d2")}`)).toEqual([
      TIMES.atSecondDeparture,
      TIMES.secondVoyage,
    ]);
  });

  it("/FuelTankSoundings lists the voyage's own and the opening and closing soundings its stock balance reads", async () => {
    const soundings = (departure: string) =>
      find("/FuelTankSoundings", `fuelTankId=${ids.tank}&departureId=${eventIdOf(departure)}`);
    // The sounding at D2 closes D1's voyage and opens D2's; no other crosses over.
    expect(await soundings("d1")).toEqual([TIMES.atSea, TIMES.inPortAfterArrival, TIMES.atSecondDeparture]);
    expect(await soundings("d2")).toEqual([TIMES.atSecondDeparture, TIMES.secondVoyage]);
  });

  it("no longer lists an earlier voyage's bunkering, which the spec's 12-month window did", async () => {
    const window = "fromDate=2023-03-04T00:00:00Z&toDate=2024-03-07T00:00:00Z";
    expect(await find("/FuelTankOperations", `fuelTankId=${ids.tank}&${window}`)).toContain(TIMES.atSea);
    expect(
      await find("/FuelTankOperations", `fuelTankId=${ids.tank}&${window}&departureId=${eventIdOf("d2")}`),
    ).not.toContain(TIMES.atSea);
    expect(
      await find("/FuelTankOperations", `fuelTankId=${ids.tank}&departureId=${eventIdOf("d1")}`),
    ).not.toContain(TIMES.beforeFirstDeparture);
  });

  it.each(lists)("%s answers 404 for an id that is no departure of the vessel", async (path, holder) => {
    for (const departureId of [eventIdOf("arr"), "00000000-0000-4000-8000-000000000000", "nonsense"]) {
      const answer = await server.api<{ message: string }>(
        "GET",
        `${path}/Find?${holder()}&departureId=${departureId}`,
        { token },
      );
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Voyage not found.");
    }
  });
});
