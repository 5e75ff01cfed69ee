import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { uuidId } from "../shared/ids.js";
import { formatFileSize, isAllowedFileName } from "./fileTypes.js";

/**
 * A vessel's documents (spec 3 §2 Vessel files, §3 Vessel file, §5 rules). A file's name holds its
 * folder path, separated by '/'; folders exist while a file lives in them. All of a vessel's files are
 * one stream, so duplicate names and the storage quota are decided on one consistent state.
 */

/** Storage per vessel and the largest file (spec 3 §9: 1000 MB), in base-1000 units. */
export const VESSEL_FILES_QUOTA_BYTES = 1000 * 1000 * 1000;
/** How long an administrator can bring a deleted file back. */
export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

export const MAX_NAME_LENGTH = 255;
export const MAX_PATH_LENGTH = 1024;
export const MAX_FOLDER_DEPTH = 10;

export const VESSEL_FILE_MESSAGES = {
  unsupportedType: "Files of this type are not supported, you can only upload PDF, Word or Excel files.",
  contentMismatch: (name: string) =>
    `${name} is not really a file of the type its name says (its content does not match its extension). ` +
    "Only PDF, Word and Excel files can be uploaded.",
  replace: (name: string) => `${name} already exists. Do you want to replace it?`,
  fileExists: (name: string) => `A file with the name ${name} already exists.`,
  folderExists: (name: string) => `A folder with the name ${name} already exists.`,
  notFound: "File not found.",
  folderNotFound: "Folder not found.",
  noRoom: (needed: number, free: number, quota: number) =>
    `There is not enough storage left for this vessel: the file is ${formatFileSize(needed)} and ` +
    `${formatFileSize(Math.max(0, free))} of ${formatFileSize(quota)} is free. ` +
    "Delete documents you no longer need first.",
  noRoomLeft: (free: number, quota: number) =>
    free >= quota
      ? `A document may be at most ${formatFileSize(quota)}.`
      : `There is not enough storage left for this vessel: ${formatFileSize(Math.max(0, free))} of ` +
        `${formatFileSize(quota)} is free. Delete documents you no longer need first.`,
  noFile: 'No file was uploaded. Send the document in the multipart field "file".',
  nameEmpty: "Please enter a name.",
  nameTooLong: `A name may not be longer than ${MAX_NAME_LENGTH} characters.`,
  nameInvalid:
    'A name may not contain \\ : * ? " < > |, control characters or text-direction marks (such as U+202E), and may not be . or ..',
  pathTooLong: `A file's folder path and name may not be longer than ${MAX_PATH_LENGTH} characters.`,
  tooDeep: `Folders may be nested at most ${MAX_FOLDER_DEPTH} deep.`,
  folderIntoItself: "A folder cannot be moved into itself.",
  restoreExpired: `A deleted file can be restored for ${RESTORE_DAYS} days only.`,
  notDeleted: "This file is not deleted.",
  restoreAdminOnly: "Only an administrator can restore deleted files.",
} as const;

/**
 * Reserved characters of Windows file names, control characters (C0, DEL, C1), line and paragraph
 * separators, and the marks that reorder text on screen (U+061C, U+200E/F, U+202A–E, U+2066–9): with
 * them `invoice\u202Eexe.pdf` would show as `invoicefdp.exe`.
 */
const FORBIDDEN = /[\\:*?"<>|\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** One folder or file name: trimmed, 1–255 characters, no path separators or reserved characters. */
export const nameSegment = z
  .string({ error: VESSEL_FILE_MESSAGES.nameEmpty })
  .trim()
  .min(1, { message: VESSEL_FILE_MESSAGES.nameEmpty })
  .max(MAX_NAME_LENGTH, { message: VESSEL_FILE_MESSAGES.nameTooLong })
  .refine((s) => !FORBIDDEN.test(s) && !s.includes("/") && s !== "." && s !== "..", {
    message: VESSEL_FILE_MESSAGES.nameInvalid,
  });

/** A folder path ("" is the top): segments joined by '/', each a valid name. */
export const folderPath = z
  .string()
  .max(MAX_PATH_LENGTH, { message: VESSEL_FILE_MESSAGES.pathTooLong })
  .transform((s, ctx) => {
    const segments = s
      .split("/")
      .map((p) => p.trim())
      .filter((p) => p !== "");
    if (segments.length > MAX_FOLDER_DEPTH) {
      ctx.addIssue({ code: "custom", message: VESSEL_FILE_MESSAGES.tooDeep });
      return z.NEVER;
    }
    for (const segment of segments) {
      const parsed = nameSegment.safeParse(segment);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
        return z.NEVER;
      }
    }
    return segments.join("/");
  });

