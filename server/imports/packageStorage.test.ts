import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PACKAGES_DIR, packageFile, prunePackages } from "./packageStorage.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDirWith(importPaths: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-prune-"));
  dirs.push(dir);
  for (const importPath of importPaths) {
    const file = packageFile(dir, importPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "zip");
  }
  return dir;
}

describe("prunePackages", () => {
  const now = new Date("2026-03-31T10:00:00Z");
  const old = "9312482/2026/02/28/old.zip";
  const queued = "9312482/2026/02/28/queued.zip";
  const lastDay = "9312482/2026/03/01/kept.zip";
  const recent = "9500001/2026/03/30/recent.zip";

  it("deletes packages uploaded more than the retention days ago, keeps queued and recent ones", async () => {
    const dir = dataDirWith([old, queued, lastDay, recent]);
    fs.mkdirSync(path.join(dir, PACKAGES_DIR, ".incoming"), { recursive: true });
    const deleted = await prunePackages(dir, 30, now, new Set([queued]));
    expect(deleted).toEqual([old]);
    for (const kept of [queued, lastDay, recent]) expect(fs.existsSync(packageFile(dir, kept))).toBe(true);
    expect(fs.existsSync(packageFile(dir, old))).toBe(false);
    expect(fs.existsSync(path.join(dir, PACKAGES_DIR, ".incoming"))).toBe(true);
  });

  it("removes day folders it empties, and keeps everything with retention 0", async () => {
    const dir = dataDirWith([old, lastDay]);
    expect(await prunePackages(dir, 0, now, new Set())).toEqual([]);
    expect(await prunePackages(dir, 29, now, new Set())).toEqual([old, lastDay]);
    expect(fs.existsSync(path.join(dir, PACKAGES_DIR, "9312482/2026/02/28"))).toBe(false);
    expect(await prunePackages(dir, 29, now, new Set())).toEqual([]);
  });
});
