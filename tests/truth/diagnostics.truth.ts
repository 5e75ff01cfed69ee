/**
 * `npm run truth` suite of the hull and engine diagnostics (issue 30): three hidden worlds (or the
 * short one) through the product's import path and API, one row per figure and world (docs/fouling.md,
 * docs/long-trends.md "Measured accuracy").
 */
import { runDiagnosticsWorld } from "./diagnosticsWorld.js";
import { FULL_WORLDS, SHORT_WORLD } from "./diagnosticsWorlds.js";
import type { TruthRow } from "./table.js";

/** TRUTH_WORLD=docked runs only the full worlds whose names start with it (one world is ~10 minutes). */
const only = process.env.TRUTH_WORLD?.trim();

export async function run({ short }: { short: boolean }): Promise<TruthRow[]> {
  const rows: TruthRow[] = [];
  const worlds = short ? [SHORT_WORLD] : FULL_WORLDS.filter((w) => !only || w.world.name.startsWith(only));
  if (worlds.length === 0) throw new Error(`no world's name starts with "${only}"`);
  for (const world of worlds) {
    const started = Date.now();
    rows.push(...(await runDiagnosticsWorld(world)));
    console.error(`  world "${world.world.name}" took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return rows;
}
