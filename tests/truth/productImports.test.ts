/**
 * The truth of `npm run truth` stays independent (issue 30): no product module may import the
 * simulator, statically or dynamically, or the estimators could share its formulas and constants and
 * pass by construction. The demo (server/demo) may drive the simulator as "the ships"; scripts and
 * tests may too. Test files beside the code are not product modules.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SIMULATOR = path.join(ROOT, "domain", "simulator");
const PRODUCT_FOLDERS = ["domain", "projections", "server", "client"];
const ALLOWED = [SIMULATOR, path.join(ROOT, "server", "demo")];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;

function productFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.name === "node_modules" || ALLOWED.includes(full)) continue;
    if (entry.isDirectory()) out.push(...productFiles(full));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith(".d.ts"))
      out.push(full);
  }
  return out;
}

const insideSimulator = (resolved: string) =>
  resolved === SIMULATOR || resolved.startsWith(SIMULATOR + path.sep);

/** The specifiers a module imports or re-exports, static and dynamic (import("…") with a literal). */
function importedSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** Where a module reaches the simulator: the offending specifiers (and any computed import naming it). */
function simulatorImportsOf(file: string, source: string): string[] {
  const found = importedSpecifiers(source).filter(
    (spec) => spec.startsWith(".") && insideSimulator(path.resolve(path.dirname(file), spec)),
  );
  // A computed dynamic import cannot be resolved statically: any path text naming the simulator counts.
  for (const match of source.matchAll(/["'`][^"'`\n]*domain\/simulator[^"'`\n]*["'`]/g)) found.push(match[0]);
  return found;
}

describe("product modules never import the simulator", () => {
  it("finds a static, a re-exported and a dynamic import of the simulator (the check can fail)", () => {
    const file = path.join(ROOT, "domain", "hullPerformance", "x.ts");
    expect(simulatorImportsOf(file, 'import { sfoc } from "../simulator/physics.js";')).toHaveLength(1);
    expect(simulatorImportsOf(file, 'export * from "../simulator/world.js";')).toHaveLength(1);
    expect(simulatorImportsOf(file, 'const m = await import("../simulator/physics.js");')).toHaveLength(1);
    expect(
      simulatorImportsOf(file, "const m = await import(`../../domain/simulator/${name}`);"),
    ).toHaveLength(1);
    expect(simulatorImportsOf(file, 'import { x } from "../simulatorish/physics.js";')).toEqual([]);
  });

  it("no module of domain/ (but the simulator), projections/, server/ (but the demo) or client/ imports it", () => {
    const offenders: string[] = [];
    for (const folder of PRODUCT_FOLDERS)
      for (const file of productFiles(path.join(ROOT, folder)))
        for (const spec of simulatorImportsOf(file, readFileSync(file, "utf8")))
          offenders.push(`${path.relative(ROOT, file)} → ${spec}`);
    expect(offenders).toEqual([]);
  });
});
