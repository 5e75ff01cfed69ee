/**
 * `npx tsx tests/truth/calibrationSplit.ts`: the speed-log calibration of the three full hidden worlds in
 * process — their days computed and folded as the daily store folds them — over the last 30, 60, 90, 120
 * and 180 days and over the calibration period the Data Quality page now reads (`calibrationWindowStart`:
 * since the latest log servicing), each as the page's bias (1/f − 1) minus the world's true log error
 * (docs/fouling.md "Measured accuracy against hidden worlds"). Seconds; the day records are cached in /tmp.
 */
import { biasPctOfFactor } from "../../domain/dataQuality/speedLog.js";
import { calibrationWindowStart } from "../../domain/hullPerformance/speedLogCalibration.js";
import { foldDays } from "../../domain/performance/dailyRecord.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import { FULL_WORLDS } from "./diagnosticsWorlds.js";
import { worldInProcess } from "./worldInProcess.js";

for (const spec of FULL_WORLDS) {
  const { settings, records, courses, calibrationStarts: starts } = worldInProcess(spec);
  const end = spec.first + spec.days * DAY_MS;
  const error = (from: number) => {
    const day = Math.floor(from / DAY_MS) * DAY_MS;
    const { analysis } = foldDays(
      records.filter((r) => r.day >= day && r.day < end),
      settings,
      { courses, calibrationStarts: starts },
    );
    const c = analysis!.calibrations.at(-1)!;
    return `${(biasPctOfFactor(c.factor) - 100 * spec.world.speedLogError).toFixed(2)} pp (${c.method})`;
  };
  const period = calibrationWindowStart(starts, end - 30 * DAY_MS, end);
  console.log(
    `${spec.world.name}: last 30 days ${error(end - 30 * DAY_MS)}; calibration period from ${new Date(period).toISOString().slice(0, 10)} ${error(period)}`,
  );
  for (const days of [60, 90, 120, 180]) console.log(`  last ${days} days ${error(end - days * DAY_MS)}`);
}
