import type { VesselFileAnswer } from "../../../../domain/vesselFiles/answers";

/** One row of the Documents table: a folder of the current folder, or a file in it. */
export type DocumentRow =
  | { kind: "folder"; key: string; name: string; path: string; temporary: boolean; fileCount: number }
  | { kind: "file"; key: string; name: string; path: string; file: VesselFileAnswer };

const lower = (s: string) => s.toLowerCase();
const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));
const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * The rows of `folder` ("" is the top): its sub-folders first (those the files make and the temporary
 * ones the person created and has not filled yet), then its files.
 */
export function rowsOf(
  files: readonly VesselFileAnswer[],
  folders: readonly string[],
  temporary: readonly string[],
  folder: string,
): DocumentRow[] {
  const known = new Set(folders.map(lower));
  const folderRows = [...folders, ...temporary.filter((t) => !known.has(lower(t)))]
    .filter((path) => lower(parentOf(path)) === lower(folder))
    .map(
      (path): DocumentRow => ({
        kind: "folder",
        key: `folder:${path}`,
        name: nameOf(path),
        path,
        temporary: !known.has(lower(path)),
        fileCount: files.filter((f) => lower(f.fileName).startsWith(`${lower(path)}/`)).length,
      }),
    );
  const fileRows = files
    .filter((f) => lower(parentOf(f.fileName)) === lower(folder))
    .map(
      (file): DocumentRow => ({
        kind: "file",
        key: file.id,
        name: nameOf(file.fileName),
        path: file.fileName,
        file,
      }),
    );
  return [...folderRows, ...fileRows];
}

/** The breadcrumb of a folder: the top, then each folder down to it. */
export function crumbsOf(folder: string): { label: string; path: string }[] {
  const segments = folder ? folder.split("/") : [];
  return [
    { label: "Documents", path: "" },
    ...segments.map((label, i) => ({ label, path: segments.slice(0, i + 1).join("/") })),
  ];
}

/** Temporary folders stay until a file lives in them (spec 3 §3); drop those now made by files. */
export const stillTemporary = (temporary: readonly string[], folders: readonly string[]) => {
  const known = new Set(folders.map(lower));
  return temporary.filter((t) => !known.has(lower(t)));
};

/** Whether `name` is taken in `folder` by a file or a folder (names compare without case). */
export function nameTaken(
  files: readonly VesselFileAnswer[],
  folders: readonly string[],
  folder: string,
  name: string,
  except?: string,
): "file" | "folder" | null {
  const path = lower(folder ? `${folder}/${name}` : name);
  if (except && lower(except) === path) return null;
  if (files.some((f) => lower(f.fileName) === path)) return "file";
  if (folders.some((f) => lower(f) === path)) return "folder";
  return null;
}
