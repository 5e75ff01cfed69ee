import { Hono } from "hono";
import { z } from "zod";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { complianceFilesAnswer, complianceFilesStoredAnswer } from "../../../domain/vesselFiles/answers.js";
import {
  baseNameOf,
  filePath,
  parsePath,
  VESSEL_FILE_MESSAGES,
} from "../../../domain/vesselFiles/vesselFiles.js";
import type { VesselFileView } from "../../../projections/vesselFiles/vesselFiles.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { allowBody } from "../../http/bodyLimit.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { MULTIPART_OVERHEAD, receiveMultipartFiles } from "../../http/receiveMultipart.js";
import { parseValue, pathParams } from "../../http/validate.js";
import {
  blobsOf,
  fileView,
  liveFileOrNotFound,
  precheckUpload,
  quotaOf,
  recordUpload,
  roomFor,
  storeUpload,
  vesselFilesState,
} from "./commands.js";
import { downloadResponse } from "./download.js";
import { vesselFileDto } from "./vesselFileDto.js";

const doc = apiDocs("Vessel files");

/**
 * Emission compliance voyage files (spec 2 §7: verifier documents, bunker delivery notes, …). They are
 * the vessel's documents in the folder "Emission compliance": the same store, content check by bytes,
 * quota, events with who and when, access and 30-day restore as every document (docs/vessel-files.md),
 * so they are also found on the Documents page.
 */
export const COMPLIANCE_FOLDER = "Emission compliance";
export const COMPLIANCE_MAX_FILES = 10;

export const COMPLIANCE_FILE_MESSAGES = {
  tooMany: `Upload at most ${COMPLIANCE_MAX_FILES} files at once.`,
  twice: (name: string) => `${name} is chosen twice; upload it once.`,
  noFile: 'No file was uploaded. Send the files in the multipart field "files".',
} as const;

const replaceQuery = z.object({
  vesselId: uuidId("vessel id"),
  replace: z
    .enum(["true", "false"], { message: "Use true or false." })
    .optional()
    .transform((v) => v === "true"),
});
const downloadQuery = z.object({
  vesselId: uuidId("vessel id"),
  fileName: z
    .string({ message: "fileName is required." })
    .trim()
    .min(1, { message: "fileName is required." })
    .max(255, { message: "fileName must be at most 255 characters." }),
});

const inFolder = (name: string) => `${COMPLIANCE_FOLDER}/${name}`;
const isCompliance = (f: VesselFileView) =>
  f.deletedAt === null && f.fileName.toLowerCase().startsWith(`${COMPLIANCE_FOLDER.toLowerCase()}/`);

