import { Readable } from "node:stream";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { mimeTypeOf } from "../../../domain/vesselFiles/fileTypes.js";
import { baseNameOf, VESSEL_FILE_MESSAGES } from "../../../domain/vesselFiles/vesselFiles.js";
import type { VesselFileView } from "../../../projections/vesselFiles/vesselFiles.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import { blobsOf } from "./commands.js";

/** A vessel file's content as a streamed download named by its base name. */
export async function downloadResponse(ctx: AppContext, file: VesselFileView): Promise<Response> {
  const content = await blobsOf(ctx).read(file.blobId);
  if (!content) throw new NotFoundError(VESSEL_FILE_MESSAGES.notFound);
  return new Response(Readable.toWeb(content) as ReadableStream, {
    headers: {
      "Content-Type": mimeTypeOf(file.fileName),
      "Content-Length": String(file.fileSize),
      "Content-Disposition": attachment(baseNameOf(file.fileName)),
      "Cache-Control": "private, no-store",
    },
  });
}
