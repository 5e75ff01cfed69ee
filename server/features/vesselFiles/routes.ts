import { Hono } from "hono";
import { z } from "zod";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import {
  deletedVesselFileAnswer,
  vesselFileAnswer,
  vesselFileListingAnswer,
  vesselFileStorageAnswer,
  vesselFileUrlAnswer,
} from "../../../domain/vesselFiles/answers.js";
import {
  filePath,
  folderPath,
  foldersOf,
  parsePath,
  renameFolderRequest,
  updateVesselFileRequest,
  VESSEL_FILE_MESSAGES,
} from "../../../domain/vesselFiles/vesselFiles.js";
import type { VesselFileView } from "../../../projections/vesselFiles/vesselFiles.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { allowBody } from "../../http/bodyLimit.js";
import type { AppEnv, Session } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { MULTIPART_OVERHEAD, receiveMultipart } from "../../http/receiveMultipart.js";
import { requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import {
  blobsOf,
  deleteFileCommand,
  deleteFolderCommand,
  fileView,
  liveFileOrNotFound,
  precheckUpload,
  quotaOf,
  recordUpload,
  renameFolderCommand,
  restoreFileCommand,
  roomFor,
  storeUpload,
  updateFileCommand,
  vesselFilesState,
} from "./commands.js";
import { downloadResponse } from "./download.js";
import { deletedVesselFileDto, vesselFileDto } from "./vesselFileDto.js";

const doc = apiDocs("Vessel files");

const idPath = pathParams({ id: uuidId("file id") });
// Named `id` like the file routes' segment: /VesselFiles/{vesselId} and /VesselFiles/{id} would be one
// path twice in the OpenAPI document. The URL (spec 3 §7, POST /VesselFiles/{vesselId}) is unchanged.
const vesselIdPath = pathParams({ id: uuidId("vessel id") });
const vesselQuery = z.object({ vesselId: uuidId("vessel id") });
const flag = z
  .enum(["true", "false"], { message: "Use true or false." })
  .optional()
  .transform((v) => v === "true");
const uploadQuery = z.object({
  /** The file's folder path and name; when given, refusals come before the bytes are sent. */
  fileName: filePath.optional(),
  replace: flag,
});
const downloadQuery = z.object({ onlyUrl: flag });
const folderQuery = z.object({ vesselId: uuidId("vessel id"), path: folderPath });

/**
 * A vessel's documents (spec 3 §2 Vessel files, §7 calls; docs/vessel-files.md). Everyone who sees the
 * vessel reads and changes them; another company's vessel, or one outside the caller's access groups,
 * answers 404 like a missing one. Deleted files are listed and restored by administrators for 30 days.
 */
export function vesselFileRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const quota = quotaOf(ctx);
  const uploadBody = allowBody(quota + MULTIPART_OVERHEAD, VESSEL_FILE_MESSAGES.noRoomLeft(quota, quota));

  const seeVessel = (session: Session, vesselId: string) => requestScope(ctx, session.actor).vessel(vesselId);
  /** A file of a vessel the caller sees (deleted ones too when `deleted`), else 404. */
  const visibleFile = (session: Session, id: string, deleted = false): VesselFileView => {
    const file = fileView(ctx, id);
    if (!file || (file.deletedAt !== null) !== deleted)
      throw new NotFoundError(VESSEL_FILE_MESSAGES.notFound);
    requestScope(ctx, session.actor).vessel(file.vesselId, VESSEL_FILE_MESSAGES.notFound);
    return file;
  };
  const filesOf = (vesselId: string) => {
    const { byId, idsByVessel } = ctx.readModels.state("vesselFiles");
    return (entryOf(idsByVessel, vesselId) ?? []).map((id) => entryOf(byId, id)!);
  };
  const storage = (vesselId: string) => ({
    usedBytes: filesOf(vesselId)
      .filter((f) => f.deletedAt === null)
      .reduce((sum, f) => sum + f.fileSize, 0),
    quotaBytes: quota,
  });
  const listing = (vesselId: string) => {
    const files = filesOf(vesselId).filter((f) => f.deletedAt === null);
    return {
      files: files.map((f) => vesselFileDto(ctx, f)),
      folders: foldersOf(files.map((f) => f.fileName)),
      ...storage(vesselId),
    };
  };

  app.get(
    "/VesselFiles",
    doc({
      summary: "List a vessel's files and folders, with the storage used",
      query: vesselQuery,
      response: vesselFileListingAnswer,
    }),
    (c) => {
      const { vesselId } = parseValue(c.req.query(), vesselQuery);
      seeVessel(c.get("session"), vesselId);
      return c.json(listing(vesselId));
    },
  );

  app.get(
    "/VesselFiles/Storage",
    doc({
      summary: "The storage a vessel's files use, and its quota",
      query: vesselQuery,
      response: vesselFileStorageAnswer,
    }),
    (c) => {
      const { vesselId } = parseValue(c.req.query(), vesselQuery);
      seeVessel(c.get("session"), vesselId);
      return c.json(storage(vesselId));
    },
  );

  app.get(
    "/VesselFiles/Deleted",
    doc({
      summary: "List a vessel's files deleted in the last 30 days",
      query: vesselQuery,
      roles: ["Administrator"],
      response: z.array(deletedVesselFileAnswer),
    }),
    requireRole("Administrator"),
    (c) => {
      const { vesselId } = parseValue(c.req.query(), vesselQuery);
      seeVessel(c.get("session"), vesselId);
      const deleted = filesOf(vesselId).filter((f) => f.deletedAt !== null);
      return c.json(deleted.map((f) => deletedVesselFileDto(ctx, f)));
    },
  );

  app.put(
    "/VesselFiles/Folders",
    doc({
      summary: "Rename or move a folder of a vessel's files",
      body: renameFolderRequest,
      response: vesselFileListingAnswer,
    }),
    async (c) => {
      const session = c.get("session");
      const request = await parseBody(c, renameFolderRequest);
      seeVessel(session, request.vesselId);
      await renameFolderCommand(ctx, session, request);
      return c.json(listing(request.vesselId));
    },
  );

  app.delete(
    "/VesselFiles/Folders",
    doc({ summary: "Delete a folder of a vessel's files", query: folderQuery, status: 204 }),
    async (c) => {
      const session = c.get("session");
      const { vesselId, path } = parseValue(c.req.query(), folderQuery);
      seeVessel(session, vesselId);
      await deleteFolderCommand(ctx, session, vesselId, path);
      return c.body(null, 204);
    },
  );

  app.put(
    "/VesselFiles",
    doc({
      summary: "Rename or move a vessel file",
      body: updateVesselFileRequest,
      response: vesselFileAnswer,
    }),
    async (c) => {
      const session = c.get("session");
      const request = await parseBody(c, updateVesselFileRequest);
      const file = visibleFile(session, request.id);
      await updateFileCommand(ctx, session, file, request.fileName);
      return c.json(vesselFileDto(ctx, liveFileOrNotFound(fileView(ctx, file.id))));
    },
  );

  app.post(
    "/VesselFiles/:id",
    doc({
      summary: "Upload a file to a vessel (201; 200 when it replaced one)",
      query: uploadQuery,
      upload: { fields: { fileName: "The file's folder path and name (default the uploaded file's name)" } },
      response: vesselFileAnswer,
      status: 201,
    }),
    vesselIdPath,
    uploadBody,
    async (c) => {
      const session = c.get("session");
      const { id: vesselId } = c.req.valid("param");
      seeVessel(session, vesselId);
      const query = parseValue(c.req.query(), uploadQuery);
      const state = await vesselFilesState(ctx, vesselId);
      if (query.fileName) {
        const declared = Number(c.req.header("content-length") ?? 0) - MULTIPART_OVERHEAD;
        precheckUpload(ctx, state, {
          vesselId,
          path: query.fileName,
          replace: query.replace,
          declaredBytes: declared,
        });
      }
      const room = roomFor(ctx, state, query.fileName ?? null, query.replace);
      const blobs = blobsOf(ctx);
      // What the sink stored, so a failure after it finished (a 413, a broken body) still removes it.
      let stored: ReturnType<typeof storeUpload> | null = null;
      let received: Awaited<ReturnType<typeof receiveMultipart<Awaited<ReturnType<typeof storeUpload>>>>>;
      try {
        received = await receiveMultipart(
          c.req.raw,
          {
            // busboy stops at the limit itself, so a file of exactly the room left needs one byte more.
            maxFileBytes: room + 1,
            tooLargeMessage: VESSEL_FILE_MESSAGES.noRoomLeft(room, quota),
            noFileMessage: VESSEL_FILE_MESSAGES.noFile,
          },
          (stream) => {
            stored = storeUpload(blobs, stream);
            return stored;
          },
        );
      } catch (error) {
        await (stored as ReturnType<typeof storeUpload> | null)?.then(
          ({ blob }) => blob.discard(),
          () => undefined,
        );
        throw error;
      }
      const { blob, sniffer } = received.content;
      let path: string;
      try {
        path = query.fileName ?? parsePath(filePath, received.fields.fileName ?? received.fileName);
      } catch (error) {
        await blob.discard();
        throw error;
      }
      const { fileId, replaced } = await recordUpload(ctx, session, {
        vesselId,
        path,
        replace: query.replace,
        blob,
        sniffer,
      });
      return c.json(vesselFileDto(ctx, liveFileOrNotFound(fileView(ctx, fileId))), replaced ? 200 : 201);
    },
  );

  app.get(
    "/VesselFiles/:id",
    doc({
      summary: "Download a vessel file, or only its URL with onlyUrl=true",
      query: downloadQuery,
      produces: ["binary", "json"],
      response: vesselFileUrlAnswer,
    }),
    idPath,
    async (c) => {
      const session = c.get("session");
      const file = visibleFile(session, c.req.valid("param").id);
      const { onlyUrl } = parseValue(c.req.query(), downloadQuery);
      if (onlyUrl) return c.json({ url: `/api/v1/VesselFiles/${file.id}` });
      return downloadResponse(ctx, file);
    },
  );

  app.delete(
    "/VesselFiles/:id",
    doc({ summary: "Delete a vessel file (restorable for 30 days)", status: 204 }),
    idPath,
    async (c) => {
      const session = c.get("session");
      await deleteFileCommand(ctx, session, visibleFile(session, c.req.valid("param").id));
      return c.body(null, 204);
    },
  );

  app.post(
    "/VesselFiles/:id/Restore",
    doc({ summary: "Restore a deleted vessel file", roles: ["Administrator"], response: vesselFileAnswer }),
    idPath,
    requireRole("Administrator"),
    async (c) => {
      const session = c.get("session");
      const file = visibleFile(session, c.req.valid("param").id, true);
      await restoreFileCommand(ctx, session, file);
      return c.json(vesselFileDto(ctx, liveFileOrNotFound(fileView(ctx, file.id))));
    },
  );

  return app;
}
