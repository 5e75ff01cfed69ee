import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { emissionSettingsStatus } from "../../domain/fuel/emissionSettings.js";
import { addFuelTank } from "../../domain/fuel/meters.js";
import { EMISSION_READY_VESSEL } from "../../domain/fuel/testFixtures.js";
import { addCargoUnit, updateEmissionSettings, vesselAggregate } from "../../domain/vessels/vessel.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import type { VesselEventDto } from "../../domain/voyages/dto.js";
import { execute } from "../../server/commands/execute.js";
import { systemMetadata } from "../../server/context.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "./testServer.js";

/**
 * Completes a vessel's emission settings (spec 2 §5), as an office would before recording voyages:
 * fills the general fields, adds cargo unit 1 when it carries none, and a fuel tank when it has no
 * active flow meter or tank. Only what is missing is added, so meters a test set up stay as they are.
 */
export async function makeEmissionReady(server: TestServer, vesselId: string): Promise<void> {
  const ctx = server.ctx;
  const metadata = systemMetadata(`test-emission-ready-${randomUUID()}`);
  const { cargoUnitIds: _, ...settings } = EMISSION_READY_VESSEL;
  await execute(
    ctx,
    vesselAggregate,
    vesselId,
    (state) => [
      ...(state.cargoUnitIds.length === 0 ? addCargoUnit(state, { vesselId, cargoUnitId: 1 }) : []),
      ...updateEmissionSettings(state, { vesselId, settings }),
    ],
    { metadata },
  );
  await execute(
    ctx,
    voyageLogAggregate,
    vesselId,
    (log) => {
      const vessel = ctx.readModels.state("vessels").byId[vesselId]!;
      if (emissionSettingsStatus(vessel, log.fuel).complete) return [];
      return addFuelTank(log, {
        fuelTankId: randomUUID(),
        vesselId,
        name: "Settings tank",
        fuelTypeId: "default-hfo",
        fuelConsumptionSources: [1],
        fuelTypeIds: new Set(["default-hfo"]),
      });
    },
    { metadata },
  );
}

/** Where a voyage test records: the server, the super user's token and the vessel. */
export interface VoyageBench {
  server: TestServer;
  token: string;
  vesselId: string;
}

/** A test server with Nordic Bulk's super user signed in and Nordic Fjell made emission-ready. */
export async function startWithEmissionReadyVessel(): Promise<VoyageBench> {
  const server = await startTestServer();
  const token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
  const vesselId = vessels.find((v) => v.name === "Nordic Fjell")!.id;
  await makeEmissionReady(server, vesselId);
  return { server, token, vesselId };
}

/**
 * The calls of a voyage test on the bench `bench()` answers (set in its beforeAll). `api` calls as the
 * bench's user (or the token `as`), expects the status (200 unless named, the answer's message in the
 * failure) and answers the body; `record` creates a vessel event and confirms it, a departure with the
 * cargo of cargo unit 1 (the one makeEmissionReady gives a vessel without any).
 */
export function voyageCalls(bench: () => VoyageBench) {
  const api = async <T>(method: string, path: string, body?: unknown, expected = 200, as?: string) => {
    const { server, token } = bench();
    const answer = await server.api<T & { message?: string }>(method, path, { token: as ?? token, body });
    expect(answer.status, `${method} ${path}: ${answer.body?.message ?? ""}`).toBe(expected);
    return answer.body;
  };
  const record = async (type: string, timestamp: string, extra: object = {}) => {
    const { vesselId } = bench();
    const created = await api<VesselEventDto>(
      "POST",
      "/EmissionReportVesselEvents",
      { vesselId, type, timestamp, ...extra },
      201,
    );
    if (type === "Departure")
      await api("POST", "/VesselEventCargoDetails", {
        vesselEventId: created.id,
        cargoUnitId: 1,
        cargoCarried: 52000,
      });
    const latest = await api<VesselEventDto>("GET", `/EmissionReportVesselEvents/${created.id}`);
    return api<VesselEventDto>("PUT", `/EmissionReportVesselEvents/${created.id}`, {
      version: latest.version,
      isConfirmed: true,
    });
  };
  return { api, record };
}

/**
 * The voyage both fuel-transfer suites record on the bench: a main-engine flow meter and an HFO tank
 * (flow meter source 1), then a confirmed Departure from Hamburg, Arrival at Oslo and the next Departure
 * from Oslo that ends the voyage. `names` are the voyage's and the next voyage's names.
 */
export async function meterTankAndVoyage(
  calls: ReturnType<typeof voyageCalls>,
  vesselId: string,
  names: { voyage: string; next: string },
) {
  const { api, record } = calls;
  const source = { fuelTypeId: "default-hfo", fuelConsumptionSources: [1] };
  await api("POST", "/FlowMeters", { vesselId, name: "ME", ...source }, 201);
  const tankId = (
    await api<{ id: string }>("POST", "/FuelTanks", { vesselId, name: "HFO 2S", ...source }, 201)
  ).id;
  const departure = await record("Departure", "2025-06-01T06:00:00.000Z", {
    voyage: { name: names.voyage, type: "Laden" },
    port: { name: "Hamburg", loCode: "DEHAM" },
  });
  const arrival = await record("Arrival", "2025-06-03T18:00:00.000Z", {
    port: { name: "Oslo", loCode: "NOOSL" },
  });
  const end = await record("Departure", "2025-06-04T10:00:00.000Z", {
    voyage: { name: names.next, type: "Ballast" },
    port: { name: "Oslo", loCode: "NOOSL" },
  });
  return { tankId, departure, arrival, end };
}