/** A file's full name: folder path and file name ("Manuals/Engine.pdf"). */
export const filePath = folderPath.refine((p) => p !== "", { message: VESSEL_FILE_MESSAGES.nameEmpty });

/** Parses a path or throws a 400 with the first message. */
export function parsePath(schema: typeof folderPath | typeof filePath, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]!.message);
  return parsed.data;
}

export const folderOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf("/")));
export const baseNameOf = (path: string): string => path.slice(path.lastIndexOf("/") + 1);
export const joinPath = (folder: string, name: string): string => (folder ? `${folder}/${name}` : name);
/** Names compare without regard to case, as the file systems crews copy from do. */
const key = (path: string) => path.toLowerCase();
const isInside = (path: string, folder: string) => key(path).startsWith(`${key(folder)}/`);

/** PUT /VesselFiles: rename a file in its folder, or move it to another folder (or both). */
export const updateVesselFileRequest = z.object({
  id: uuidId("file id"),
  fileName: filePath,
});
/** PUT /VesselFiles/Folders: rename or move a folder with everything in it. */
export const renameFolderRequest = z.object({
  vesselId: uuidId("vessel id"),
  from: folderPath.refine((p) => p !== "", { message: VESSEL_FILE_MESSAGES.folderNotFound }),
  to: filePath,
});

// Events. Who and when are the event's metadata (userId, recordedAt); deletedAt is in the data because
// the restore window is a rule, and rules see no metadata.
export type VesselFileUploaded = DomainEvent<
  "VesselFileUploaded",
  { vesselId: string; fileId: string; path: string; size: number; blobId: string }
>;
export type VesselFileReplaced = DomainEvent<
  "VesselFileReplaced",
  { vesselId: string; fileId: string; path: string; size: number; blobId: string; replacedBlobId: string }
>;
export type VesselFileRenamed = DomainEvent<
  "VesselFileRenamed",
  { vesselId: string; fileId: string; from: string; to: string }
>;
export type VesselFileMoved = DomainEvent<
  "VesselFileMoved",
  { vesselId: string; fileId: string; from: string; to: string }
>;
export type VesselFolderCreated = DomainEvent<"VesselFolderCreated", { vesselId: string; path: string }>;
export type VesselFileDeleted = DomainEvent<
  "VesselFileDeleted",
  { vesselId: string; fileId: string; path: string; deletedAt: string }
>;
export type VesselFileRestored = DomainEvent<
  "VesselFileRestored",
  { vesselId: string; fileId: string; path: string }
>;
/** Past the restore window: the content may be removed from storage. */
export type VesselFilePurged = DomainEvent<
  "VesselFilePurged",
  { vesselId: string; fileId: string; blobIds: string[] }
>;
export type VesselFileEvent =
  | VesselFileUploaded
  | VesselFileReplaced
  | VesselFileRenamed
  | VesselFileMoved
  | VesselFolderCreated
  | VesselFileDeleted
  | VesselFileRestored
  | VesselFilePurged;

export interface FileRecord {
  fileId: string;
  path: string;
  size: number;
  blobId: string;
  /** Null while the file is in its folder. */
  deletedAt: string | null;
}

export interface VesselFilesState {
  files: Record<string, FileRecord>;
  /** Bytes of the files not deleted. */
  usedBytes: number;
}

