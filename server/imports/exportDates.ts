import { randomUUID } from "node:crypto";
import {
  EXPORT_DATES_CARRIED_OVER_STREAM,
  type ExportDatesCarriedOver,
  movesExportDateOn,
  type VesselDataImported,
  vesselDataStream,
} from "../../domain/imports/dataImported.js";
import { entryOf } from "../../domain/shared/records.js";
import { type AppContext, systemMetadata } from "../context.js";
import { ConcurrencyError } from "../eventstore/EventStore.js";

/**
 * "Last data sent" per IMO number lives in the log (VesselDataImported, folded by the vessels read model):
 * every process answers the same date at one log position, and a vessel answer reads it from memory.
 */

/** What the dates need of the server: the log and its read models. */
type LogContext = Pick<AppContext, "store" | "readModels">;

/** The IMO number's newest imported logged time (ISO) as this process has folded it, or null. */
export function lastExportDateOf(ctx: LogContext, imoNumber: string): string | null {
  return entryOf(ctx.readModels.state("vessels").lastExportDateByImo, imoNumber) ?? null;
}

/**
 * Records an import's newest logged time when it moves the IMO number's date on, and waits until this
 * process's read models hold it (a vessel answer right after the import shows it).
 */
export async function recordExportDate(ctx: LogContext, imoNumber: string, newest: string): Promise<void> {
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
 * A one-time migration, run at start: the dates the import queue's state holds that the log lacks (a store
 * from before VesselDataImported) are recorded, then ExportDatesCarriedOver marks the step done. Every later
 * start reads that one stream's version and goes on, neither reading the queue nor waiting up to a minute for
 * the read models to reach the log's head. Processes starting together may both run it: the read side keeps
 * the newest date, and only one marker is stored. Answers whether it ran.
 */
export async function carryOverExportDatesOnce(
  ctx: LogContext,
  queuedDates: () => Promise<ReadonlyMap<string, string>>,
): Promise<boolean> {
  if ((await ctx.store.streamVersion(EXPORT_DATES_CARRIED_OVER_STREAM)) !== "no_stream") return false;
  await ctx.readModels.waitFor(await ctx.store.headPosition(), 60_000);
  const queued = await queuedDates();
  for (const [imoNumber, newest] of queued) await recordExportDate(ctx, imoNumber, newest);
  const done: ExportDatesCarriedOver = { type: "ExportDatesCarriedOver", data: { imoNumbers: queued.size } };
  try {
    await ctx.store.append(EXPORT_DATES_CARRIED_OVER_STREAM, [done], {
      expectedVersion: "no_stream",
      metadata: systemMetadata(randomUUID()),
    });
  } catch (error) {
    // Another process starting at the same time marked it first.
    if (!(error instanceof ConcurrencyError)) throw error;
  }
  return true;
}

/**
 * "Last data sent" of a vessel: packages are sent per IMO number and stored for the vessel that
 * receives that number's data, so the IMO's date belongs to its data receiver only. Another vessel
 * registered with the same number (a new one, or one that handed the flag on) has sent nothing.
 */
export function lastDataSentOf(
  ctx: LogContext,
  vessel: { imoNumber: string; isDataReceiver: boolean; lastExportDate: string | null },
): string | null {
  return (vessel.isDataReceiver ? lastExportDateOf(ctx, vessel.imoNumber) : null) ?? vessel.lastExportDate;
}
