import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RELEASES } from "./releases";

const packageVersion = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../../package.json"), "utf8"))
  .version as string;

describe("release notes", () => {
  it("open with the version the product runs, so no release ships without its notes", () => {
    expect(RELEASES[0]?.version).toBe(packageVersion);
  });

  it("are newest first, each with its date and changes", () => {
    const key = (v: string) =>
      v
        .split(".")
        .map((n) => n.padStart(5, "0"))
        .join(".");
    for (let i = 1; i < RELEASES.length; i++) {
      expect(key(RELEASES[i - 1]!.version) > key(RELEASES[i]!.version)).toBe(true);
      expect(RELEASES[i - 1]!.date >= RELEASES[i]!.date).toBe(true);
    }
    for (const release of RELEASES) {
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(release.changes.flatMap((c) => c.items).length).toBeGreaterThan(0);
    }
  });

  it("are written for the people who use Keelson, not for server operators (docs/operations.md has those)", () => {
    const operatorWords =
      /PG_[A-Z_]+|PostgreSQL|nginx|\/metrics|Prometheus|server process|partition|thread|transaction|connection budget|connection pool|readiness/i;
    for (const release of RELEASES)
      for (const text of [release.title, ...release.changes.flatMap((c) => [c.area, ...c.items])])
        expect(text, `${release.version}: ${text}`).not.toMatch(operatorWords);
  });
});