const put = (state: VesselFilesState, file: FileRecord): Record<string, FileRecord> => ({
  ...state.files,
  [file.fileId]: file,
});
const fileIn = (state: VesselFilesState, fileId: string): FileRecord | null =>
  Object.hasOwn(state.files, fileId) ? state.files[fileId]! : null;

export const vesselFilesAggregate: Aggregate<VesselFilesState, VesselFileEvent> = {
  streamName: (vesselId) => `vesselfiles-${vesselId}`,
  initialState: { files: {}, usedBytes: 0 },
  evolve(state, event) {
    switch (event.type) {
      case "VesselFileUploaded": {
        const { fileId, path, size, blobId } = event.data;
        const file: FileRecord = { fileId, path, size, blobId, deletedAt: null };
        return { files: put(state, file), usedBytes: state.usedBytes + size };
      }
      case "VesselFileReplaced": {
        const file = fileIn(state, event.data.fileId);
        if (!file) return state;
        const replaced: FileRecord = { ...file, size: event.data.size, blobId: event.data.blobId };
        return { files: put(state, replaced), usedBytes: state.usedBytes - file.size + event.data.size };
      }
      case "VesselFileRenamed":
      case "VesselFileMoved": {
        const file = fileIn(state, event.data.fileId);
        return file ? { ...state, files: put(state, { ...file, path: event.data.to }) } : state;
      }
      case "VesselFileDeleted": {
        const file = fileIn(state, event.data.fileId);
        if (!file) return state;
        return {
          files: put(state, { ...file, deletedAt: event.data.deletedAt }),
          usedBytes: state.usedBytes - file.size,
        };
      }
      case "VesselFileRestored": {
        const file = fileIn(state, event.data.fileId);
        if (!file) return state;
        return {
          files: put(state, { ...file, path: event.data.path, deletedAt: null }),
          usedBytes: state.usedBytes + file.size,
        };
      }
      case "VesselFilePurged": {
        const files = { ...state.files };
        delete files[event.data.fileId];
        return { ...state, files };
      }
      case "VesselFolderCreated":
        return state;
    }
  },
};

const liveFiles = (state: VesselFilesState) => Object.values(state.files).filter((f) => f.deletedAt === null);

/** The live file at a path (case-insensitive), if any. */
export const fileAt = (state: VesselFilesState, path: string): FileRecord | null =>
  liveFiles(state).find((f) => key(f.path) === key(path)) ?? null;

/** Every folder path the vessel's files make, parents included. */
export function foldersOf(paths: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const segments = path.split("/");
    for (let i = 1; i < segments.length; i++) folders.add(segments.slice(0, i).join("/"));
  }
  return [...folders].sort();
}

export const folderExists = (paths: Iterable<string>, folder: string): boolean =>
  folder === "" || foldersOf(paths).some((f) => key(f) === key(folder));

const livePaths = (state: VesselFilesState) => liveFiles(state).map((f) => f.path);

function liveFile(state: VesselFilesState, fileId: string): FileRecord {
  const file = fileIn(state, fileId);
  if (!file || file.deletedAt !== null) throw new NotFoundError(VESSEL_FILE_MESSAGES.notFound);
  return file;
}

/** The folders an upload to `path` brings into being, outermost first. */
function newFolders(state: VesselFilesState, path: string): string[] {
  const existing = new Set(foldersOf(livePaths(state)).map(key));
  return foldersOf([path]).filter((f) => !existing.has(key(f)));
}

export interface UploadCommand {
  vesselId: string;
  fileId: string;
  path: string;
  size: number;
  blobId: string;
  /** The person confirmed replacing a file of the same name. */
  replace: boolean;
  /** Whether the content matched the extension (checked on the bytes while they streamed). */
  contentMatches: boolean;
  quotaBytes: number;
}