export function complianceFileRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const quota = quotaOf(ctx);
  const uploadBody = allowBody(
    COMPLIANCE_MAX_FILES * (quota + MULTIPART_OVERHEAD),
    VESSEL_FILE_MESSAGES.noRoomLeft(quota, quota),
  );
  const filesOf = (vesselId: string) => {
    const { byId, idsByVessel } = ctx.readModels.state("vesselFiles");
    return (entryOf(idsByVessel, vesselId) ?? []).map((id) => entryOf(byId, id)!).filter(isCompliance);
  };

  app.get(
    "/EmissionCompliance/files/:vesselId",
    doc({ summary: "List a vessel's emission compliance files", response: complianceFilesAnswer }),
    pathParams({ vesselId: uuidId("vessel id") }),
    (c) => {
      const { vesselId } = c.req.valid("param");
      requestScope(ctx, c.get("session").actor).vessel(vesselId);
      const files = filesOf(vesselId)
        .map((f) => ({ ...vesselFileDto(ctx, f), fileName: baseNameOf(f.fileName) }))
        .sort((a, b) => b.uploadedTime.localeCompare(a.uploadedTime));
      return c.json({ vesselId, folder: COMPLIANCE_FOLDER, files });
    },
  );

  app.post(
    "/EmissionCompliance/upload-multiple",
    doc({
      summary: `Upload up to ${COMPLIANCE_MAX_FILES} emission compliance files to a vessel`,
      query: replaceQuery,
      upload: { fileField: "files", multiple: true },
      status: 201,
      response: complianceFilesStoredAnswer,
    }),
    uploadBody,
    async (c) => {
      const session = c.get("session");
      const { vesselId, replace } = parseValue(c.req.query(), replaceQuery);
      requestScope(ctx, session.actor).vessel(vesselId);
      const state = await vesselFilesState(ctx, vesselId);
      // The per-file limit is the vessel's room; the quota is decided again on each stored size.
      const room = roomFor(ctx, state, null, replace);
      const blobs = blobsOf(ctx);
      let sinks: Promise<Awaited<ReturnType<typeof storeUpload>>>[] = [];
      const discardAll = async () => {
        for (const outcome of await Promise.allSettled(sinks))
          if (outcome.status === "fulfilled") await outcome.value.blob.discard().catch(() => undefined);
      };
      let received: Awaited<
        ReturnType<typeof receiveMultipartFiles<Awaited<ReturnType<typeof storeUpload>>>>
      >;
      try {
        received = await receiveMultipartFiles(
          c.req.raw,
          {
            maxFiles: COMPLIANCE_MAX_FILES + 1,
            maxFileBytes: room + 1,
            tooLargeMessage: VESSEL_FILE_MESSAGES.noRoomLeft(room, quota),
            noFileMessage: COMPLIANCE_FILE_MESSAGES.noFile,
            settled: (outcomes) => {
              sinks = outcomes;
            },
          },
          (stream) => storeUpload(blobs, stream),
        );
      } catch (error) {
        await discardAll();
        throw error;
      }
      // Every name, type and duplicate is checked before any file is recorded: all or none.
      const paths: string[] = [];
      try {
        if (received.files.length > COMPLIANCE_MAX_FILES)
          throw new ValidationError(COMPLIANCE_FILE_MESSAGES.tooMany);
        for (const file of received.files) {
          const path = parsePath(filePath, inFolder(baseNameOf(file.fileName.replaceAll("\\", "/"))));
          if (paths.some((p) => p.toLowerCase() === path.toLowerCase()))
            throw new ValidationError(COMPLIANCE_FILE_MESSAGES.twice(baseNameOf(path)));
          precheckUpload(ctx, state, {
            vesselId,
            path,
            replace,
            declaredBytes: file.content.blob.size,
            contentMatches: file.content.sniffer.matches(path),
          });
          paths.push(path);
        }
      } catch (error) {
        await discardAll();
        throw error;
      }
      const stored = [];
      for (const [i, file] of received.files.entries()) {
        try {
          const { fileId } = await recordUpload(ctx, session, {
            vesselId,
            path: paths[i]!,
            replace,
            blob: file.content.blob,
            sniffer: file.content.sniffer,
          });
          const view = liveFileOrNotFound(fileView(ctx, fileId));
          stored.push({ ...vesselFileDto(ctx, view), fileName: baseNameOf(view.fileName) });
        } catch (error) {
          for (const rest of received.files.slice(i + 1))
            await rest.content.blob.discard().catch(() => undefined);
          throw error;
        }
      }
      return c.json({ vesselId, files: stored }, 201);
    },
  );

  app.get(
    "/EmissionCompliance/download-voyage-file",
    doc({
      summary: "Download one of a vessel's emission compliance files by name",
      query: downloadQuery,
      produces: "binary",
    }),
    async (c) => {
      const { vesselId, fileName } = parseValue(c.req.query(), downloadQuery);
      requestScope(ctx, c.get("session").actor).vessel(vesselId);
      const wanted = inFolder(fileName).toLowerCase();
      const file = filesOf(vesselId).find((f) => f.fileName.toLowerCase() === wanted);
      if (!file) throw new NotFoundError(VESSEL_FILE_MESSAGES.notFound);
      return downloadResponse(ctx, file);
    },
  );

  return app;
}
