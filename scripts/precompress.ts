// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the built
// client, once at build: the server sends them as they are to clients that accept them (serveStatic's
// `precompressed`), nginx sends the .gz with `gzip_static` (deploy/nginx.conf). A run of vite build calls it
// (vite.config.ts), so `npm run build`, `npm start` and the Dockerfile all get them.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** The client's text files; source maps are left out (large, and only read by developer tools). */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* filesIn(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Compresses every text file of `dir` of at least 1 KB; answers how many files and their sizes. */
export function precompress(dir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const total = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesIn(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = zlib.gzipSync(content, { level: 9 });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    total.files++;
    total.bytes += content.length;
    total.brotli += brotli.length;
    total.gzip += gzip.length;
  }
  return total;
}

/** The vite plugin: compresses the output directory once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = "";
  return {
    name: "keelson-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}
