import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Text worth compressing: JSON, JavaScript, CSS, HTML, SVG, CSV, plain text. Zip, xlsx, PDF, images are not. */
const COMPRESSIBLE =
  /^(application\/(json|javascript|xml|[\w.+-]+\+json)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\b/i;
/** Under this many bytes the headers and the round trip cost more than compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/**
 * From this size on an answer is compressed at a fast level: a day of raw data (465 KB of JSON) took
 * 24.5 ms at gzip 6 and 11.5 ms at brotli 5, against 9.9 ms at gzip 1 (9 % larger) and 0.9 ms at brotli 1
 * (docs/performance.md, "Compression of large answers"). Smaller answers take the denser levels.
 */
export const FAST_FROM_BYTES = 128 * 1024;

const brotliParams = (size: number | null) => ({
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  // Quality 5 of 11 for answers made per request, 1 for large ones; the client's files are compressed at
  // 11 once, at build (scripts/precompress.ts).
  [zlib.constants.BROTLI_PARAM_QUALITY]: size !== null && size >= FAST_FROM_BYTES ? 1 : 5,
  ...(size !== null && { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size }),
});
const gzipLevel = (size: number | null) => (size !== null && size >= FAST_FROM_BYTES ? 1 : 6);

function compressor(encoding: "br" | "gzip", size: number | null): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === "gzip") return zlib.createGzip({ level: gzipLevel(size) });
  return zlib.createBrotliCompress({ params: brotliParams(size) });
}

/**
 * Under this size a body is compressed on the event loop: 12 KB took 0.02–0.08 ms, less than handing it to
 * the thread pool and back (about 1.5 ms a call on the loaded machine, docs/performance.md).
 */
export const ON_LOOP_BELOW_BYTES = 64 * 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Up to this size a brotli answer at the fast level is compressed on the event loop too: a 500-vessel
 * GET /Vessels (about 740 KB) took 0.8 ms p50 on the loop at quality 1 under four fleet-wide Summaries,
 * against 14.3 ms waiting for the thread pool's answer on that busy loop (docs/performance.md).
 */
export const FAST_ON_LOOP_BELOW_BYTES = 1024 * 1024;

/** A whole body compressed in one call: no stream per answer (which cost more than compressing a small one). */
async function compressWhole(encoding: "br" | "gzip", body: Buffer): Promise<Buffer> {
  const onLoop =
    body.length < ON_LOOP_BELOW_BYTES ||
    (encoding === "br" && body.length >= FAST_FROM_BYTES && body.length < FAST_ON_LOOP_BELOW_BYTES);
  if (encoding === "gzip") {
    const options = { level: gzipLevel(body.length) };
    return onLoop ? zlib.gzipSync(body, options) : gzip(body, options);
  }
  const options = { params: brotliParams(body.length) };
  return onLoop ? zlib.brotliCompressSync(body, options) : brotli(body, options);
}

/**
 * Compresses text answers (API JSON, CSV exports, the client's files where no precompressed copy exists) with
 * brotli or gzip as the client accepts: whole in one call when the body is complete (on the event loop when
 * small, else on zlib's thread pool), else streamed through zlib; with
 * `Vary: Accept-Encoding` on every compressible answer. Leaves alone what is already encoded (the
 * precompressed client files), binary downloads, event streams, small bodies, HEAD, and the live channel.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith("/socket.io/")) return;
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (!COMPRESSIBLE.test(type)) return;
    if (!/\baccept-encoding\b/i.test(res.headers.get("vary") ?? ""))
      res.headers.append("Vary", "Accept-Encoding");
    if (!res.body || c.req.method === "HEAD" || res.status === 204 || res.status === 206) return;
    if (
      res.headers.has("content-encoding") ||
      /\bno-transform\b/.test(res.headers.get("cache-control") ?? "")
    )
      return;
    const declared = res.headers.get("content-length");
    const size = declared === null ? null : Number(declared);
    if (size !== null && size < MIN_COMPRESSED_BYTES) return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    // A body made whole (c.json, c.text, a buffer) comes as one chunk and is compressed whole; one that
    // keeps coming (an export) is streamed once it passed a kilobyte in two chunks or more.
    const reader = (res.body as NodeReadableStream<Uint8Array>).getReader();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let ended = false;
    while (head.length < 2 || headBytes < MIN_COMPRESSED_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(value);
      headBytes += value.byteLength;
    }
    if (ended && headBytes < MIN_COMPRESSED_BYTES) {
      c.res = new Response(Buffer.concat(head), res);
      return;
    }
    if (ended) {
      const body = await compressWhole(encoding, Buffer.concat(head, headBytes));
      c.res = new Response(body as Uint8Array<ArrayBuffer>, res);
      c.res.headers.set("content-length", String(body.length));
      c.res.headers.set("content-encoding", encoding);
      return;
    }
    async function* chunks() {
      try {
        yield* head;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          yield value;
        }
      } finally {
        // A client gone mid-answer: the handler's stream stops too.
        await reader.cancel().catch(() => undefined);
      }
    }
    // pipeline, not pipe: an error or a cancel on either side ends both.
    const body = pipeline(Readable.from(chunks()), compressor(encoding, size), () => undefined);
    // Hono copies the old answer's headers onto the new one: Content-Length goes after.
    c.res = new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
  };
}
