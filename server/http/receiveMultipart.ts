import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ValidationError } from "../../domain/shared/errors.js";
import { BodyTooLargeError } from "./bodyLimit.js";
import { isClientDisconnect } from "./clientDisconnect.js";

/** Room for the multipart framing and the small fields around the file, on top of the file's limit. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export interface MultipartOptions {
  /** The largest file accepted, enforced while the body streams. */
  maxFileBytes: number;
  /** The 413 message when the file is larger. */
  tooLargeMessage: string;
  /** The 400 message when the request carries no file in the field `file`. */
  noFileMessage: string;
}

export interface ReceivedFile<T> {
  content: T;
  /** The file name the sender gave, or "" */
  fileName: string;
  /** The small fields sent with the file. */
  fields: Record<string, string>;
}

/** The client closed the connection before the upload was complete. */
export class UploadInterruptedError extends ValidationError {
  constructor() {
    super("The upload was interrupted before it was complete. Please send it again.");
  }
}

/**
 * Reads the multipart field `file` of a request into `sink` as it streams, never holding more than a
 * chunk, and refuses a file over the limit as soon as it passes it (BodyTooLargeError). Every stream
 * error (the client went away, a broken body) is handled here: when this rejects, the sink has settled,
 * so a caller can clean up what it wrote.
 */
export async function receiveMultipart<T>(
  request: Request,
  options: MultipartOptions,
  sink: (file: Readable) => Promise<T>,
): Promise<ReceivedFile<T>> {
  const { files, fields } = await receiveMultipartFiles(request, { ...options, maxFiles: 1 }, sink);
  const [file] = files;
  if (!file) throw new ValidationError(options.noFileMessage);
  return { content: file.content, fileName: file.fileName, fields };
}

/** One file of a multipart request with several. */
export interface ReceivedPart<T> {
  content: T;
  fileName: string;
}

/**
 * As `receiveMultipart`, for up to `maxFiles` files in the fields `file` or `files` (each into its own
 * `sink` call, one after the other as they stream; `maxFileBytes` is per file). When this rejects, every
 * sink has settled; `settled` (given) receives the sinks' outcomes so a caller can remove what they wrote.
 */
export async function receiveMultipartFiles<T>(
  request: Request,
  options: MultipartOptions & { maxFiles: number; settled?: (outcomes: Promise<T>[]) => void },
  sink: (file: Readable) => Promise<T>,
): Promise<{ files: ReceivedPart<T>[]; fields: Record<string, string> }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new ValidationError(options.noFileMessage);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        files: options.maxFiles,
        fileSize: options.maxFileBytes,
        fields: 20,
        fieldSize: 1024,
        parts: 29 + options.maxFiles,
      },
    });
  } catch {
    throw new ValidationError("The upload is not a multipart/form-data body (its boundary is missing).");
  }
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const names: string[] = [];
  const receiving: Promise<T>[] = [];
  options.settled?.(receiving);
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    // When the body fails (over the limit, cut off), busboy destroys the file stream with that error,
    // maybe before its sink listens: a PostgreSQL blob write reads its first chunk only after inserting
    // its row, and an unheard 'error' would end the process. The sink still gets the error as it reads.
    stream.on("error", () => undefined);
    if ((name !== "file" && name !== "files") || receiving.length >= options.maxFiles) {
      stream.resume();
      return;
    }
    names.push(info.filename ?? "");
    stream.once("limit", () => body.destroy(new BodyTooLargeError(options.tooLargeMessage)));
    const received = sink(stream);
    // Awaited below on every path; this keeps an early failure from counting as unhandled meanwhile.
    received.catch(() => undefined);
    receiving.push(received);
  });
  try {
    await pipeline(body, parser);
    if (receiving.length === 0) throw new ValidationError(options.noFileMessage);
    const contents = await Promise.all(receiving);
    return { files: contents.map((content, i) => ({ content, fileName: names[i] ?? "" })), fields };
  } catch (error) {
    body.destroy();
    parser.destroy();
    await Promise.allSettled(receiving);
    throw uploadError(error);
  }
}

function uploadError(error: unknown): unknown {
  if (error instanceof BodyTooLargeError || error instanceof ValidationError) return error;
  if (isClientDisconnect(error)) return new UploadInterruptedError();
  if (error instanceof Error && /Unexpected end of form|Malformed|boundary/i.test(error.message)) {
    return new ValidationError("The upload is not a complete multipart/form-data body.");
  }
  return error;
}

/** A sink writing the file to `path`; on failure the (partial) file is removed once it is closed. */
export const toFile =
  (path: string) =>
  async (stream: Readable): Promise<string> => {
    const out = createWriteStream(path);
    try {
      await pipeline(stream, out);
      return path;
    } catch (error) {
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await rm(path, { force: true });
      throw error;
    }
  };

/** A sink keeping the file in memory (workbooks, whose readers need the whole file). */
export async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
