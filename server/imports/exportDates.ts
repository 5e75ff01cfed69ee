import { randomUUID } from "node:crypto";
import {
  movesExportDateOn,
  type VesselDataImported,
  vesselDataStream,
} from "../../domain/imports/dataImported.js";
import { entryOf } from "../../domain/shared/records.js";
import { type AppContext, systemMetadata } from "../context.js";

/**
 * "Last data sent" per IMO number lives in the log (VesselDataImported, folded by the vessels read model):
 * every process answers the same date at one log position, and a vessel answer reads it from memory.
 */

/** The IMO number's newest imported logged time (ISO) as this process has folded it, or null. */
export function lastExportDateOf(ctx: AppContext, imoNumber: string): string | null {
  return entryOf(ctx.readModels.state("vessels").lastExportDateByImo, imoNumber) ?? null;
}

/**
 * Records an import's newest logged time when it moves the IMO number's date on, and waits until this
 * process's read models hold it (a vessel answer right after the import shows it).
 */
export async function recordExportDate(ctx: AppContext, imoNumber: string, newest: string): Promise<void> {
  if (!movesExportDateOn(lastExportDateOf(ctx, imoNumber), newest)) return;
  const event: VesselDataImported = {
    type: "VesselDataImported",
    data: { imoNumber, lastExportDate: newest },
  };
  const { lastPosition } = await ctx.store.append(vesselDataStream(imoNumber), [event], {
    expectedVersion: "any",
    metadata: systemMetadata(randomUUID()),
  });
  await ctx.readModels.waitFor(lastPosition);
}

/**
 * At start: the dates the import queue's state holds that the log lacks (imports finished by a process
 * stopped before it recorded them, or stores from before the event) are recorded. Processes starting
 * together may record one twice; the read side keeps the newest.
 */
export async function recordMissingExportDates(
  ctx: AppContext,
  queued: ReadonlyMap<string, string>,
): Promise<void> {
  await ctx.readModels.waitFor(await ctx.store.headPosition(), 60_000);
  for (const [imoNumber, newest] of queued) await recordExportDate(ctx, imoNumber, newest);
}

/**
 * "Last data sent" of a vessel: packages are sent per IMO number and stored for the vessel that
 * receives that number's data, so the IMO's date belongs to its data receiver only. Another vessel
 * registered with the same number (a new one, or one that handed the flag on) has sent nothing.
 */
export function lastDataSentOf(
  ctx: AppContext,
  vessel: { imoNumber: string; isDataReceiver: boolean; lastExportDate: string | null },
): string | null {
  return (vessel.isDataReceiver ? lastExportDateOf(ctx, vessel.imoNumber) : null) ?? vessel.lastExportDate;
}
