/**
 * `npx tsx tests/truth/addedFuelSplit.ts`: the three full hidden worlds in process — their days computed
 * and folded as the daily store folds them — and the added fuel of the whole window (what the truth suite
 * reads from GET /Fouling/SpeedLoss) split into its parts: the speed loss priced (which days, which
 * clean-hull baseline) and the pricing itself (the truth's own loss priced by the product's formula on the
 * product's operating profile and fuel curve), against the truth suite's figure (each hour at sea: fuel −
 * the fuel of the clean-hull power at the same speed and weather, at the shop-test SFOC) (docs/fouling.md
 * "Added fuel against the clean hull"); PROBE=1 also reads each period's clean hull from the line through
 * all its days instead of its first CLEAN_DAYS. The day records are cached in /tmp (delete the files after changing the day
 * computation).
 */

import { CLEAN_DAYS } from "../../domain/hullPerformance/cleanHullPeriod.js";
import { lineAt } from "../../domain/hullPerformance/eventStep.js";
import { periodStartsOf } from "../../domain/hullPerformance/events.js";
import { addedFuelFigures } from "../../domain/hullPerformance/foulingFigures.js";
import { cleanHullEventOf, type FoulingLoss, foulingLoss } from "../../domain/hullPerformance/foulingLoss.js";
import { dayBlocksOf, foldDayBlocks } from "../../domain/performance/dailyRecord.js";
import { foulingPowerFactor } from "../../domain/simulator/physics.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { worldSfoc } from "../../domain/simulator/world.js";
import { FULL_WORLDS } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const only = process.env.WORLD;

