import { randomUUID } from "node:crypto";
import type { CurveDefinition, CurvePoint } from "../../domain/curves/referenceCurve.js";
import { seaTrialSpeedFuel } from "../../domain/simulator/seaTrial.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { SPEED_LOG_VARIABLE, variableDefinitions } from "../../domain/simulator/variables.js";
import { type AppContext, systemMetadata } from "../context.js";
import { addCurveCommand } from "../features/curves/commands.js";
import { refreshStatusOf } from "../features/longTrends/statusStore.js";
import { NORDIC_BULK_VESSELS } from "./demoFleet.js";

export const DEMO_CURVE_VESSEL = "Nordic Aurora";
export const DEMO_CURVE_NAME = "Speed – ME fuel, laden, calm water";
export const DEMO_BALLAST_CURVE_NAME = "Speed – ME fuel, ballast, calm water";
const FUEL_VARIABLE = "ME Fuel Mass Flow";

/**
 * The main engine's fuel flow (kg/hr) at each speed from 9 to 14.5 kn in calm water, laden (design
 * draft) or in ballast (the middle of the ballast band), as the ship's sea trial measured it
 * (domain/simulator/seaTrial.ts: the simulated ship with the trial's measurement error): what the vessel
 * burned as new. Imported through the curve command like any owner's curve.
 */
export function demoSpeedFuelPoints(condition: "Laden" | "Ballast" = "Laden"): CurvePoint[] {
  const demo = NORDIC_BULK_VESSELS.find((v) => v.particulars.name === DEMO_CURVE_VESSEL)!;
  const sim = simVesselFrom(demo.imoNumber, demo.particulars);
  const draft = condition === "Laden" ? sim.designDraft : (sim.ballastDraft.low + sim.ballastDraft.high) / 2;
  const speeds = Array.from({ length: 12 }, (_, i) => 9 + i * 0.5);
  return seaTrialSpeedFuel(sim, null, draft, speeds, { trial: condition === "Laden" ? 0 : 1 });
}

/**
 * Gives the demo bulk carrier two time-charter speed–consumption reference curves, laden and ballast (polynomial, order 3)
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
  await refreshStatusOf(ctx, vessel.id);
  const laden: CurveDefinition = {
    name: DEMO_CURVE_NAME,
    curveMode: "TimeCharter",
    curveFit: "Polynomial",
    regressionOrder: 3,
    xAxisLogVariableId: ids.get(SPEED_LOG_VARIABLE)!,
    yAxisLogVariableId: ids.get(FUEL_VARIABLE)!,
    points: demoSpeedFuelPoints("Laden"),
    loadCondition: "Laden",
    charterTerms: null,
  };
  const ballast: CurveDefinition = {
    ...laden,
    name: DEMO_BALLAST_CURVE_NAME,
    points: demoSpeedFuelPoints("Ballast"),
    loadCondition: "Ballast",
  };
  const metadata = systemMetadata(`demo-curves-${randomUUID()}`);
  // Laden last: the charter party page opens on the curve changed last.
  await addCurveCommand(ctx, metadata, vessel.id, ballast);
  return (await addCurveCommand(ctx, metadata, vessel.id, laden)).id;
}
