import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { allowBody } from "../../http/bodyLimit.js";
import { MULTIPART_OVERHEAD, receiveMultipart, toFile } from "../../http/receiveMultipart.js";

export const MAX_PACKAGE_BYTES = 1000 * 1000 * 1000;
const TOO_LARGE = "The package is larger than 1000 MB. Split the data into smaller packages.";

/** The body limit of the package upload route. */
export const packageUploadBody = allowBody(MAX_PACKAGE_BYTES + MULTIPART_OVERHEAD, TOO_LARGE);

export interface ReceivedUpload {
  /** The temporary file the package streamed to. */
  file: string;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Streams the multipart field `file` of a request to a new file in `dir`, never holding it in memory.
 * Other (small) fields are collected. The caller owns the file afterwards; when the upload fails (too
 * large, interrupted, malformed) the partial file is already gone.
 */
export async function receiveUpload(request: Request, dir: string): Promise<ReceivedUpload> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  try {
    const received = await receiveMultipart(
      request,
      {
        maxFileBytes: MAX_PACKAGE_BYTES,
        tooLargeMessage: TOO_LARGE,
        noFileMessage: 'No file was uploaded. Send the package in the multipart field "file".',
      },
      toFile(file),
    );
    return { file, fileName: received.fileName || "package.zip", fields: received.fields };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
