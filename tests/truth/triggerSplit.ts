/**
 * `npx tsx tests/truth/triggerSplit.ts [docked|on-boarded|fast]` (VERBOSE=1 for every judged day): the
 * ISO 19030 maintenance trigger of a full hidden world in process — its days computed and folded as the
 * daily store folds them for `maintenanceTriggerOf` (the window from the latest dry docking to each day
 * end) — judged at every day end as the truth suite judges it (hullEventRows.ts triggerRows): the days it
 * fires before the true loss crosses the trigger, and its delay after; with the product's value, its
 * confidence and the truth's per day (docs/fouling.md "Maintenance trigger"). Seconds per world.
 */
import { performanceIndicators } from "../../domain/hullPerformance/indicators.js";
import { foldDays } from "../../domain/performance/dailyRecord.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { DOCKED_AND_CLEANED, FAST_FOULING, FOULED_AND_AGEING } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

const TRIGGER = 2;
const QUARTER_DAYS = 91;
const worlds = { docked: DOCKED_AND_CLEANED, "on-boarded": FOULED_AND_AGEING, fast: FAST_FOULING };
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(worlds);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

for (const name of names) {
  const spec = worlds[name as keyof typeof worlds];
  const { settings, records, courses, truthByDay, events, calibrationStarts } = worldInProcess(spec);
  const docking = spec.world.hullEvents.filter((e) => e.kind === "DryDocking").at(-1);
  if (!docking) {
    console.log(`${spec.world.name}: no dry docking, no trigger`);
    continue;
  }
  const truth = [...truthByDay.values()].sort((a, b) => a.dayStart - b.dayStart);
  const refEnd = docking.at + QUARTER_DAYS * DAY_MS;
  const reference = truth.filter((d) => d.dayStart >= docking.at && d.dayStart < refEnd);
  const refMean = reference.reduce((s, d) => s + d.speedLossPercent, 0) / reference.length;
  const trueCrossing = truth.find((d) => d.dayStart >= refEnd && d.speedLossPercent - refMean >= TRIGGER);
  const end = spec.first + spec.days * DAY_MS;
  let fired: number | null = null;
  let early = 0;
  let judged = 0;
  const firstEnd = Math.ceil(refEnd / DAY_MS) * DAY_MS + DAY_MS;
  for (let at = firstEnd; at <= end; at += DAY_MS) {
    const window = records.filter((r) => r.day >= Math.floor(docking.at / DAY_MS) * DAY_MS && r.day < at);
    const { analysis } = foldDays(window, settings, { courses, calibrationStarts });
    const [, , trigger] = performanceIndicators(analysis!.days, events, at, TRIGGER);
    judged++;
    const t = truthByDay.get(at - DAY_MS);
    if (process.env.VERBOSE === "1")
      console.log(
        `  ${iso(at)} value ${trigger!.value?.toFixed(2)} ± ${trigger!.confidence?.toFixed(2)} (eval ${trigger!.evaluation?.days} days, ref ${trigger!.reference?.meanPv?.toFixed(2)}) truth ${t ? (refMean - t.speedLossPercent).toFixed(2) : "—"} ${trigger!.triggered ? "FIRES" : ""}`,
      );
    if (!trigger!.triggered) continue;
    if (trueCrossing && at > trueCrossing.dayStart) {
      if (fired === null) fired = at;
      if (process.env.VERBOSE !== "1") break;
      continue;
    }
    early++;
  }
  console.log(
    `${spec.world.name}: true reference mean ${refMean.toFixed(2)} %, ${judged} days judged, ` +
      (trueCrossing
        ? `true crossing ${iso(trueCrossing.dayStart)}, fired ${fired === null ? "never" : iso(fired)} (delay ${fired === null ? "—" : (fired - trueCrossing.dayStart - DAY_MS) / DAY_MS} days), ${early} day(s) before it`
        : `no true crossing, ${early} false day(s)`),
  );
}
