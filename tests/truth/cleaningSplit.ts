import { trendStepAt } from "../../domain/hullPerformance/eventStep.js";
import { calibrationStartsOf } from "../../domain/hullPerformance/events.js";
import { foldDays } from "../../domain/performance/dailyRecord.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { DOCKED_AND_CLEANED as spec } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

const { simulation, settings, records, courses, truthByDay, events } = worldInProcess(spec);
const end = spec.first + spec.days * DAY_MS;
const cleaning = events.find((e) => e.eventType === "HullCleaning")!;
const trueStep =
  100 * simulation.stateAt(cleaning.endTime - 1).speedLoss - 100 * spec.world.hullEvents[1]!.residualLoss;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
console.log(
  `cleaning ${iso(cleaning.startTime)}..${iso(cleaning.endTime)}, true step ${trueStep.toFixed(3)} pp`,
);

function variant(name: string, options: Parameters<typeof foldDays>[2], verbose = false) {
  const { analysis } = foldDays(records, settings, { courses, ...options });
  const days = analysis!.days;
  const step = trendStepAt(days, cleaning, events);
  // The same windows over the truth's PV (−speed loss) on the product's days.
  const truthDays = days.map((d) => ({ ...d, pv: -truthByDay.get(d.dayStart)!.speedLossPercent }));
  const tstep = trendStepAt(truthDays, cleaning, events);
  const err = days.map((d) => ({ t: d.dayStart, e: d.pv + truthByDay.get(d.dayStart)!.speedLossPercent }));
  const side = (from: number, to: number) => {
    const xs = err.filter((x) => x.t >= from && x.t + DAY_MS <= to).map((x) => x.e);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  console.log(
    `${name}: step ${step.value?.toFixed(3)} ± ${step.confidence?.toFixed(3)} ` +
      `(before ${step.before.atEvent?.toFixed(3)} n=${step.before.days} slope ${step.before.changePerYear?.toFixed(2)}; ` +
      `after ${step.after.atEvent?.toFixed(3)} n=${step.after.days} slope ${step.after.changePerYear?.toFixed(2)}) | ` +
      `truth on same days: step ${tstep.value?.toFixed(3)} (before ${tstep.before.atEvent?.toFixed(3)}, after ${tstep.after.atEvent?.toFixed(3)}) | ` +
      `mean PV error before ${side(step.before.from, step.before.to).toFixed(3)} after ${side(step.after.from, step.after.to).toFixed(3)} | ` +
      `calibrations ${analysis!.calibrations.map((c) => `${iso(c.from)}:${c.factor.toFixed(4)}/${c.method}`).join(", ")}`,
  );
  if (verbose)
    for (const d of days)
      console.log(
        `  ${iso(d.dayStart)} pv ${d.pv.toFixed(2)} truth ${(-truthByDay.get(d.dayStart)!.speedLossPercent).toFixed(2)} err ${(d.pv + truthByDay.get(d.dayStart)!.speedLossPercent).toFixed(2)} sea ${truthByDay.get(d.dayStart)!.hoursAtSea}`,
      );
  return analysis!;
}

const starts = events.map((e) => e.endTime);
const product = calibrationStartsOf(events);
variant(
  "product (calibration from the docking on)",
  { calibrationStarts: product },
  process.env.VERBOSE === "1",
);
variant("before issue 30 (calibration restarting at the cleaning)", { calibrationStarts: starts });
variant("no calibration", { calibrationStarts: starts, calibrateSpeedLog: false });

// The seasonal current over each former calibration period's accepted blocks (SOG/STW cannot tell it from log error).
{
  const { analysis } = foldDays(records, settings, { courses, calibrationStarts: starts });
  const periods = [
    [starts[0]!, cleaning.startTime],
    [cleaning.endTime, end],
  ] as const;
  for (const [from, to] of periods) {
    const bs = analysis!.blocks.filter((b) => b.t >= from && b.t < to);
    const season = bs.map((b) => {
      const d = new Date(b.t);
      const month = d.getUTCMonth() + d.getUTCDate() / 31;
      return (
        (spec.world.currents.seasonalKnots *
          Math.cos((2 * Math.PI * (month - spec.world.currents.peakMonth)) / 12)) /
        (b.stw / (1 + spec.world.speedLogError))
      );
    });
    const m = season.reduce((a, b) => a + b, 0) / season.length;
    console.log(
      `period ${iso(from)}..${iso(to)}: ${bs.length} blocks, mean seasonal current / speed ${(100 * m).toFixed(3)} % → factor expected ${((1 + m) / (1 + spec.world.speedLogError)).toFixed(4)}`,
    );
  }
}
// Mean PV error (product − truth) per fortnight, the calibration restarting at the cleaning and the product's.
{
  const a = foldDays(records, settings, { courses, calibrationStarts: starts }).analysis!.days;
  const b = foldDays(records, settings, { courses, calibrationStarts: product }).analysis!.days;
  const week = (t: number) => Math.floor((t - spec.first) / (14 * DAY_MS));
  const rows = new Map<number, { a: number[]; b: number[]; tr: number[] }>();
  a.forEach((d, i) => {
    const r = rows.get(week(d.dayStart)) ?? { a: [], b: [], tr: [] };
    const t = truthByDay.get(d.dayStart)!.speedLossPercent;
    r.a.push(d.pv + t);
    r.b.push(b[i]!.pv + t);
    r.tr.push(-t);
    rows.set(week(d.dayStart), r);
  });
  const m = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  for (const [w, r] of rows)
    console.log(
      `  fortnight from ${iso(spec.first + w * 14 * DAY_MS)}: ${r.a.length} days, true PV ${m(r.tr).toFixed(2)}, error restarting ${m(r.a).toFixed(2)}, product ${m(r.b).toFixed(2)}`,
    );
}
// Daily bias and MAE of the speed loss over the days at sea (the harness's rows), both ways.
for (const [name, ps] of [
  ["restarting at the cleaning", starts],
  ["product", product],
] as const) {
  const days = foldDays(records, settings, { courses, calibrationStarts: ps }).analysis!.days;
  const e = days
    .filter((d) => truthByDay.get(d.dayStart)!.hoursAtSea >= 12)
    .map((d) => d.speedLoss - truthByDay.get(d.dayStart)!.speedLossPercent);
  const after = days
    .filter((d) => d.dayStart >= cleaning.endTime && truthByDay.get(d.dayStart)!.hoursAtSea >= 12)
    .map((d) => d.speedLoss - truthByDay.get(d.dayStart)!.speedLossPercent);
  const m = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(
    `${name}: daily bias ${m(e).toFixed(3)} MAE ${m(e.map(Math.abs)).toFixed(3)} (n ${e.length}); after the cleaning bias ${m(after).toFixed(3)} (n ${after.length})`,
  );
}
