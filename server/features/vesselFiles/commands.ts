import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { NotFoundError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import { ContentSniffer } from "../../../domain/vesselFiles/fileTypes.js";
import {
  deleteFile,
  deleteFolder,
  fileAt,
  freeBytes,
  purgeExpired,
  renameFolder,
  restoreFile,
  updateFile,
  uploadFile,
  VESSEL_FILE_MESSAGES,
  type VesselFileEvent,
  type VesselFilesState,
  vesselFilesAggregate,
} from "../../../domain/vesselFiles/vesselFiles.js";
import type { VesselFileView } from "../../../projections/vesselFiles/vesselFiles.js";
import type { BlobStore, PendingBlob } from "../../blobs/BlobStore.js";
import { execute } from "../../commands/execute.js";
import { loadAggregate } from "../../commands/load.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";

export const blobsOf = (ctx: AppContext): BlobStore => {
  if (!ctx.blobs) throw new Error("The document store is not open.");
  return ctx.blobs;
};

export const quotaOf = (ctx: AppContext): number => ctx.config.VESSEL_FILES_QUOTA_BYTES;

export const vesselFilesState = (ctx: AppContext, vesselId: string): Promise<VesselFilesState> =>
  loadAggregate(ctx.store, vesselFilesAggregate, vesselId);

export const fileView = (ctx: AppContext, fileId: string): VesselFileView | undefined =>
  entryOf(ctx.readModels.state("vesselFiles").byId, fileId);

/** Everyone who sees the vessel sees its documents change at once (spec 3 §6). */
function pushChanged(ctx: AppContext, vesselId: string) {
  ctx.live.toVessel(vesselId, "vesselFiles", { vesselId });
}

async function run(
  ctx: AppContext,
  actor: Session | EventMetadataInput,
  vesselId: string,
  decide: (state: VesselFilesState) => VesselFileEvent[],
): Promise<VesselFileEvent[]> {
  const metadata = "user" in actor ? metadataOf(actor) : actor;
  const outcome = await execute(ctx, vesselFilesAggregate, vesselId, decide, { metadata });
  if (outcome.events.length > 0) pushChanged(ctx, vesselId);
  return outcome.events as unknown as VesselFileEvent[];
}

/** Streams the upload through the content check into a pending blob. */
export async function storeUpload(
  blobs: BlobStore,
  stream: Readable,
): Promise<{ blob: PendingBlob; sniffer: ContentSniffer }> {
  const sniffer = new ContentSniffer();
  async function* tapped() {
    for await (const chunk of stream) {
      sniffer.push(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  return { blob: await blobs.write(tapped()), sniffer };
}

/**
 * Records an upload whose content is already stored (pending). The blob is committed first and the
 * event appended after, so a record never names missing content; if the decision refuses, the blob goes.
 */
export async function recordUpload(
  ctx: AppContext,
  session: Session,
  input: { vesselId: string; path: string; replace: boolean; blob: PendingBlob; sniffer: ContentSniffer },
): Promise<{ fileId: string; replaced: boolean }> {
  const blobs = blobsOf(ctx);
  const { vesselId, path, blob } = input;
  const fileId = randomUUID();
  let events: VesselFileEvent[];
  try {
    await blob.commit();
    events = await run(ctx, session, vesselId, (state) =>
      uploadFile(state, {
        vesselId,
        fileId,
        path,
        size: blob.size,
        blobId: blob.id,
        replace: input.replace,
        contentMatches: input.sniffer.matches(path),
        quotaBytes: quotaOf(ctx),
      }),
    );
  } catch (error) {
    await blob.discard().catch(() => undefined);
    await blobs.delete(blob.id).catch(() => undefined);
    throw error;
  }
  const replaced = events.find((e) => e.type === "VesselFileReplaced");
  if (replaced?.type === "VesselFileReplaced") {
    await blobs.delete(replaced.data.replacedBlobId).catch(() => undefined);
    return { fileId: replaced.data.fileId, replaced: true };
  }
  void purgeVessel(ctx, session, vesselId);
  return { fileId, replaced: false };
}

/**
 * The refusals an upload can be told before its bytes are sent (name, type, duplicate, room), or, with
 * `contentMatches`, before a received file is recorded.
 */
export function precheckUpload(
  ctx: AppContext,
  state: VesselFilesState,
  input: {
    vesselId: string;
    path: string;
    replace: boolean;
    declaredBytes: number;
    contentMatches?: boolean;
  },
): void {
  uploadFile(state, {
    vesselId: input.vesselId,
    fileId: "precheck",
    path: input.path,
    size: Math.max(1, input.declaredBytes),
    blobId: "precheck",
    replace: input.replace,
    contentMatches: input.contentMatches ?? true,
    quotaBytes: quotaOf(ctx),
  });
}

/** The largest upload a vessel has room for now (a replacement frees the old file's bytes). */
export function roomFor(
  ctx: AppContext,
  state: VesselFilesState,
  path: string | null,
  replace: boolean,
): number {
  const replacing = path && replace ? (fileAt(state, path)?.size ?? 0) : 0;
  return Math.min(quotaOf(ctx), freeBytes(state, quotaOf(ctx)) + replacing);
}

export const updateFileCommand = (ctx: AppContext, session: Session, file: VesselFileView, to: string) =>
  run(ctx, session, file.vesselId, (state) =>
    updateFile(state, { vesselId: file.vesselId, fileId: file.id, to }),
  );

export const renameFolderCommand = (
  ctx: AppContext,
  session: Session,
  request: { vesselId: string; from: string; to: string },
) => run(ctx, session, request.vesselId, (state) => renameFolder(state, request));

export async function deleteFileCommand(ctx: AppContext, session: Session, file: VesselFileView) {
  const at = ctx.now().toISOString();
  await run(ctx, session, file.vesselId, (state) =>
    deleteFile(state, { vesselId: file.vesselId, fileId: file.id, at }),
  );
  void purgeVessel(ctx, session, file.vesselId);
}

export async function deleteFolderCommand(ctx: AppContext, session: Session, vesselId: string, path: string) {
  const at = ctx.now().toISOString();
  await run(ctx, session, vesselId, (state) => deleteFolder(state, { vesselId, path, at }));
  void purgeVessel(ctx, session, vesselId);
}

export async function restoreFileCommand(ctx: AppContext, session: Session, file: VesselFileView) {
  const at = ctx.now().toISOString();
  await run(ctx, session, file.vesselId, (state) =>
    restoreFile(state, {
      vesselId: file.vesselId,
      fileId: file.id,
      at,
      administrator: session.user.role === "Administrator",
      quotaBytes: quotaOf(ctx),
    }),
  );
}

/**
 * Files deleted more than 30 days ago are purged: the event first, then their contents. Runs after a
 * vessel's uploads and deletions; a failure is logged and retried by the next one.
 */
export async function purgeVessel(
  ctx: AppContext,
  actor: Session | EventMetadataInput,
  vesselId: string,
): Promise<void> {
  try {
    const at = ctx.now().toISOString();
    const events = await run(ctx, actor, vesselId, (state) => purgeExpired(state, { vesselId, at }));
    for (const event of events) {
      if (event.type !== "VesselFilePurged") continue;
      for (const blobId of event.data.blobIds) await blobsOf(ctx).delete(blobId);
    }
  } catch (error) {
    ctx.logger.warn("purging deleted documents failed", { vesselId, error: String(error) });
  }
}

export function liveFileOrNotFound(file: VesselFileView | undefined): VesselFileView {
  if (!file || file.deletedAt !== null) throw new NotFoundError(VESSEL_FILE_MESSAGES.notFound);
  return file;
}
