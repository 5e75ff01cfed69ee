import { voyageLogStream } from "../../domain/voyageLog/voyageLog.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { confirmedVoyageEvents } from "../bench/reports.seed.js";
import { startTestServer, type TestServer } from "./testServer.js";

const port = (name: string, loCode: string, isMrvPort: boolean) => ({ name, loCode, isMrvPort });
export const OSLO = port("Oslo", "NOOSL", true);
export const ROTTERDAM = port("Rotterdam", "NLRTM", true);
export const SOUTHAMPTON = port("Southampton", "GBSOU", false);
export const NEW_YORK = port("New York", "USNYC", false);

/** Tokens of the demo administrator, Nordic Bulk's super user and the other company's user. */
export async function demoTokens(
  server: TestServer,
): Promise<{ admin: string; super: string; other: string }> {
  return {
    admin: await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password),
    super: await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password),
    other: await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password),
  };
}

/** The id of the demo vessel of that name, as the token's user lists it. */
export async function vesselIdNamed(server: TestServer, token: string, name: string): Promise<string> {
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
  return vessels.find((v) => v.name === name)!.id;
}

/**
 * Writes straight into the vessel's voyage log three confirmed voyages of March 2025 — Oslo → Rotterdam
 * (600 nm), Rotterdam → Southampton (250 nm), Southampton → New York (3,100 nm) — and the departure from
 * New York that ends the last, burning HFO on meter "ME" and MDO/MGO from "DO tank". `ids` names the
 * three departures and the last one; `cargoAmounts` loads cargo unit 1 on each voyage (none without);
 * `voyageNames` replaces the names ("Oslo-Rotterdam", …).
 */
export async function writeAuroraVoyages(
  server: TestServer,
  vesselId: string,
  options: {
    ids: readonly [string, string, string, string];
    cargoAmounts?: readonly [number, number, number];
    voyageNames?: readonly [string, string, string];
    correlationId: string;
  },
): Promise<void> {
  const { ids, cargoAmounts } = options;
  const names = options.voyageNames ?? ["Oslo-Rotterdam", "Rotterdam-Southampton", "Southampton-New York"];
  const cargo = (k: number) => (cargoAmounts ? [{ cargoUnitId: 1, amount: cargoAmounts[k]! }] : []);
  const events = confirmedVoyageEvents(
    vesselId,
    {
      meters: [{ id: "aurora-me", name: "ME", fuelTypeId: "default-hfo" }],
      tank: { id: "aurora-do", name: "DO tank", fuelTypeId: "default-mdo-mgo" },
    },
    [
      {
        id: ids[0],
        name: names[0],
        departure: { port: OSLO, at: "2025-03-01T06:00:00.000Z" },
        arrival: { port: ROTTERDAM, at: "2025-03-03T18:00:00.000Z" },
        distanceNm: 600,
        cargo: cargo(0),
        flowMeterTons: [{ sea: 50, berth: 0 }],
        tankTons: { sea: 2, berth: 4 },
      },
      {
        id: ids[1],
        name: names[1],
        departure: { port: ROTTERDAM, at: "2025-03-05T06:00:00.000Z" },
        arrival: { port: SOUTHAMPTON, at: "2025-03-06T06:00:00.000Z" },
        distanceNm: 250,
        cargo: cargo(1),
        flowMeterTons: [{ sea: 20, berth: 1 }],
      },
      {
        id: ids[2],
        name: names[2],
        departure: { port: SOUTHAMPTON, at: "2025-03-07T06:00:00.000Z" },
        arrival: { port: NEW_YORK, at: "2025-03-15T06:00:00.000Z" },
        distanceNm: 3100,
        cargo: cargo(2),
        flowMeterTons: [{ sea: 200, berth: 0 }],
      },
    ],
    { id: ids[3], port: NEW_YORK, at: "2025-03-17T06:00:00.000Z" },
  );
  const metadata = {
    userId: "test",
    companyId: null,
    correlationId: options.correlationId,
    causationId: null,
  };
  const written = await server.ctx.store.append(voyageLogStream(vesselId), events, {
    expectedVersion: "no_stream",
    metadata,
  });
  await server.ctx.waitFor(written.lastPosition);
}

/**
 * A test server whose Nordic Aurora carries cargo unit 1 and has the four voyages `ids` written and
 * confirmed (cargo 30,000, 20,000 and 0): the verification suites' start.
 */
export async function startAuroraVoyageServer(
  ids: readonly [string, string, string, string],
  correlationId: string,
) {
  const server = await startTestServer();
  const t = await demoTokens(server);
  const vesselId = await vesselIdNamed(server, t.super, "Nordic Aurora");
  await server.api("POST", `/VesselAdministrations/${vesselId}/AddCargoUnit`, {
    token: t.admin,
    body: { vesselId, cargoUnitId: 1 },
  });
  await writeAuroraVoyages(server, vesselId, {
    ids,
    cargoAmounts: [30000, 20000, 0],
    correlationId,
  });
  return { server, t, vesselId };
}
