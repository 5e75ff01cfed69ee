import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { ValidationError } from "../../domain/shared/errors.js";

/** Folder of DATA_DIR holding uploaded packages at their import paths. */
export const PACKAGES_DIR = "packages";
/** Where uploads stream to before they are accepted (same file system, so acceptance is a rename). */
export const INCOMING_DIR = path.join(PACKAGES_DIR, ".incoming");

const IMPORT_PATH = /^(\d{7})\/\d{4}\/\d{2}\/\d{2}\/[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** File name as stored: letters, digits, `.`, `-`, `_`; anything else becomes `_`. */
export function safeFileName(name: string | undefined): string {
  const base = path.basename((name ?? "").replaceAll("\\", "/")).replace(/[^A-Za-z0-9._-]/g, "_");
  const trimmed = base.replace(/^[._-]+/, "");
  return trimmed.length > 0 ? trimmed.slice(0, 200) : "package.zip";
}

/** `{imo}/{yyyy}/{mm}/{dd}/{file name}` with the upload's UTC date (spec 3 §3 Import). */
export function importPathFor(imoNumber: string, fileName: string, at: Date): string {
  const [yyyy, mm, dd] = at.toISOString().slice(0, 10).split("-");
  return `${imoNumber}/${yyyy}/${mm}/${dd}/${safeFileName(fileName)}`;
}

/** The IMO number an import path starts with (spec 3 §3: from the first path segment). */
export function imoOfImportPath(importPath: string): string {
  return checkedImportPath(importPath).slice(0, 7);
}

/** Throws a 400 unless the text is an import path this server could have made. */
export function checkedImportPath(importPath: string | undefined | null): string {
  if (!importPath || !IMPORT_PATH.test(importPath)) {
    throw new ValidationError(
      `"${importPath ?? ""}" is not an import path (IMO number/year/month/day/file name).`,
    );
  }
  return importPath;
}

/** The zip path recorded for an import: where the package is kept, relative to DATA_DIR. */
export const zipPathOf = (importPath: string): string => `${PACKAGES_DIR}/${importPath}`;

/** Absolute file of a zip path or an import path. */
export function packageFile(dataDir: string, importPathOrZipPath: string): string {
  const importPath = importPathOrZipPath.startsWith(`${PACKAGES_DIR}/`)
    ? importPathOrZipPath.slice(PACKAGES_DIR.length + 1)
    : importPathOrZipPath;
  return path.join(dataDir, PACKAGES_DIR, checkedImportPath(importPath));
}

const DAY_MS = 86_400_000;

/**
 * Deletes the stored packages uploaded more than `retentionDays` days before `now` (by the upload day in
 * their import path), except those in `keep` (queued or running), and the day folders left empty.
 * Answers the import paths deleted. `retentionDays` 0 keeps everything.
 */
export async function prunePackages(
  dataDir: string,
  retentionDays: number,
  now: Date,
  keep: ReadonlySet<string>,
): Promise<string[]> {
  if (retentionDays <= 0) return [];
  const root = path.join(dataDir, PACKAGES_DIR);
  const cutoff = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - retentionDays * DAY_MS;
  const deleted: string[] = [];
  const dirs = async (dir: string, pattern: RegExp) => {
    try {
      return (await readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isDirectory() && pattern.test(e.name))
        .map((e) => e.name);
    } catch {
      return [];
    }
  };
  for (const imo of await dirs(root, /^\d{7}$/)) {
    for (const yyyy of await dirs(path.join(root, imo), /^\d{4}$/)) {
      for (const mm of await dirs(path.join(root, imo, yyyy), /^\d{2}$/)) {
        for (const dd of await dirs(path.join(root, imo, yyyy, mm), /^\d{2}$/)) {
          const day = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd));
          if (!(day < cutoff)) continue;
          const folder = path.join(root, imo, yyyy, mm, dd);
          let left = 0;
          for (const entry of await readdir(folder, { withFileTypes: true })) {
            const importPath = `${imo}/${yyyy}/${mm}/${dd}/${entry.name}`;
            if (!entry.isFile() || keep.has(importPath)) {
              left++;
              continue;
            }
            await rm(path.join(folder, entry.name), { force: true });
            deleted.push(importPath);
          }
          if (left === 0) await rm(folder, { recursive: true, force: true });
        }
      }
    }
  }
  return deleted;
}
