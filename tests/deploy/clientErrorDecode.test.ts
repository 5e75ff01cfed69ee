/**
 * npm run client-error:decode (scripts/clientErrorDecode.ts): a logged report's minified stack back to the
 * original file, line and name, through a real bundle's hidden source map.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { decodeStack, describeReport, reportOf } from "../../scripts/clientErrorDecode.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-decode-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const source = path.join(dir, "src", "AlertsList.ts");
fs.mkdirSync(path.dirname(source));
fs.writeFileSync(
  source,
  [
    "export function markAllRead(count: number): number {",
    '  if (count > 1) throw new Error("Maximum update depth exceeded");',
    "  return count;",
    "}",
    "export function AlertsList(): number {",
    "  return markAllRead(2) + 1;",
    "}",
  ].join("\n"),
);
const assets = path.join(dir, "assets");
const bundle = path.join(assets, "index-abc123.js");
buildSync({
  entryPoints: [source],
  bundle: true,
  minify: true,
  format: "esm",
  sourcemap: "external",
  outfile: bundle,
});

async function thrownStack(): Promise<string> {
  const module = (await import(pathToFileURL(bundle).href)) as Record<string, () => number>;
  const list = Object.values(module).find((f) => f.length === 0)!;
  try {
    list();
  } catch (error) {
    return (error as Error).stack!;
  }
  throw new Error("the bundle did not throw");
}

describe("client-error:decode", () => {
  it("decodes a minified stack to the original file, line and function names", async () => {
    const stack = await thrownStack();
    expect(stack).toContain("index-abc123.js:1:");
    const decoded = decodeStack(
      stack.replace(/file:\/\/\S*\/assets\//g, "https://keelson.example/assets/"),
      assets,
    );
    // The thrower's name is the one its caller called (the next frame's call site).
    expect(decoded).toMatch(/at markAllRead \(.*src\/AlertsList\.ts:2:\d+\)/);
    expect(decoded).toMatch(/at \S+ \(minified\) \(.*src\/AlertsList\.ts:6:\d+\)/);
    expect(decoded).not.toContain("index-abc123.js");
  });

  it("names a component stack's frames after the component defined there in the original source", async () => {
    const frame = (await thrownStack())
      .split("\n")
      .filter((line) => line.includes("index-abc123.js"))[1]!
      .replace(/file:\/\/\S*\/assets\//, "https://keelson.example/assets/");
    expect(decodeStack(frame, assets, { callChain: false })).toMatch(
      /^\s*at AlertsList \(.*src\/AlertsList\.ts:6:\d+\)$/,
    );
  });

  it("prints a logged line's report with its header and both stacks; says which frames have no map", () => {
    const line = `2026-11-29T05:00:00Z ${JSON.stringify({
      event: "client-error",
      message: "client error",
      errorMessage: "boom",
      errorName: "Error",
      route: "/FleetOverview",
      build: "0.6.0+abc",
      stack: "Error: boom\n    at x (https://k/assets/other-999.js:1:5)",
      componentStack: "\n    at Foo (https://k/assets/other-999.js:1:9)",
    })}`;
    const text = describeReport(reportOf(line), assets);
    expect(text).toContain("Error: boom");
    expect(text).toContain("route: /FleetOverview");
    expect(text).toContain("(no map for other-999.js)");
    expect(text).toContain("Component stack:\n    at Foo");
  });
});
