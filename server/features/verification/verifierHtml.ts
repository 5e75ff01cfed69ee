import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { VerificationPackage } from "../../../domain/ledger/verificationPackage.js";

const ENTRY = fileURLToPath(new URL("../../../verifier/browser.ts", import.meta.url));
/** Beside the built server (dist/server/verifier.js, scripts/buildServer.mjs); absent when run from source. */
const PREBUILT = fileURLToPath(new URL("./verifier.js", import.meta.url));

let script: Promise<string> | null = null;

/**
 * The verifier as one script: the one built with the server, else bundled by esbuild once per process
 * (from source, where esbuild, a dev dependency, is installed; a production image has the prebuilt one).
 */
function verifierScript(): Promise<string> {
  script ??= (async () => {
    const prebuilt = await fs.readFile(PREBUILT, "utf8").catch(() => null);
    if (prebuilt !== null) return prebuilt;
    // A dev dependency, named through a variable so that the server bundle does not import it.
    const devTool = "esbuild";
    const esbuild = (await import(devTool)) as typeof import("esbuild");
    const result = await esbuild.build({
      entryPoints: [ENTRY],
      absWorkingDir: path.dirname(ENTRY),
      bundle: true,
      write: false,
      format: "iife",
      platform: "browser",
      target: "es2022",
      minify: true,
      legalComments: "none",
    });
    return result.outputFiles[0]!.text;
  })().catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/** JSON inside a <script> element: "<" escaped, so no text of the package can end the element. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A single self-contained page: styles, the verifier and (optionally) the package, nothing fetched. */
export async function verifierHtml(pkg?: VerificationPackage): Promise<string> {
  const code = (await verifierScript()).replace(/<\/script/gi, "<\\/script");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>Keelson verification</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:2rem;max-width:60rem}.ok{color:#12703a}.bad{color:#b00020}li{margin:.3rem 0;overflow-wrap:anywhere}</style>
</head><body>
<h1>Keelson verification package</h1>
<p>Checks the signed checkpoint, every event's inclusion proof, the consistency proof and the MRV figures, offline.
Another verification.json: <input type="file" id="file" accept=".json,application/json"></p>
<div id="result"><p>Checking…</p></div>
<script type="application/json" id="package">${pkg ? inertJson(pkg) : ""}</script>
<script>${code}</script>
</body></html>
`;
}
