import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
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

function compressor(encoding: "br" | "gzip", size: number | null): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === "gzip") return zlib.createGzip({ level: 6 });
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      // Quality 5 of 11: for answers made per request, near gzip's speed and clearly smaller; the client's
      // files are compressed at 11 once, at build (scripts/precompress.ts).
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      ...(size !== null && { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size }),
    },
  });
}

/**
 * Compresses text answers (API JSON, CSV exports, the client's files where no precompressed copy exists) with
 * brotli or gzip as the client accepts, streamed through zlib off the event loop's hot path, with
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
    // Without a declared length (c.json), the first kilobyte tells whether there is more.
    const reader = (res.body as NodeReadableStream<Uint8Array>).getReader();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < MIN_COMPRESSED_BYTES) {
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
