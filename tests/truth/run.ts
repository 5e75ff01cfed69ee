import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type TruthRow, truthTableMarkdown } from "./table.js";

/**
 * `npm run truth`: every `*.truth.ts` module beside this file runs its hidden worlds through the
 * product's real import path and returns one row per figure. TRUTH_ONLY=alarms,diagnostics runs the
 * suites whose file names start with those words; TRUTH_SHORT=1 runs each suite's short world only;
 * TRUTH_WORLD=docked runs the diagnostics suite's full worlds whose names start with it.
 */
export interface TruthSuite {
  run(options: { short: boolean }): Promise<TruthRow[]>;
}

async function main(): Promise<void> {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const only = process.env.TRUTH_ONLY?.split(",").map((name) => name.trim());
  const short = process.env.TRUTH_SHORT === "1";
  const files = (await readdir(folder))
    .filter((file) => file.endsWith(".truth.ts"))
    .filter((file) => !only || only.some((name) => file.startsWith(name)))
    .sort();
  const rows: TruthRow[] = [];
  for (const file of files) {
    const started = Date.now();
    console.error(`running ${file} …`);
    const suite = (await import(path.join(folder, file))) as TruthSuite;
    rows.push(...(await suite.run({ short })));
    console.error(`  ${file} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(truthTableMarkdown(rows));
  const missed = rows.filter((row) => row.pass === false).length;
  console.log("");
  console.log(missed === 0 ? "every target met" : `${missed} target(s) missed (marked MISS)`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
