import { randomUUID } from "node:crypto";
import { restorableUntil } from "../../../domain/vesselFiles/vesselFiles.js";
import { LocalLocks, singletonTimer } from "../../cluster/ClusterLocks.js";
import { type AppContext, systemMetadata } from "../../context.js";
import { blobsOf, purgeVessel } from "./commands.js";

/** How often expired deleted files and abandoned uploads are looked for, besides at start. */
export const MAINTENANCE_INTERVAL_MS = 6 * 3_600_000;
/** A pending upload older than this was abandoned by a process that died (uploads time out sooner). */
/** The cluster role whose holder runs this maintenance. */
export const VESSEL_FILES_MAINTENANCE_ROLE = "vessel-files-maintenance";
export const ABANDONED_UPLOAD_MS = 24 * 3_600_000;

/**
 * Purges files deleted more than 30 days ago on every vessel (not only on the vessel's next change) and
 * removes pending uploads a killed process left behind. Answers what it did.
 */
export async function maintainVesselFiles(ctx: AppContext): Promise<{ vessels: number; abandoned: number }> {
  const now = ctx.now().getTime();
  const { byId } = ctx.readModels.state("vesselFiles");
  const expired = new Set(
    Object.values(byId)
      .filter((f) => f.deletedAt !== null && restorableUntil(f.deletedAt).getTime() < now)
      .map((f) => f.vesselId),
  );
  const metadata = systemMetadata(`vessel-files-maintenance-${randomUUID()}`);
  for (const vesselId of expired) await purgeVessel(ctx, metadata, vesselId);
  const abandoned = ctx.blobs ? await blobsOf(ctx).sweepPending(ABANDONED_UPLOAD_MS) : 0;
  return { vessels: expired.size, abandoned };
}

/** Runs the maintenance at start and every MAINTENANCE_INTERVAL_MS (startServer); stop() ends it. */
export function startVesselFileMaintenance(ctx: AppContext): { stop(): void } {
  // With several processes one of them (the role's holder) maintains.
  return singletonTimer(
    ctx.cluster ?? new LocalLocks(),
    VESSEL_FILES_MAINTENANCE_ROLE,
    MAINTENANCE_INTERVAL_MS,
    async () => {
      const done = await maintainVesselFiles(ctx);
      if (done.vessels > 0 || done.abandoned > 0) ctx.logger.info("vessel documents maintained", done);
    },
    (error) => ctx.logger.warn("vessel documents maintenance failed", { error: String(error) }),
  );
}
