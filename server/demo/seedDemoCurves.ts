import { randomUUID } from "node:crypto";
import type { CurveDefinition, CurvePoint } from "../../domain/curves/referenceCurve.js";
import { seaTrialSpeedFuel } from "../../domain/simulator/seaTrial.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { SPEED_LOG_VARIABLE, variableDefinitions } from "../../domain/simulator/variables.js";
import { type AppContext, systemMetadata } from "../context.js";
import { addCurveCommand } from "../features/curves/commands.js";
import { NORDIC_BULK_VESSELS } from "./demoFleet.js";

export const DEMO_CURVE_VESSEL = "Nordic Aurora";
export const DEMO_CURVE_NAME = "Speed – ME fuel, laden, calm water";
const FUEL_VARIABLE = "ME Fuel Mass Flow";

/**
 * The main engine's fuel flow (kg/hr) at each speed from 9 to 14.5 kn, laden in calm water, as the
 * ship's sea trial measured it (domain/simulator/seaTrial.ts: the simulated ship with the trial's
 * measurement error): what the vessel burned as new. Imported through the curve command like any
 * owner's curve.
 */
export function demoSpeedFuelPoints(): CurvePoint[] {
  const demo = NORDIC_BULK_VESSELS.find((v) => v.particulars.name === DEMO_CURVE_VESSEL)!;
  const sim = simVesselFrom(demo.imoNumber, demo.particulars);
  const speeds = Array.from({ length: 12 }, (_, i) => 9 + i * 0.5);
  return seaTrialSpeedFuel(sim, null, sim.designDraft, speeds);
}

/**
 * Gives the demo bulk carrier a time-charter speed–consumption reference curve (polynomial, order 3)
 * between its speed log and its main-engine fuel flow, so the charter party page has numbers. The two
 * log variables are declared as the simulator's data packages declare them (ids are stable per vessel
 * and name, so the imported history lands on the same variables). Answers the curve id, or null when
 * the vessel or the time-series store is missing.
 */
export async function seedDemoCurves(ctx: AppContext): Promise<string | null> {
  const vessel = Object.values(ctx.readModels.state("vessels").byId).find(
    (v) => v.name === DEMO_CURVE_VESSEL,
  );
  if (!vessel || !ctx.timeSeries) return null;
  const wanted = variableDefinitions().filter(
    (v) => v.name === SPEED_LOG_VARIABLE || v.name === FUEL_VARIABLE,
  );
  const writer = await ctx.timeSeries.beginImport();
  let ids: Map<string, number>;
  try {
    ids = await writer.defineVariables(vessel.id, wanted);
    await writer.commit();
  } catch (error) {
    await writer.rollback();
    throw error;
  }
  const definition: CurveDefinition = {
    name: DEMO_CURVE_NAME,
    curveMode: "TimeCharter",
    curveFit: "Polynomial",
    regressionOrder: 3,
    xAxisLogVariableId: ids.get(SPEED_LOG_VARIABLE)!,
    yAxisLogVariableId: ids.get(FUEL_VARIABLE)!,
    points: demoSpeedFuelPoints(),
  };
  const curve = await addCurveCommand(
    ctx,
    systemMetadata(`demo-curves-${randomUUID()}`),
    vessel.id,
    definition,
  );
  return curve.id;
}
