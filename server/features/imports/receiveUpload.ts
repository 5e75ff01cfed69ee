import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { DomainError, ValidationError } from "../../../domain/shared/errors.js";

export const MAX_PACKAGE_BYTES = 1000 * 1000 * 1000;

export class PayloadTooLargeError extends DomainError {
  override readonly name = "PayloadTooLargeError";
  constructor() {
    // The DomainError statuses stop at 429; the route answers 413 itself.
    super("The package is larger than 1000 MB.", 400);
  }
}

export interface ReceivedUpload {
  /** The temporary file the package streamed to. */
  file: string;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Streams the multipart field `file` of a request to a new file in `dir`, never holding it in memory.
 * Other (small) fields are collected. The caller owns the file afterwards.
 */
export async function receiveUpload(
  request: Request,
  dir: string,
  maxBytes = MAX_PACKAGE_BYTES,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new ValidationError('Send the package as multipart/form-data in the field "file".');
  }
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  let tooLarge = false;
  const writes: Promise<void>[] = [];

  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 1024 },
  });
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "file" || fileName !== null) {
      stream.resume();
      return;
    }
    fileName = info.filename || "package.zip";
    stream.on("limit", () => {
      tooLarge = true;
    });
    writes.push(pipeline(stream, createWriteStream(file)));
  });
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof Error && /Unexpected end of form|Malformed/i.test(error.message)) {
      throw new ValidationError("The upload is not a complete multipart/form-data body.");
    }
    throw error;
  }
  if (tooLarge) {
    await rm(file, { force: true });
    throw new PayloadTooLargeError();
  }
  if (fileName === null) {
    throw new ValidationError('No file was uploaded. Send the package in the multipart field "file".');
  }
  return { file, fileName, fields };
}
