/**
 * Fleet simulator: writes or uploads the daily data packages a demo vessel would send
 * (docs/data-package.md), one package per day.
 *
 *   npm run simulate -- --imo 9312482 --from 2025-03-01 --days 7 --out ./packages
 *   npm run simulate -- --imo 9312482 --from 2025-03-01 --days 7 \
 *     --upload http://localhost:3000 --key demo-nordicbulk-key
 *
 * Options: --step <seconds between samples, default 60>, --no-faults (no sensor faults),
 * --truth <file.csv> (the simulator's ground truth per day: fouling speed loss, speed-log bias and every
 * injected fault, domain/simulator/truth.ts; with --truth alone no packages are written).
 */
import { openAsBlob } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { packageContentOf, packageFileName } from "../domain/simulator/packageContent.js";
import { createVesselSimulation, DAY_MS } from "../domain/simulator/simulateDay.js";
import { simVesselByImo } from "../domain/simulator/simVessel.js";
import { simulatorTruth, truthCsv } from "../domain/simulator/truth.js";
import {
  ATLANTIC_TANKERS_VESSELS,
  NORDIC_BULK_VESSELS,
  UNASSIGNED_VESSEL,
} from "../server/demo/demoFleet.js";
import { writeDataPackage } from "../server/imports/packageWriter.js";

const DEMO_VESSELS = [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS, UNASSIGNED_VESSEL];

function usage(problem: string): never {
  const known = DEMO_VESSELS.map((v) => `  ${v.imoNumber}  ${v.particulars.name}`).join("\n");
  console.error(
    `${problem}\n\nUsage: npm run simulate -- --imo <IMO> --from <YYYY-MM-DD> --days <n> ` +
      `[--out <dir> | --upload <url>] [--key <api key>] [--step <seconds>] [--no-faults] [--truth <file.csv>]\n\nVessels:\n${known}`,
  );
  process.exit(2);
}

async function upload(url: string, key: string | undefined, file: string): Promise<string> {
  const form = new FormData();
  form.append("file", await openAsBlob(file), path.basename(file));
  const response = await fetch(`${url.replace(/\/+$/, "")}/api/v1/Imports`, {
    method: "POST",
    headers: key ? { "X-Api-Key": key } : {},
    body: form,
  });
  const text = await response.text();
  if (response.status !== 202)
    throw new Error(`Upload of ${path.basename(file)} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { importPath: string }).importPath;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      imo: { type: "string" },
      from: { type: "string" },
      days: { type: "string", default: "1" },
      out: { type: "string" },
      upload: { type: "string" },
      key: { type: "string" },
      step: { type: "string", default: "60" },
      "no-faults": { type: "boolean", default: false },
      truth: { type: "string" },
    },
  });
  const vessel = simVesselByImo(DEMO_VESSELS, values.imo ?? "");
  if (!vessel) usage(values.imo ? `No demo vessel has IMO number ${values.imo}.` : "--imo is required.");
  const from = Date.parse(`${values.from ?? ""}T00:00:00Z`);
  if (!values.from || Number.isNaN(from)) usage("--from must be a date as YYYY-MM-DD.");
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1) usage("--days must be a whole number of at least 1.");
  const step = Number(values.step);
  if (!Number.isInteger(step) || step < 1 || 86_400 % step !== 0)
    usage("--step must divide a day in seconds.");
  if (!values.out && !values.upload && !values.truth)
    usage("Give --out <dir>, --upload <url>, --truth <file.csv>, or several.");

  const simulation = createVesselSimulation(vessel, from + days * DAY_MS);
  if (values.truth) {
    const truth = simulatorTruth(simulation, from, days, { stepSeconds: step, faults: !values["no-faults"] });
    await writeFile(values.truth, truthCsv(truth));
    console.log(`ground truth for ${days} day(s) -> ${values.truth}`);
    if (!values.out && !values.upload) return;
  }
  const outDir = values.out ?? (await mkdtemp(path.join(os.tmpdir(), "keelson-simulate-")));
  try {
    for (let i = 0; i < days; i++) {
      const day = simulation.day(from + i * DAY_MS, { stepSeconds: step, faults: !values["no-faults"] });
      const file = path.join(outDir, packageFileName(day));
      await writeDataPackage(file, packageContentOf(day));
      const where = values.upload ? await upload(values.upload, values.key, file) : file;
      console.log(
        `${packageFileName(day)}: ${day.samples.length} values, ${day.positions.length} positions -> ${where}`,
      );
    }
  } finally {
    if (!values.out) await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
