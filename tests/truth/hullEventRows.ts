/**
 * The rows of the diagnostics truth suite (issue 30) about hull events: the ISO 19030 maintenance trigger's
 * delay after the true loss crossed the trigger value, and a hull cleaning's maintenance effect on every
 * screen that shows it against the true step. The truth is the simulator world's; the product's figures
 * are read the way the alert engine (maintenanceTriggerOf) and the pages (the API) read them.
 */
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import type { TruthDay } from "../../domain/simulator/truth.js";
import type { SimWorld } from "../../domain/simulator/world.js";
import { maintenanceTriggerOf } from "../../server/dailyPerformance/maintenanceTrigger.js";
import type { TestServer } from "../support/testServer.js";
import { judgeTruth, type TruthRow } from "./table.js";

type Row = (subject: string, measure: string, value: number, unit: string, note?: string) => TruthRow;
type Call = <T>(method: string, url: string, body?: unknown) => Promise<T>;

const QUARTER_DAYS = 91;

/**
 * The trigger judged day by day from the first day its three-month reference is complete: the delay from
 * the first day the true loss (day mean) lies `trigger` pp above the true mean of the reference period to
 * the first day the product's trigger fires; with no true crossing, the days it fired (false triggers).
 */
export async function triggerRows(
  server: TestServer,
  call: Call,
  vesselId: string,
  world: SimWorld,
  truth: readonly TruthDay[],
  end: number,
  row: Row,
): Promise<TruthRow[]> {
  const docking = world.hullEvents.filter((e) => e.kind === "DryDocking").at(-1);
  if (!docking) return [];
  const { triggerValue } = await call<{ triggerValue: number | null }>(
    "GET",
    `/Iso19030/TriggerValue/${vesselId}`,
  );
  const trigger = triggerValue ?? 2;
  if (triggerValue === null)
    await call("PUT", `/Iso19030/TriggerValue/${vesselId}`, { triggerValue: trigger });
  const refEnd = docking.at + QUARTER_DAYS * DAY_MS;
  const reference = truth.filter((d) => d.dayStart >= docking.at && d.dayStart < refEnd);
  const refMean = reference.reduce((s, d) => s + d.speedLossPercent, 0) / reference.length;
  const trueCrossing = truth.find((d) => d.dayStart >= refEnd && d.speedLossPercent - refMean >= trigger);
  let fired: number | null = null;
  let falseDays = 0;
  let judged = 0;
  const firstEnd = Math.ceil(refEnd / DAY_MS) * DAY_MS + DAY_MS;
  for (let at = firstEnd; at <= end; at += DAY_MS) {
    const indicator = await maintenanceTriggerOf(server.ctx, vesselId, at);
    if (!indicator) throw new Error("the maintenance trigger is not computed for this vessel");
    judged++;
    if (!indicator.triggered) continue;
    if (trueCrossing && at > trueCrossing.dayStart) {
      fired = at;
      break;
    }
    falseDays++;
  }
  const note = `trigger ${trigger} pp over the true reference mean ${refMean.toFixed(2)} %; ${judged} days judged`;
  if (!trueCrossing)
    return [
      judgeTruth(row("maintenance trigger", "false triggers (no true crossing)", falseDays, "days", note), {
        max: 0,
      }),
    ];
  const crossing = trueCrossing.dayStart + DAY_MS;
  return [
    judgeTruth(
      row(
        "maintenance trigger",
        "delay after the true crossing",
        fired === null ? Number.NaN : (fired - crossing) / DAY_MS,
        "days",
        `${note}; true crossing ${new Date(trueCrossing.dayStart).toISOString().slice(0, 10)}, ${falseDays} day(s) fired before it`,
      ),
      { max: 14 },
    ),
    judgeTruth(row("maintenance trigger", "fired before the true crossing", falseDays, "days"), { max: 0 }),
  ];
}

interface ImpactFigure {
  improvement: number | null;
  confidence: number | null;
}

/**
 * A hull cleaning's effect as the Fouling page (its event impacts), GET /Fouling/Impact and the ISO 19030
 * maintenance effect give it, against the true step of the fouling loss at the cleaning.
 */
export async function maintenanceEffectRows(
  call: Call,
  vesselId: string,
  world: SimWorld,
  lossBefore: (t: number) => number,
  foulingImpacts: ReadonlyArray<ImpactFigure & { eventType: string; date: string }>,
  row: Row,
): Promise<TruthRow[]> {
  const cleaning = world.hullEvents.filter((e) => e.kind === "HullCleaning").at(-1);
  if (!cleaning) return [];
  const trueStep = lossBefore(cleaning.at) - 100 * cleaning.residualLoss;
  const fouling = foulingImpacts.find(
    (i) => i.eventType === "HullCleaning" && Date.parse(i.date) === cleaning.at,
  );
  const impact = await call<ImpactFigure>(
    "GET",
    `/Fouling/Impact?vesselId=${vesselId}&eventDate=${new Date(cleaning.at).toISOString()}`,
  );
  const indicators = await call<{
    indicators: Array<{ kind: string; value: number | null; confidence: number | null }>;
  }>("GET", `/Iso19030/PerformanceIndicators/${vesselId}`);
  const effect = indicators.indicators.find((i) => i.kind === "MaintenanceEffect");
  const figures = [fouling?.improvement, impact.improvement, effect?.value].map((v) => v ?? Number.NaN);
  const spread = Math.max(...figures) - Math.min(...figures);
  const error = impact.improvement === null ? Number.NaN : impact.improvement - trueStep;
  return [
    judgeTruth(
      row(
        "maintenance effect",
        "step − true step",
        error,
        "pp",
        `true ${trueStep.toFixed(2)} pp, product ${impact.improvement?.toFixed(2)} ± ${impact.confidence?.toFixed(2)} pp`,
      ),
      { maxAbs: impact.confidence ?? 0 },
    ),
    judgeTruth(
      row(
        "maintenance effect",
        "spread over three screens",
        spread,
        "pp",
        `Fouling ${figures[0]!.toFixed(2)}, Impact ${figures[1]!.toFixed(2)}, ISO 19030 ${figures[2]!.toFixed(2)}`,
      ),
      { max: 0.01 },
    ),
  ];
}
