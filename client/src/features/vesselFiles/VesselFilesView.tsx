import { Button } from "primereact/button";
import { ProgressBar } from "primereact/progressbar";
import { useMemo, useRef, useState } from "react";
import type { VesselFileAnswer } from "../../../../domain/vesselFiles/answers";
import { useSession } from "../../entities/session/sessionStore";
import { ApiError } from "../../shared/api/ApiError";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { ListStateMessage } from "../../shared/ui/ListStateMessage";
import { NameDialog } from "../../shared/ui/NameDialog";
import { DeletedFilesDialog } from "./DeletedFilesDialog";
import { DocumentTable, FILE_DRAG_TYPE } from "./DocumentTable";
import { crumbsOf, type DocumentRow, nameTaken, rowsOf, stillTemporary } from "./folderRows";
import { PdfViewer } from "./PdfViewer";
import { useVesselFiles } from "./useVesselFiles";
import {
  ACCEPT_ATTRIBUTE,
  baseNameOf,
  filePath,
  folderOf,
  formatFileSize,
  isAllowedFileName,
  joinPath,
  VESSEL_FILE_MESSAGES as M,
  MAX_NAME_LENGTH,
  nameSegment,
  vesselFilesApi,
} from "./vesselFilesApi";

export const WELCOME_TEXT =
  "Welcome to the document portal! Here you can store PDF, Word and Excel documents. Please be aware that files you store here are instantly available to other users that can see this vessel.";

interface Upload {
  id: number;
  name: string;
  fraction: number;
}

type Ask = { name: string; resolve: (yes: boolean) => void };

