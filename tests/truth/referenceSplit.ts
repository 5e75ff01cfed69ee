/**
 * `npx tsx tests/truth/referenceSplit.ts`: the product's speed-power reference (the worlds' noisy sea
 * trials through expectedSpeed) against each world's clean-hull calm-water power, pp of speed
 * (product − true speed at the true clean power), by speed and draft. No day is simulated: seconds.
 */
import { expectedSpeed } from "../../domain/hullPerformance/reference.js";
import { calmWaterPower } from "../../domain/simulator/physics.js";
import { seaTrialSpeedPower } from "../../domain/simulator/seaTrial.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { ATLANTIC_TANKERS_VESSELS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { FULL_WORLDS } from "./diagnosticsWorlds.js";

for (const spec of FULL_WORLDS) {
  const demo = [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS].find(
    (v) => v.particulars.name === spec.vesselName,
  )!;
  const sim = simVesselFrom(demo.imoNumber, demo.particulars);
  const reference = seaTrialSpeedPower(sim, spec.world);
  const drafts = [sim.ballastDraft.low, sim.ballastDraft.high, sim.designDraft * 0.95, sim.designDraft];
  console.log(`${spec.world.name}: drafts ${drafts.map((d) => d.toFixed(2)).join(" ")}`);
  for (const c of reference)
    console.log(
      `  trial ${c.draft} m: ${c.points.map(([v, p]) => `${v}:${((100 * p) / calmWaterPower(sim, v, c.draft) - 100).toFixed(2)}%`).join(" ")}`,
    );
  for (let v = 9; v <= 16; v += 1) {
    const row = drafts.map((t) => {
      const p = calmWaterPower(sim, v, t);
      return ((100 * (expectedSpeed(reference, p, t) - v)) / v).toFixed(3).padStart(7);
    });
    console.log(`  ${String(v).padStart(4)} kn ${row.join(" ")}`);
  }
}
