/**
 * `npx tsx tests/truth/hullTrendSplit.ts [world]`: the hidden worlds in process (worldInProcess.ts), the
 * docking period's daily PV fitted as one line per stretch between hull events against one common slope
 * with a level step at each hull cleaning (domain/hullPerformance/hullTrend.ts): the slope against the
 * world's fouling rate, the cleaning's step against the true step, the clean-hull level after the docking
 * against the world's residual (docs/fouling.md "Hull trend").
 */

import { CLEAN_DAYS } from "../../domain/hullPerformance/cleanHullPeriod.js";
import { lineAt, trendStepAt } from "../../domain/hullPerformance/eventStep.js";
import { addedFuelFigures } from "../../domain/hullPerformance/foulingFigures.js";
import { type FoulingLoss, foulingLoss } from "../../domain/hullPerformance/foulingLoss.js";
import {
  fitHullTrend,
  slopeStandardError,
  stepBetween,
  stretchValueAt,
} from "../../domain/hullPerformance/hullTrend.js";
import { dayBlocksOf, foldDayBlocks } from "../../domain/performance/dailyRecord.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { FULL_WORLDS } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

const only = process.argv[2];
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
for (const spec of FULL_WORLDS.filter((w) => !only || w.world.name.startsWith(only))) {
  const { simulation, settings, records, courses, truthByDay, events, calibrationStarts } =
    worldInProcess(spec);
  const end = spec.first + spec.days * DAY_MS;
  const folded = foldDayBlocks(records.map(dayBlocksOf), settings, { courses, calibrationStarts });
  const analysis = folded.analysis!;
  const days = analysis.days;
  const priced = (loss: FoulingLoss) =>
    addedFuelFigures(
      { analysis, specificFuel: folded.specificFuel, fuelCurve: folded.fuelCurve },
      settings,
      loss,
    ).fuel?.tonnesPerDayAtSea ?? Number.NaN;
  const docking = events.find((e) => e.eventType === "DryDocking" || e.eventType === "NewCoating");
  const cleanings = events.filter((e) => e.eventType === "HullCleaning");
  const from = docking?.endTime ?? spec.first;
  const bounds = [from, ...cleanings.flatMap((c) => [c.startTime, c.endTime]), end];
  const stretches = [] as { t: number; value: number }[][];
  const truthStretches = [] as { t: number; value: number }[][];
  for (let i = 0; i < bounds.length; i += 2) {
    const inside = days.filter((d) => d.dayStart >= bounds[i]! && d.dayStart + DAY_MS <= bounds[i + 1]!);
    stretches.push(inside.map((d) => ({ t: d.dayStart + DAY_MS / 2, value: d.pv })));
    truthStretches.push(
      inside.map((d) => ({
        t: d.dayStart + DAY_MS / 2,
        value: -truthByDay.get(d.dayStart)!.speedLossPercent,
      })),
    );
  }
  const fit = fitHullTrend(stretches, 14);
  const tfit = fitHullTrend(truthStretches, 14);
  console.log(
    `${spec.world.name}: true rate ${(100 * spec.world.foulingPerYear).toFixed(2)} pp/yr; stretches ${stretches.map((s) => s.length).join(" + ")} days`,
  );
  console.log(
    `  common slope ${(-fit.perYear!).toFixed(3)} ± ${slopeStandardError(fit)!.toFixed(3)} pp/yr (inflation ${fit.inflation.toFixed(2)}; truth's days ${(-tfit.perYear!).toFixed(3)})`,
  );
  stretches.forEach((s, k) => {
    const own = lineAt(
      days.filter((d) => d.dayStart >= bounds[2 * k]! && d.dayStart + DAY_MS <= bounds[2 * k + 1]!),
      bounds[2 * k]!,
    );
    console.log(
      `  stretch ${k} ${iso(bounds[2 * k]!)}..${iso(bounds[2 * k + 1]!)}: own line ${(-own.changePerYear!).toFixed(3)} pp/yr, n ${s.length}; level at start ${(-stretchValueAt(fit, k, bounds[2 * k]!)!.value).toFixed(3)} % (own line ${(-own.atEvent!).toFixed(3)}, truth ${(100 * simulation.stateAt(bounds[2 * k]! + 1).speedLoss).toFixed(3)})`,
    );
  });
  if (docking) {
    const first = lineAt(
      days.filter((d) => d.dayStart >= docking.endTime && d.dayStart < docking.endTime + CLEAN_DAYS * DAY_MS),
      docking.endTime,
    );
    const v = stretchValueAt(fit, 0, docking.endTime)!;
    const t = stretchValueAt(tfit, 0, docking.endTime)!;
    const product = foulingLoss(days, days, docking.endTime)!;
    const joint = { ...product, baseline: -v.value, speedLoss: product.meanSpeedLoss + v.value };
    console.log(
      `  added fuel (t/day at sea): clean hull from the ${CLEAN_DAYS}-day line (product) ${priced(product).toFixed(3)} (s ${product.speedLoss.toFixed(3)} pp), from the joint fit ${priced(joint).toFixed(3)} (s ${joint.speedLoss.toFixed(3)} pp)`,
    );
    console.log(
      `  clean hull after the docking: joint ${(-v.value).toFixed(3)} ± ${(1.96 * v.standardError!).toFixed(3)} %, ${CLEAN_DAYS}-day line ${(-first.atEvent!).toFixed(3)} ± ${(1.96 * first.standardError!).toFixed(3)}, joint on truth's days ${(-t.value).toFixed(3)}`,
    );
  }
  cleanings.forEach((c, j) => {
    const step = stepBetween(fit, j, c.startTime, c.endTime)!;
    const tstep = stepBetween(tfit, j, c.startTime, c.endTime)!;
    const old = trendStepAt(days, c, events);
    const trueStep =
      100 * simulation.stateAt(c.endTime - 1).speedLoss -
      100 * spec.world.hullEvents.find((e) => e.at === c.endTime)!.residualLoss;
    console.log(
      `  cleaning ${iso(c.endTime)}: joint step ${step.value.toFixed(3)} ± ${(1.96 * step.standardError!).toFixed(3)} pp, product (trendStepAt) ${old.value?.toFixed(3)} ± ${old.confidence?.toFixed(3)}, true ${trueStep.toFixed(3)}, joint on truth's days ${tstep.value.toFixed(3)}`,
    );
  });
}