/** The vessel's documents (spec 3 §2 Vessel files): folders, upload, view, rename, move and delete. */
export function VesselFilesView({ vesselId }: { vesselId: string }) {
  const { listing, failed, reload } = useVesselFiles(vesselId);
  const [folder, setFolder] = useState("");
  const [temporary, setTemporary] = useState<string[]>([]);
  const [viewing, setViewing] = useState<VesselFileAnswer | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [naming, setNaming] = useState<{ kind: "newFolder" } | { kind: "rename"; row: DocumentRow } | null>(
    null,
  );
  const [removing, setRemoving] = useState<DocumentRow | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [asking, setAsking] = useState<Ask | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);
  const isAdministrator = useSession().user?.role === "Administrator";
  const picker = useRef<HTMLInputElement>(null);
  const uploadIds = useRef(0);

  const files = listing?.files ?? [];
  const folders = listing?.folders ?? [];
  const temps = stillTemporary(temporary, folders);
  const allFolders = [...folders, ...temps];
  const rows = useMemo(() => rowsOf(files, folders, temps, folder), [files, folders, temps, folder]);

  const fail = (failure: unknown) => setError(failureText(failure, DIALOG_FAILURE));
  const ask = (name: string) => new Promise<boolean>((resolve) => setAsking({ name, resolve }));

  /** Uploads one after the other into `target`, asking before replacing a same-named file. */
  async function uploadAll(chosen: File[], target: string) {
    setError(null);
    for (const file of chosen) {
      if (!isAllowedFileName(file.name)) {
        showSnackbar({ text: M.unsupportedType, color: "error" });
        continue;
      }
      const parsed = filePath.safeParse(joinPath(target, file.name));
      if (!parsed.success) {
        setError(parsed.error.issues[0]!.message);
        continue;
      }
      const path = parsed.data;
      let replace = false;
      if (nameTaken(files, folders, target, baseNameOf(path)) === "file") {
        if (!(await ask(baseNameOf(path)))) continue;
        replace = true;
      }
      await send(file, path, replace);
    }
    await reload();
  }

  async function send(file: File, path: string, replace: boolean): Promise<void> {
    const id = ++uploadIds.current;
    const name = baseNameOf(path);
    setUploads((list) => [...list, { id, name, fraction: 0 }]);
    try {
      const handle = vesselFilesApi.upload(vesselId, path, file, {
        replace,
        onProgress: (fraction) =>
          setUploads((list) => list.map((u) => (u.id === id ? { ...u, fraction } : u))),
      });
      await handle.done;
      showSnackbar({ text: replace ? `${name} replaced` : `${name} uploaded`, color: "success" });
    } catch (failure) {
      // Someone stored a file of that name meanwhile: the server asks, the person decides.
      if (
        failure instanceof ApiError &&
        failure.status === 409 &&
        failure.details.exists === true &&
        !replace
      ) {
        setUploads((list) => list.filter((u) => u.id !== id));
        if (await ask(name)) await send(file, path, true);
        return;
      }
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE), color: "error" });
    } finally {
      setUploads((list) => list.filter((u) => u.id !== id));
    }
  }

  async function move(fileId: string, target: string) {
    const file = files.find((f) => f.id === fileId);
    if (!file || folderOf(file.fileName).toLowerCase() === target.toLowerCase()) return;
    const name = baseNameOf(file.fileName);
    if (nameTaken(files, allFolders, target, name)) {
      showSnackbar({ text: M.fileExists(name), color: "error" });
      return;
    }
    try {
      await vesselFilesApi.update(file, joinPath(target, name));
      showSnackbar({ text: `${name} moved to ${target || "Documents"}`, color: "success" });
    } catch (failure) {
      fail(failure);
    }
    await reload();
  }

  function validateName(row: DocumentRow | null, name: string): string | null {
    const parsed = nameSegment.safeParse(name);
    if (!parsed.success) return parsed.error.issues[0]!.message;
    const trimmed = parsed.data;
    const parent = row ? folderOf(row.path) : folder;
    const except = row?.path;
    if (row?.kind === "file") {
      if (!isAllowedFileName(trimmed)) return M.unsupportedType;
      return nameTaken(files, allFolders, parent, trimmed, except) ? M.fileExists(trimmed) : null;
    }
    return nameTaken(files, allFolders, parent, trimmed, except) ? M.folderExists(trimmed) : null;
  }

  async function saveName(name: string) {
    if (!naming) return;
    if (naming.kind === "newFolder") {
      setTemporary((list) => [...list, joinPath(folder, name)]);
      return;
    }
    const { row } = naming;
    const to = joinPath(folderOf(row.path), name);
    if (row.kind === "file") await vesselFilesApi.update(row.file, to);
    else if (row.temporary) setTemporary((list) => list.map((t) => (t === row.path ? to : t)));
    else await vesselFilesApi.renameFolder(vesselId, row.path, to);
    showSnackbar({ text: `Renamed to ${name}`, color: "success" });
    await reload();
  }

  async function remove() {
    if (!removing) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      if (removing.kind === "file") await vesselFilesApi.remove(removing.file);
      else if (removing.temporary) setTemporary((list) => list.filter((t) => t !== removing.path));
      else await vesselFilesApi.removeFolder(vesselId, removing.path);
      showSnackbar({ text: `${removing.name} deleted`, color: "success" });
      setRemoving(null);
      await reload();
    } catch (failure) {
      setRemoveError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setRemoveBusy(false);
    }
  }

  if (viewing) return <PdfViewer file={viewing} onBack={() => setViewing(null)} />;

  const crumbs = crumbsOf(folder);
  const empty = listing !== null && files.length === 0 && temps.length === 0;
  return (
    <div css={{ display: "grid", gap: 12 }}>
      <div css={{ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap" }}>
        <nav aria-label="Folder" css={{ flex: "1 1 auto", minWidth: 0 }}>
          <ol css={{ listStyle: "none", display: "flex", flexWrap: "wrap", gap: 4, margin: 0, padding: 0 }}>
            {crumbs.map((crumb, i) => (
              <li key={crumb.path} css={{ display: "flex", alignItems: "center", gap: 4 }}>
                {i > 0 && <i className="pi pi-angle-right" aria-hidden="true" />}
                {i === crumbs.length - 1 ? (
                  <span
                    aria-current="location"
                    css={{ fontWeight: 600, padding: "2px 4px", overflowWrap: "anywhere" }}
                    data-testid="breadcrumb"
                  >
                    {crumb.label}
                  </span>
                ) : (
                  <Button
                    type="button"
                    link
                    label={crumb.label}
                    onClick={() => setFolder(crumb.path)}
                    onDragOver={(event) => {
                      if (event.dataTransfer.types.includes(FILE_DRAG_TYPE)) event.preventDefault();
                    }}
                    onDrop={(event) => {
                      const fileId = event.dataTransfer.getData(FILE_DRAG_TYPE);
                      if (fileId) {
                        event.preventDefault();
                        event.stopPropagation();
                        void move(fileId, crumb.path);
                      }
                    }}
                    css={{ padding: "2px 4px", overflowWrap: "anywhere" }}
                    data-testid="breadcrumb"
                  />
                )}
              </li>
            ))}
          </ol>
        </nav>
        {listing && (
          <span data-testid="storage-used">
            {formatFileSize(listing.usedBytes)} of {formatFileSize(listing.quotaBytes)} used
          </span>
        )}
        <Button
          type="button"
          icon="pi pi-question-circle"
          text
          rounded
          aria-label="Help"
          tooltip="PDF, Word and Excel files only. Drag a file onto a folder (or the breadcrumb) to move it, or drop files from your computer on the list to upload them. PDFs open in the viewer; other files download."
          tooltipOptions={{ position: "left" }}
          data-testid="documents-help"
        />
        {isAdministrator && (
          <Button
            type="button"
            label="Deleted files"
            icon="pi pi-history"
            text
            onClick={() => setShowDeleted(true)}
            data-testid="deleted-files"
          />
        )}
        <Button
          type="button"
          label="New folder"
          icon="pi pi-folder-plus"
          outlined
          onClick={() => setNaming({ kind: "newFolder" })}
          data-testid="new-folder"
        />
        <Button
          type="button"
          label="Upload file"
          icon="pi pi-upload"
          onClick={() => picker.current?.click()}
          data-testid="upload-file"
        />
        <input
          ref={picker}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple
          hidden
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = "";
            void uploadAll(chosen, folder);
          }}
          data-testid="upload-input"
        />
      </div>

      {uploads.map((upload) => (
        <div key={upload.id} css={{ display: "grid", gap: 4 }} data-testid="upload-progress">
          <span>
            Uploading {upload.name}… {Math.round(upload.fraction * 100)}%
          </span>
          <ProgressBar value={Math.round(upload.fraction * 100)} showValue={false} style={{ height: 6 }} />
        </div>
      ))}
      {error && (
        <AlertBox severity="error" testId="documents-error">
          {error}
        </AlertBox>
      )}

      <Card
        css={(t) => ({
          padding: 0,
          overflowX: "auto",
          outline: dragOver ? `2px dashed ${t.color.primary}` : undefined,
        })}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(event) => {
          setDragOver(false);
          if (event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          void uploadAll([...event.dataTransfer.files], folder);
        }}
        data-testid="documents"
      >
        {listing === null || failed ? (
          <div css={{ padding: 24 }}>
            <ListStateMessage
              status={failed ? "error" : "loading"}
              what="documents"
              empty=""
              onRetry={() => void reload()}
            />
          </div>
        ) : empty ? (
          <p css={{ padding: 28, margin: 0, lineHeight: 1.6, maxWidth: 760 }} data-testid="documents-welcome">
            {WELCOME_TEXT}
          </p>
        ) : (
          <>
            <DocumentTable
              rows={rows}
              onOpenFolder={setFolder}
              onView={setViewing}
              onDownload={(file) => vesselFilesApi.download(file)}
              onRename={(row) => setNaming({ kind: "rename", row })}
              onDelete={(row) => {
                setRemoveError(null);
                setRemoving(row);
              }}
              onMove={(fileId, target) => void move(fileId, target)}
              onDropFiles={(dropped, target) => void uploadAll(dropped, target)}
            />
            {rows.length === 0 && (
              <p
                css={(t) => ({ padding: 24, margin: 0, color: t.color.textMuted })}
                data-testid="folder-empty"
              >
                This folder is empty. Upload a file or drag one here from another folder.
              </p>
            )}
          </>
        )}
      </Card>

      {showDeleted && (
        <DeletedFilesDialog
          vesselId={vesselId}
          onClose={(restored) => {
            setShowDeleted(false);
            if (restored) void reload();
          }}
        />
      )}
      {naming && (
        <NameDialog
          header={naming.kind === "newFolder" ? "New folder" : `Rename ${naming.row.name}`}
          initialName={naming.kind === "newFolder" ? "" : naming.row.name}
          saveLabel={naming.kind === "newFolder" ? "Create" : "Rename"}
          testId={naming.kind === "newFolder" ? "folder-name" : "rename"}
          maxLength={MAX_NAME_LENGTH}
          validate={(name) => validateName(naming.kind === "rename" ? naming.row : null, name)}
          save={saveName}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        visible={removing !== null}
        title={removing?.kind === "folder" ? "Delete folder" : "Delete file"}
        message={
          removing?.kind === "folder"
            ? removing.fileCount > 0
              ? `Delete the folder ${removing.name} and the ${removing.fileCount === 1 ? "file" : `${removing.fileCount} files`} in it? An administrator can restore deleted files for 30 days.`
              : `Delete the folder ${removing.name}?`
            : `Delete ${removing?.name ?? ""}? An administrator can restore it for 30 days.`
        }
        confirmLabel="Delete"
        danger
        busy={removeBusy}
        error={removeError}
        onConfirm={() => void remove()}
        onHide={() => setRemoving(null)}
      />
      <ConfirmDialog
        visible={asking !== null}
        title="Replace file"
        message={asking ? M.replace(asking.name) : ""}
        confirmLabel="Replace"
        onConfirm={() => {
          asking?.resolve(true);
          setAsking(null);
        }}
        onHide={() => {
          asking?.resolve(false);
          setAsking(null);
        }}
      />
    </div>
  );
}
