import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const CLIENT_SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * The client's layers, from the bottom: shared (no domain area of its own), entities (the records several
 * areas show), features (one domain area each), then pages and app, which compose features. A layer reads
 * only itself and the layers under it; a feature reads no other feature.
 */
const MAY_IMPORT: Record<string, string[]> = {
  shared: ["shared"],
  entities: ["entities", "shared"],
  features: ["features", "entities", "shared"],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** "features/fuel/FuelTanksTab.tsx" → ["features", "fuel"]; outside client/src → null. */
function placeOf(file: string): [string, string] | null {
  const relative = path.relative(CLIENT_SRC, file).split(path.sep);
  if (relative[0] === "..") return null;
  return [relative[0] ?? "", relative[1] ?? ""];
}

function relativeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
}

function boundaryViolations(): string[] {
  const violations: string[] = [];
  for (const file of sourceFiles(CLIENT_SRC)) {
    const from = placeOf(file);
    if (!from) continue;
    const allowed = MAY_IMPORT[from[0]];
    if (!allowed) continue;
    for (const specifier of relativeImports(fs.readFileSync(file, "utf8"))) {
      const to = placeOf(path.resolve(path.dirname(file), specifier));
      if (!to) continue; // domain/ and other packages outside the client
      const where = path.relative(CLIENT_SRC, file);
      if (!allowed.includes(to[0])) violations.push(`${where} (${from[0]}) imports ${to[0]}: ${specifier}`);
      else if (from[0] === "features" && to[0] === "features" && to[1] !== from[1])
        violations.push(`${where} imports the ${to[1]} feature: ${specifier}`);
    }
  }
  return violations;
}

describe("client slice boundaries", () => {
  it("keeps each feature to itself, entities and shared; shared and entities never reach up", () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it("sees an import across features (the check itself works)", () => {
    const specifiers = relativeImports('import { x } from "../fuel/fuelApi";\nconst y = import("./lazy");');
    expect(specifiers).toEqual(["../fuel/fuelApi", "./lazy"]);
  });
});
