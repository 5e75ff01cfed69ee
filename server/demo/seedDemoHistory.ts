import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { packageContentOf, packageFileName } from "../../domain/simulator/packageContent.js";
import { DAY_MS } from "../../domain/simulator/simulateDay.js";
import type { AppContext } from "../context.js";
import { importPipelineOf } from "../imports/importPipelineOf.js";
import { writeDataPackage } from "../imports/packageWriter.js";
import { demoSimulations } from "./demoSimulations.js";

export interface DemoHistoryOptions {
  /** Days of history before today (default 90). */
  days?: number;
  /** The newest days are logged at the full 1-minute rate (default 1)... */
  recentDays?: number;
  recentStepSeconds?: number;
  /** ...older days more coarsely (default every 15 minutes), so the first start finishes in under a minute. */
  stepSeconds?: number;
}

const DEFAULTS: Required<DemoHistoryOptions> = {
  days: 90,
  recentDays: 1,
  recentStepSeconds: 60,
  stepSeconds: 900,
};

/**
 * Gives the demo fleet's data-receiving vessels months of history through the same path an upload
 * takes: one simulated data package per vessel and day, accepted by the import pipeline. Newest days go
 * first, so recent data arrives soonest. Resolves once every package is queued; the import goes on in
 * the background, visible on the Import status page. Answers how many packages were queued.
 */
export async function seedDemoHistory(ctx: AppContext, options: DemoHistoryOptions = {}): Promise<number> {
  const settings = { ...DEFAULTS, ...options };
  const today = Math.floor(ctx.now().getTime() / DAY_MS) * DAY_MS;
  const simulations = (await demoSimulations(ctx, today)).map((s) => s.simulation);
  if (simulations.length === 0 || settings.days < 1) return 0;

  const pipeline = await importPipelineOf(ctx);
  const workDir = path.join(ctx.config.DATA_DIR, "demo-history");
  await mkdir(workDir, { recursive: true });
  let queued = 0;
  try {
    for (let back = 1; back <= settings.days; back++) {
      const dayStart = today - back * DAY_MS;
      const stepSeconds = back <= settings.recentDays ? settings.recentStepSeconds : settings.stepSeconds;
      for (const simulation of simulations) {
        const day = simulation.day(dayStart, { stepSeconds });
        const fileName = packageFileName(day);
        const file = path.join(workDir, fileName);
        await writeDataPackage(file, packageContentOf(day));
        await pipeline.accept({ imoNumber: day.imoNumber, fileName, file });
        queued++;
        // Let requests through between packages: the server is already answering.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  ctx.logger.info("demo history queued", { packages: queued, vessels: simulations.length });
  return queued;
}
