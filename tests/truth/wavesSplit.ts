import { maxWaveHeight } from "../../domain/hullPerformance/waves.js";
import { foldDays } from "../../domain/performance/dailyRecord.js";
import { FULL_WORLDS } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

for (const spec of FULL_WORLDS) {
  const { settings, records, courses, truthByDay, calibrationStarts } = worldInProcess(spec);
  const hs = records.flatMap((r) =>
    r.blocks.filter((b) => b.candidate).map((b) => b.candidate!.waveHeight ?? Number.NaN),
  );
  hs.sort((a, b) => a - b);
  console.log(
    `${spec.world.name}: B ${settings.breadth} m, STAWAVE-1 limit ${maxWaveHeight(settings.breadth).toFixed(2)} m | ` +
      `Hs of the blocks that passed the ISO filters, 10/50/90/99.9 %: ${[0.1, 0.5, 0.9, 0.999].map((q) => hs[Math.floor(q * (hs.length - 1))]!.toFixed(2)).join(" ")} m`,
  );
  for (const correctWaves of [false, true]) {
    const { analysis } = foldDays(records, settings, { courses, calibrationStarts, correctWaves });
    const errs: number[] = [];
    for (const d of analysis!.days) {
      const t = truthByDay.get(d.dayStart);
      if (t && t.hoursAtSea >= 12) errs.push(d.speedLoss - t.speedLossPercent);
    }
    const m = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `  waves ${correctWaves ? "on " : "off"}: days ${errs.length} bias ${m(errs).toFixed(3)} MAE ${m(errs.map(Math.abs)).toFixed(3)} accepted ${analysis!.counts.accepted} left out for waves ${analysis!.counts.rejected.waves}`,
    );
  }
}