for (const spec of FULL_WORLDS.filter((w) => !only || w.world.name.startsWith(only))) {
  const { simulation, sim, settings, records, courses, truthByDay, events, calibrationStarts } =
    worldInProcess(spec);
  const end = spec.first + spec.days * DAY_MS;
  const folded = foldDayBlocks(records.map(dayBlocksOf), settings, { courses, calibrationStarts });
  const analysis = folded.analysis!;
  const result = { analysis, specificFuel: folded.specificFuel, fuelCurve: folded.fuelCurve };
  const days = analysis.days;

  // The truth suite's figure, and the true loss over the same hours at sea.
  let addedKg = 0;
  let seaHours = 0;
  let addedKw = 0;
  let powerKw = 0;
  const hourLoss: number[] = [];
  for (let t = spec.first + 1800_000; t < end; t += 3600_000) {
    const s = simulation.stateAt(t);
    if (s.mode !== "AtSea") continue;
    seaHours++;
    hourLoss.push(100 * s.speedLoss);
    const clean = s.shaftPower / foulingPowerFactor(s.speedLoss);
    addedKw += s.shaftPower - clean;
    powerKw += s.shaftPower;
    addedKg += s.mainEngineFuel - (clean * worldSfoc(spec.world, clean / sim.mcr, t)) / 1000;
  }
  const trueAdded = addedKg / 1000 / (seaHours / 24);
  const loss = (speedLoss: number, confidence: number | null = null): FoulingLoss => ({
    meanSpeedLoss: speedLoss,
    days: days.length,
    baseline: 0,
    baselineMeasured: false,
    baselineEvent: null,
    speedLoss,
    confidence,
  });
  const priced = (l: FoulingLoss | null) => addedFuelFigures(result, settings, l).fuel;
  const row = (name: string, l: FoulingLoss | null) => {
    const fuel = priced(l);
    const t = fuel?.tonnesPerDayAtSea ?? Number.NaN;
    const range = fuel?.range?.tonnesPerDayAtSea;
    console.log(
      `  ${name.padEnd(58)} s ${l?.speedLoss.toFixed(3)}${l?.confidence ? ` ± ${l.confidence.toFixed(3)}` : ""} pp` +
        `${l && l.baseline !== 0 ? ` (mean ${l.meanSpeedLoss.toFixed(3)} − ${l.baseline.toFixed(3)}, ${l.days} days)` : ""}` +
        ` → ${t.toFixed(3)} t/day${range ? ` (95 %: ${range[0].toFixed(2)}–${range[1].toFixed(2)})` : ""}, ${((100 * (t - trueAdded)) / trueAdded).toFixed(1)} %`,
    );
  };
  const resetting = periodStartsOf(events).sort((a, b) => a - b);
  const baselineAt = (event: number) => {
    const line = lineAt(
      days.filter((d) => d.dayStart >= event && d.dayStart < event + CLEAN_DAYS * DAY_MS),
      event,
    );
    return line.atEvent === null ? Number.NaN : -line.atEvent;
  };
  const productDays = days.map((d) => d.dayStart);
  const truthOnDays = productDays.map((t) => truthByDay.get(t)!.speedLossPercent);
  const trueOnAccepted = mean(analysis.blocks.map((b) => 100 * simulation.stateAt(b.t + 300_000).speedLoss));
  console.log(
    `${spec.world.name}: truth ${trueAdded.toFixed(3)} t/day at sea (${seaHours} h at sea); true loss: ` +
      `hours at sea ${mean(hourLoss).toFixed(3)} %, product's days ${mean(truthOnDays).toFixed(3)} %, accepted blocks ${trueOnAccepted.toFixed(3)} % | ` +
      `events ${events.map((e) => `${e.eventType}@${new Date(e.endTime).toISOString().slice(0, 10)}`).join(", ")} | ` +
      `clean-hull baselines ${resetting.map((e) => baselineAt(e).toFixed(3)).join(", ")} | ` +
      `SFOC mean ${folded.specificFuel?.toFixed(1)} g/kWh, curve ${folded.fuelCurve ? "yes" : "no"}`,
  );
  // Pricing alone: the truth's own loss through the product's formula.
  row("pricing: true loss of the hours at sea", loss(mean(hourLoss)));
  row("pricing: true loss of the accepted blocks", loss(trueOnAccepted));
  row("pricing: true loss of the product's days", loss(mean(truthOnDays)));
  {
    const f = priced(loss(mean(hourLoss)))!;
    const profilePower = f.bins.reduce((a, b) => a + b.share * b.meanPower, 0);
    const profileRef = f.bins.reduce((a, b) => a + b.share * b.referencePower, 0);
    console.log(
      `  power: truth's hours at sea mean ${(powerKw / seaHours).toFixed(0)} kW, added ${(addedKw / seaHours).toFixed(0)} kW (${((1000 * addedKg) / (addedKw * 1)).toFixed(1)} g/kWh) | ` +
        `product's profile at the same loss: logged ${profilePower.toFixed(0)} kW, reference ${profileRef.toFixed(0)} kW, added ${f.addedPower.toFixed(0)} kW (${f.marginalSfoc.toFixed(1)} g/kWh)`,
    );
  }
  // The speed loss: which days and which baseline.
  const latest = resetting.at(-1) ?? null;
  row(
    "before #5: days since the latest event − baseline after it",
    latest === null
      ? foulingLoss(days, days, null)
      : foulingLoss(
          days.filter((d) => d.dayStart >= latest),
          days,
          latest,
        ),
  );
  row(
    "product: all days − baseline after the latest docking",
    foulingLoss(days, days, cleanHullEventOf(events, end)),
  );
  row("all days − baseline after the latest event (a cleaning too)", foulingLoss(days, days, latest));
  row("all days − 0 (the reference)", foulingLoss(days, days, null));
  if (process.env.PROBE === "1")
    for (const e of resetting) {
      const next = resetting.find((t) => t > e) ?? end;
      const span = days.filter((d) => d.dayStart >= e && d.dayStart < next);
      const line = lineAt(span, e);
      console.log(
        `  probe: line through the ${span.length} daily values ${new Date(e).toISOString().slice(0, 10)}..next event read at it: ${(-line.atEvent!).toFixed(3)} ± ${(1.96 * line.standardError!).toFixed(3)} (first ${CLEAN_DAYS} days: ${baselineAt(e).toFixed(3)})`,
      );
    }
  const perDay = productDays.map((t, i) => days[i]!.speedLoss - truthByDay.get(t)!.speedLossPercent);
  console.log(
    `  method's level (product − truth, pp) on the product's days: all ${mean(perDay).toFixed(3)}` +
      resetting
        .map((e, i) => {
          const next = resetting[i + 1] ?? end;
          const xs = perDay.filter((_, j) => productDays[j]! >= e && productDays[j]! < next);
          const first = perDay.filter(
            (_, j) => productDays[j]! >= e && productDays[j]! < Math.min(next, e + CLEAN_DAYS * DAY_MS),
          );
          return `; from ${new Date(e).toISOString().slice(0, 10)} ${mean(xs).toFixed(3)} (n ${xs.length}), its first ${CLEAN_DAYS} days ${mean(first).toFixed(3)}`;
        })
        .join("") +
      `; before the first event ${mean(perDay.filter((_, j) => productDays[j]! < (resetting[0] ?? end))).toFixed(3)} (n ${perDay.filter((_, j) => productDays[j]! < (resetting[0] ?? end)).length})`,
  );
}
