import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import {
  deleteFile,
  deleteFolder,
  filePath,
  foldersOf,
  VESSEL_FILE_MESSAGES as M,
  purgeExpired,
  renameFolder,
  restoreFile,
  type UploadCommand,
  updateFile,
  uploadFile,
  type VesselFileEvent,
  type VesselFilesState,
  vesselFilesAggregate,
} from "./vesselFiles.js";

const V = "vessel-1";
const QUOTA = 10_000;
let log: VesselFileEvent[] = [];
const state = (): VesselFilesState => foldEvents(vesselFilesAggregate, log);
const run = (decide: (s: VesselFilesState) => VesselFileEvent[]) => {
  const events = decide(state());
  log = [...log, ...events];
  return events;
};
const upload = (fileId: string, path: string, size = 100, extra: Partial<UploadCommand> = {}) =>
  run((s) =>
    uploadFile(s, {
      vesselId: V,
      fileId,
      path,
      size,
      blobId: `blob-${fileId}-${log.length}`,
      replace: false,
      contentMatches: true,
      quotaBytes: QUOTA,
      ...extra,
    }),
  );

describe("vessel files", () => {
  it("records an upload and the folders it creates", () => {
    log = [];
    expect(upload("f1", "Certificates/Class/Hull.pdf").map((e) => e.type)).toEqual([
      "VesselFolderCreated",
      "VesselFolderCreated",
      "VesselFileUploaded",
    ]);
    expect(upload("f2", "Certificates/Load line.pdf").map((e) => e.type)).toEqual(["VesselFileUploaded"]);
    expect(state().usedBytes).toBe(200);
    expect(foldersOf(Object.values(state().files).map((f) => f.path))).toEqual([
      "Certificates",
      "Certificates/Class",
    ]);
  });

  it("refuses other types and content that does not match the extension, with the spec's message", () => {
    expect(() => upload("x", "virus.exe")).toThrow(M.unsupportedType);
    expect(() => upload("x", "fake.pdf", 10, { contentMatches: false })).toThrow(
      M.contentMismatch("fake.pdf"),
    );
  });

  it("asks before replacing a same-named file (any case) and replaces when confirmed", () => {
    expect(() => upload("f3", "certificates/load LINE.pdf")).toThrow(M.replace("load LINE.pdf"));
    const [replaced] = upload("f3", "Certificates/Load line.pdf", 300, { replace: true });
    expect(replaced).toMatchObject({ type: "VesselFileReplaced", data: { fileId: "f2", size: 300 } });
    expect(state().usedBytes).toBe(400);
  });

  it("keeps a vessel within its quota, counting what a replacement frees", () => {
    expect(() => upload("big", "Big.pdf", QUOTA - 399)).toThrow(/not enough storage left/);
    expect(upload("fits", "Fits.pdf", QUOTA - 400)).toHaveLength(1);
    expect(state().usedBytes).toBe(QUOTA);
    expect(upload("fits", "Fits.pdf", QUOTA - 400, { replace: true })).toHaveLength(1);
    run((s) => deleteFile(s, { vesselId: V, fileId: "fits", at: "2026-01-01T00:00:00Z" }));
    expect(state().usedBytes).toBe(400);
  });

  it("renames and moves with the spec's duplicate messages", () => {
    upload("f4", "Manual.pdf");
    expect(() =>
      run((s) => updateFile(s, { vesselId: V, fileId: "f4", to: "HULL.pdf".replace("HULL", "Manual2") })),
    ).not.toThrow();
    upload("f5", "Manual.pdf");
    expect(() => run((s) => updateFile(s, { vesselId: V, fileId: "f5", to: "manual2.PDF" }))).toThrow(
      M.fileExists("manual2.PDF"),
    );
    expect(() => run((s) => updateFile(s, { vesselId: V, fileId: "f5", to: "Manual.exe" }))).toThrow(
      M.unsupportedType,
    );
    const [moved] = run((s) => updateFile(s, { vesselId: V, fileId: "f5", to: "Certificates/Manual.pdf" }));
    expect(moved).toMatchObject({
      type: "VesselFileMoved",
      data: { from: "Manual.pdf", to: "Certificates/Manual.pdf" },
    });
    // Into a folder no file is in yet (made with New folder): the move creates it.
    expect(
      run((s) => updateFile(s, { vesselId: V, fileId: "f4", to: "New/Manual2.pdf" })).map((e) => e.type),
    ).toEqual(["VesselFolderCreated", "VesselFileMoved"]);
    run((s) => updateFile(s, { vesselId: V, fileId: "f4", to: "Manual2.pdf" }));
  });

  it("renames a folder with its files, refusing a taken name", () => {
    upload("f6", "Drawings/GA.pdf");
    expect(() => run((s) => renameFolder(s, { vesselId: V, from: "Drawings", to: "certificates" }))).toThrow(
      M.folderExists("certificates"),
    );
    const events = run((s) => renameFolder(s, { vesselId: V, from: "Certificates", to: "Certs" }));
    expect(events.every((e) => e.type === "VesselFileRenamed")).toBe(true);
    expect(Object.values(state().files).filter((f) => f.path.startsWith("Certs/")).length).toBe(
      events.length,
    );
    expect(() =>
      run((s) => renameFolder(s, { vesselId: V, from: "Certs", to: "Certs/Class/Certs" })),
    ).toThrow(M.folderIntoItself);
  });

  it("lets an administrator restore a deleted file for 30 days, then purges it", () => {
    run((s) => deleteFolder(s, { vesselId: V, path: "Drawings", at: "2026-03-01T00:00:00Z" }));
    expect(state().files.f6?.deletedAt).toBe("2026-03-01T00:00:00Z");
    const restore = (at: string, administrator = true) =>
      run((s) => restoreFile(s, { vesselId: V, fileId: "f6", at, administrator, quotaBytes: QUOTA }));
    expect(() => restore("2026-03-02T00:00:00Z", false)).toThrow(M.restoreAdminOnly);
    expect(() => restore("2026-04-01T00:00:01Z")).toThrow(M.restoreExpired);
    upload("f7", "Drawings/GA.pdf");
    expect(restore("2026-03-30T00:00:00Z")[0]).toMatchObject({
      data: { path: "Drawings/GA (restored).pdf" },
    });
    run((s) => deleteFile(s, { vesselId: V, fileId: "f7", at: "2026-03-01T00:00:00Z" }));
    // "fits" was deleted on 1 January: past its window; f7 (1 March) is not yet.
    expect(
      purgeExpired(state(), { vesselId: V, at: "2026-03-30T00:00:00Z" }).map((e) =>
        "fileId" in e.data ? e.data.fileId : "",
      ),
    ).toEqual(["fits"]);
    const purged = run((s) => purgeExpired(s, { vesselId: V, at: "2026-04-01T00:00:00Z" }));
    expect(purged.map((e) => ("fileId" in e.data ? e.data.fileId : ""))).toEqual(["fits", "f7"]);
    expect(state().files.f7).toBeUndefined();
  });

  it("validates names: length, reserved characters, depth", () => {
    const message = (value: unknown) => filePath.safeParse(value).error?.issues[0]?.message;
    expect(filePath.parse(" Manuals / Engine.pdf ")).toBe("Manuals/Engine.pdf");
    expect(message("")).toBe(M.nameEmpty);
    expect(message("a/../b.pdf")).toBe(M.nameInvalid);
    expect(message("a:b.pdf")).toBe(M.nameInvalid);
    for (const mark of ["\u202a", "\u202e", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c", "\u2028"])
      expect(message(`Certificates/invoice${mark}exe.pdf`), mark.codePointAt(0)!.toString(16)).toBe(
        M.nameInvalid,
      );
    for (const control of ["\u0000", "\u0009", "\u001b", "\u007f", "\u0085", "\u009f"])
      expect(message(`invoice${control}.pdf`), control.codePointAt(0)!.toString(16)).toBe(M.nameInvalid);
    expect(filePath.parse("Zertifikate/Prüfbericht – Ölsystem №2.pdf")).toBe(
      "Zertifikate/Prüfbericht – Ölsystem №2.pdf",
    );
    expect(message(`${"x".repeat(256)}.pdf`)).toBe(M.nameTooLong);
    expect(message(`${"a/".repeat(11)}b.pdf`)).toBe(M.tooDeep);
    expect(message("x".repeat(2000))).toBe(M.pathTooLong);
  });
});
