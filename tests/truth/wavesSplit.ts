/**
 * `npx tsx tests/truth/wavesSplit.ts`: the three full hidden worlds in process — their days computed and
 * folded as the daily store folds them — with the ISO 19030 method's wave filter and correction off
 * (ISO 19030-2 as is) and on (waves.ts): the daily speed-loss bias and MAE against the simulator's truth
 * on the days the truth suite judges (≥ 12 h at sea), the accepted blocks and those the wave filter left
 * out, and the logged wave heights' spread (docs/fouling.md "Waves"). About a minute, against ~5–10
 * minutes a world through the import path. The day records are cached in /tmp (delete the files after
 * changing the day computation).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type FeatureName, suggestFeatureMapping } from "../../domain/featureMapping/features.js";
import { calibrationStartsOf } from "../../domain/hullPerformance/events.js";
import type { FeatureSeries, TimeValue } from "../../domain/hullPerformance/iso19030.js";
import { DEFAULT_WIND_COEFFICIENT } from "../../domain/hullPerformance/reference.js";
import { hourlyCourses } from "../../domain/hullPerformance/speedLogCalibration.js";
import { maxWaveHeight } from "../../domain/hullPerformance/waves.js";
import { computeDayRecord, type DayRecord, foldDays } from "../../domain/performance/dailyRecord.js";
import { seaTrialSpeedPower } from "../../domain/simulator/seaTrial.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { simulatorTruth } from "../../domain/simulator/truth.js";
import { variableDefinitions } from "../../domain/simulator/variables.js";
import { ATLANTIC_TANKERS_VESSELS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { FULL_WORLDS } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

for (const spec of FULL_WORLDS) {
  const { settings, records, courses, truthByDay } = worldInProcess(
    spec,
    `keelson-waves-days-v2-${spec.vesselName.replace(/ /g, "")}`,
  );
  // Recorded as the harness records them: the works end at the world's event.
  const calibrationStarts = calibrationStartsOf(
    spec.world.hullEvents.map((e) => ({ endTime: e.at, eventType: e.kind })),
  );
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