/** Upload (or, confirmed, replace) a file. A same-named file without confirmation answers 409. */
export function uploadFile(state: VesselFilesState, command: UploadCommand): VesselFileEvent[] {
  const { vesselId, path, size, blobId, quotaBytes } = command;
  const name = baseNameOf(path);
  if (!isAllowedFileName(path)) throw new ValidationError(VESSEL_FILE_MESSAGES.unsupportedType);
  if (!command.contentMatches) throw new ValidationError(VESSEL_FILE_MESSAGES.contentMismatch(name));
  if (folderExists(livePaths(state), path)) throw new ConflictError(VESSEL_FILE_MESSAGES.folderExists(name));
  const existing = fileAt(state, path);
  const freed = existing ? existing.size : 0;
  const free = quotaBytes - state.usedBytes + freed;
  if (size > free) throw new ValidationError(VESSEL_FILE_MESSAGES.noRoom(size, free, quotaBytes));
  if (existing) {
    if (!command.replace)
      throw new ConflictError(VESSEL_FILE_MESSAGES.replace(name), { fileId: existing.fileId, exists: true });
    return [
      {
        type: "VesselFileReplaced",
        data: {
          vesselId,
          fileId: existing.fileId,
          path: existing.path,
          size,
          blobId,
          replacedBlobId: existing.blobId,
        },
      },
    ];
  }
  // A folder path that clashes with a file's name ("Manuals" the file vs "Manuals/" the folder).
  for (const folder of foldersOf([path])) {
    if (fileAt(state, folder)) throw new ConflictError(VESSEL_FILE_MESSAGES.fileExists(baseNameOf(folder)));
  }
  return [
    ...newFolders(state, path).map(
      (folder): VesselFileEvent => ({ type: "VesselFolderCreated", data: { vesselId, path: folder } }),
    ),
    { type: "VesselFileUploaded", data: { vesselId, fileId: command.fileId, path, size, blobId } },
  ];
}

/** Rename a file (same folder) or move it (another folder); the extension must stay a document's. */
export function updateFile(
  state: VesselFilesState,
  command: { vesselId: string; fileId: string; to: string },
): VesselFileEvent[] {
  const file = liveFile(state, command.fileId);
  const { vesselId, fileId, to } = command;
  if (to === file.path) return [];
  const name = baseNameOf(to);
  if (!isAllowedFileName(to)) throw new ValidationError(VESSEL_FILE_MESSAGES.unsupportedType);
  const other = fileAt(state, to);
  if (other && other.fileId !== fileId) throw new ConflictError(VESSEL_FILE_MESSAGES.fileExists(name));
  if (folderExists(livePaths(state), to)) throw new ConflictError(VESSEL_FILE_MESSAGES.fileExists(name));
  const moved = key(folderOf(to)) !== key(folderOf(file.path));
  // Moving into a folder that holds no file yet (a new, temporary one) creates it, as an upload does.
  for (const folder of foldersOf([to])) {
    if (fileAt(state, folder)) throw new ConflictError(VESSEL_FILE_MESSAGES.fileExists(baseNameOf(folder)));
  }
  const created = newFolders(state, to).map(
    (folder): VesselFileEvent => ({ type: "VesselFolderCreated", data: { vesselId, path: folder } }),
  );
  return [
    ...created,
    {
      type: moved ? "VesselFileMoved" : "VesselFileRenamed",
      data: { vesselId, fileId, from: file.path, to },
    },
  ];
}

/** Rename or move a folder: every file inside moves with it (one event per file). */
export function renameFolder(
  state: VesselFilesState,
  command: { vesselId: string; from: string; to: string },
): VesselFileEvent[] {
  const { vesselId, from, to } = command;
  const paths = livePaths(state);
  if (!folderExists(paths, from) || from === "") throw new NotFoundError(VESSEL_FILE_MESSAGES.folderNotFound);
  if (to === from) return [];
  if (key(to) === key(from) || isInside(to, from))
    throw new ValidationError(
      key(to) === key(from)
        ? VESSEL_FILE_MESSAGES.folderExists(baseNameOf(to))
        : VESSEL_FILE_MESSAGES.folderIntoItself,
    );
  if (folderExists(paths, to) || fileAt(state, to))
    throw new ConflictError(VESSEL_FILE_MESSAGES.folderExists(baseNameOf(to)));
  if (!folderExists(paths, folderOf(to))) throw new NotFoundError(VESSEL_FILE_MESSAGES.folderNotFound);
  const inside = liveFiles(state).filter((f) => isInside(f.path, from));
  const moved = key(folderOf(to)) !== key(folderOf(from));
  return inside.map((file) => ({
    type: moved ? "VesselFileMoved" : "VesselFileRenamed",
    data: { vesselId, fileId: file.fileId, from: file.path, to: `${to}${file.path.slice(from.length)}` },
  }));
}

