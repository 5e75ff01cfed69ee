import { randomUUID } from "node:crypto";
import { emissionSettingsStatus } from "../../domain/fuel/emissionSettings.js";
import { addFuelTank } from "../../domain/fuel/meters.js";
import { EMISSION_READY_VESSEL } from "../../domain/fuel/testFixtures.js";
import { addCargoUnit, updateEmissionSettings, vesselAggregate } from "../../domain/vessels/vessel.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { execute } from "../../server/commands/execute.js";
import { systemMetadata } from "../../server/context.js";
import type { TestServer } from "./testServer.js";

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
