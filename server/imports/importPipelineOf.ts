import { LocalLocks, singletonTimer } from "../cluster/ClusterLocks.js";
import type { AppContext } from "../context.js";
import { alertEngineOf } from "../features/alerts/AlertEngine.js";
import { carryOverExportDatesOnce, lastExportDateOf } from "./exportDates.js";
import { ImportPipeline } from "./ImportPipeline.js";
import { receivingVessel } from "./receivingVessel.js";

/** How often packages past their retention (PACKAGE_RETENTION_DAYS) are looked for, besides at start. */
const PRUNE_INTERVAL_MS = 6 * 3_600_000;
/** The cluster role whose holder deletes packages past their retention. */
export const PACKAGE_RETENTION_ROLE = "package-retention";

const pipelines = new WeakMap<AppContext, Promise<ImportPipeline>>();
const opened = new WeakMap<AppContext, ImportPipeline>();

/** The server's import pipeline, opened on first use. */
export function importPipelineOf(ctx: AppContext): Promise<ImportPipeline> {
  let pipeline = pipelines.get(ctx);
  if (!pipeline) {
    pipeline = ImportPipeline.open(ctx).then((p) => {
      opened.set(ctx, p);
      return p;
    });
    pipelines.set(ctx, pipeline);
  }
  return pipeline;
}

/**
 * Starts the import worker of a server (startServer). With SQLite the server is the only process on
 * its queues, so a job a killed server left half done goes back on its queue now; with PostgreSQL
 * another process may be working, so such a job comes back when its lease runs out.
 */
export async function startImports(ctx: AppContext): Promise<{ stop(): Promise<void> }> {
  const pipeline = await importPipelineOf(ctx);
  await carryOverExportDatesOnce(ctx, () => pipeline.queue.lastExportDates());
  if (!ctx.config.DATABASE_URL) {
    const released = await pipeline.queue.releaseAllClaims();
    if (released > 0) ctx.logger.info("imports interrupted by the last stop are queued again", { released });
  }
  const engine = alertEngineOf(ctx);
  engine.start(
    (vesselId) => {
      const vessel = ctx.readModels.state("vessels").byId[vesselId];
      const newest = vessel ? lastExportDateOf(ctx, vessel.imoNumber) : null;
      return newest ? Date.parse(newest) : null;
    },
    () => importingVessels(ctx, pipeline),
  );
  pipeline.worker.start();
  // One process prunes (several would race over the same shared package directory).
  const pruning = singletonTimer(
    ctx.cluster ?? new LocalLocks(),
    PACKAGE_RETENTION_ROLE,
    PRUNE_INTERVAL_MS,
    () => pipeline.prunePackages(),
    (error) => ctx.logger.error("deleting old packages failed", { error: String(error) }),
  );
  return {
    async stop() {
      await engine.stop();
      pruning.stop();
      pipelines.delete(ctx);
      opened.delete(ctx);
      await pipeline.close();
    },
  };
}

/** Ids of the vessels receiving data whose packages wait in either queue or are importing now. */
async function importingVessels(ctx: AppContext, pipeline: ImportPipeline): Promise<ReadonlySet<string>> {
  const vessels = ctx.readModels.state("vessels");
  const busy = new Set<string>();
  for (const state of await pipeline.queue.vesselStates()) {
    if (state.pendingImportPaths.length === 0 && !state.currentImport) continue;
    const vessel = receivingVessel(vessels, state.imoNumber);
    if (vessel) busy.add(vessel.id);
  }
  return busy;
}