/** Delete a file; an administrator can restore it for RESTORE_DAYS days. */
export function deleteFile(
  state: VesselFilesState,
  command: { vesselId: string; fileId: string; at: string },
): VesselFileEvent[] {
  const file = liveFile(state, command.fileId);
  return [
    {
      type: "VesselFileDeleted",
      data: { vesselId: command.vesselId, fileId: file.fileId, path: file.path, deletedAt: command.at },
    },
  ];
}

/** Delete a folder: every file inside it. */
export function deleteFolder(
  state: VesselFilesState,
  command: { vesselId: string; path: string; at: string },
): VesselFileEvent[] {
  if (command.path === "" || !folderExists(livePaths(state), command.path))
    throw new NotFoundError(VESSEL_FILE_MESSAGES.folderNotFound);
  return liveFiles(state)
    .filter((f) => isInside(f.path, command.path))
    .flatMap((f) => deleteFile(state, { vesselId: command.vesselId, fileId: f.fileId, at: command.at }));
}

export const restorableUntil = (deletedAt: string): Date =>
  new Date(Date.parse(deletedAt) + RESTORE_DAYS * DAY_MS);

/**
 * Bring a deleted file back (administrators, within RESTORE_DAYS). It returns to its path, or with
 * " (restored)" before the extension when a file of that name exists meanwhile; quota applies.
 */
export function restoreFile(
  state: VesselFilesState,
  command: { vesselId: string; fileId: string; at: string; administrator: boolean; quotaBytes: number },
): VesselFileEvent[] {
  if (!command.administrator) throw new ForbiddenError(VESSEL_FILE_MESSAGES.restoreAdminOnly);
  const file = fileIn(state, command.fileId);
  if (!file) throw new NotFoundError(VESSEL_FILE_MESSAGES.notFound);
  if (file.deletedAt === null) throw new ValidationError(VESSEL_FILE_MESSAGES.notDeleted);
  if (Date.parse(command.at) > restorableUntil(file.deletedAt).getTime())
    throw new ValidationError(VESSEL_FILE_MESSAGES.restoreExpired);
  const free = command.quotaBytes - state.usedBytes;
  if (file.size > free)
    throw new ValidationError(VESSEL_FILE_MESSAGES.noRoom(file.size, free, command.quotaBytes));
  let path = file.path;
  const dot = path.lastIndexOf(".");
  for (let n = 1; fileAt(state, path) || folderExists(livePaths(state), path); n++) {
    path = `${file.path.slice(0, dot)} (restored${n > 1 ? ` ${n}` : ""})${file.path.slice(dot)}`;
  }
  return [{ type: "VesselFileRestored", data: { vesselId: command.vesselId, fileId: file.fileId, path } }];
}

/** The deleted files past their restore window at `at`: their contents can go. */
export function purgeExpired(
  state: VesselFilesState,
  command: { vesselId: string; at: string },
): VesselFileEvent[] {
  const now = Date.parse(command.at);
  return Object.values(state.files)
    .filter((f) => f.deletedAt !== null && restorableUntil(f.deletedAt).getTime() < now)
    .map((f) => ({
      type: "VesselFilePurged",
      data: { vesselId: command.vesselId, fileId: f.fileId, blobIds: [f.blobId] },
    }));
}

/** Bytes still free for a vessel. */
export const freeBytes = (state: VesselFilesState, quotaBytes: number): number =>
  Math.max(0, quotaBytes - state.usedBytes);
