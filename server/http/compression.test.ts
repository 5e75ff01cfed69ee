import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { chooseEncoding, compressAnswers, FAST_FROM_BYTES } from "./compression.js";
import type { AppEnv } from "./env.js";
import { mountStaticClient } from "./staticClient.js";

const rows = Array.from({ length: 2000 }, (_, i) => ({ t: 1_700_000_000_000 + i * 60_000, v: i % 17 }));
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-precompressed-"));
const script = "export const x = 1;\n".repeat(500);
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "assets", "app.js"), script);
fs.writeFileSync(path.join(clientDir, "assets", "app.js.br"), zlib.brotliCompressSync(script));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
app.use("*", compressAnswers());
app.get("/api/v1/rows", (c) => c.json(rows));
app.get("/api/v1/small", (c) => c.json({ ok: true }));
const large = Array.from({ length: 20_000 }, (_, i) => ({ t: 1_700_000_000_000 + i * 60_000, v: i / 7 }));
app.get("/api/v1/large", (c) => c.json(large));
const csvLines = Array.from({ length: 200 }, (_, i) => `${i},${(i * 13) % 7},line ${i}\n`);
app.get("/api/v1/export.csv", (c) => {
  c.header("Content-Type", "text/csv");
  const lines = [...csvLines];
  return c.body(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const line = lines.shift();
        if (line === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(line));
      },
    }),
  );
});
app.get("/api/v1/export.zip", (c) => {
  c.header("Content-Type", "application/zip");
  return c.body(Buffer.alloc(50_000, 7));
});
app.get("/socket.io/", (c) => c.json(rows));
mountStaticClient(app, clientDir);

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressAnswers", () => {
  it("sends JSON as brotli when the client takes it, else gzip, else as it is; always with Vary", async () => {
    const identity = Buffer.from(JSON.stringify(rows));
    const br = await get("/api/v1/rows", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    // Compressed whole: its length is known.
    expect(br.headers.get("content-length")).toBe(String(brBody.length));
    expect(zlib.brotliDecompressSync(brBody).equals(identity)).toBe(true);
    expect(brBody.length).toBeLessThan(identity.length / 5);

    const gzip = await get("/api/v1/rows", "gzip;q=1, br;q=0");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(identity)).toBe(true);

    const plain = await get("/api/v1/rows");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(Buffer.from(await plain.arrayBuffer()).equals(identity)).toBe(true);
  });

  it("compresses a large answer at a fast level (brotli 1, gzip 1), a smaller one denser (brotli 5, gzip 6)", async () => {
    const identity = Buffer.from(JSON.stringify(large));
    expect(identity.length).toBeGreaterThanOrEqual(FAST_FROM_BYTES);
    const brotliAt = (body: Buffer, quality: number) =>
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    const br = Buffer.from(await (await get("/api/v1/large", "br")).arrayBuffer());
    expect(br.equals(brotliAt(identity, 1))).toBe(true);
    const gzip = Buffer.from(await (await get("/api/v1/large", "gzip")).arrayBuffer());
    expect(gzip.equals(zlib.gzipSync(identity, { level: 1 }))).toBe(true);

    const small = Buffer.from(JSON.stringify(rows));
    expect(small.length).toBeLessThan(FAST_FROM_BYTES);
    const smallBr = Buffer.from(await (await get("/api/v1/rows", "br")).arrayBuffer());
    expect(smallBr.equals(brotliAt(small, 5))).toBe(true);
    const smallGzip = Buffer.from(await (await get("/api/v1/rows", "gzip")).arrayBuffer());
    expect(smallGzip.equals(zlib.gzipSync(small, { level: 6 }))).toBe(true);
  });

  it("streams a body that keeps coming (an export), without a length", async () => {
    const answer = await get("/api/v1/export.csv", "gzip");
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("content-length")).toBeNull();
    expect(zlib.gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(csvLines.join(""));
  });

  it("leaves small bodies, binary downloads and the live channel alone", async () => {
    expect((await get("/api/v1/small", "br")).headers.get("content-encoding")).toBeNull();
    const zip = await get("/api/v1/export.zip", "br, gzip");
    expect(zip.headers.get("content-encoding")).toBeNull();
    expect((await zip.arrayBuffer()).byteLength).toBe(50_000);
    expect((await get("/socket.io/", "br")).headers.get("content-encoding")).toBeNull();
  });

  it("serves the client's precompressed copy as it is, not compressed again", async () => {
    const answer = await get("/assets/app.js", "gzip, br");
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(answer.headers.get("cache-control")).toContain("immutable");
    expect(zlib.brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(script);
    // No .gz beside it: compressed as it goes.
    const gzip = await get("/assets/app.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, honours q=0 and falls back to none", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
