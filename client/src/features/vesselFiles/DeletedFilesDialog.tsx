import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useCallback, useEffect, useState } from "react";
import type { DeletedVesselFileAnswer } from "../../../../domain/vesselFiles/answers";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { ListStateMessage } from "../../shared/ui/ListStateMessage";
import { useReturnFocus } from "../../shared/ui/useReturnFocus";
import { formatFileSize, vesselFilesApi } from "./vesselFilesApi";

/** Administrators: the vessel's files deleted in the last 30 days, each with Restore. */
export function DeletedFilesDialog({
  vesselId,
  onClose,
}: {
  vesselId: string;
  onClose: (restored: boolean) => void;
}) {
  useReturnFocus();
  const [files, setFiles] = useState<DeletedVesselFileAnswer[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);

  const load = useCallback(async () => {
    try {
      setFiles(await vesselFilesApi.deleted(vesselId));
      setFailed(false);
    } catch (failure) {
      console.warn("The deleted documents could not be loaded", failure);
      setFailed(true);
    }
  }, [vesselId]);
  useEffect(() => void load(), [load]);

  async function restore(file: DeletedVesselFileAnswer) {
    setBusyId(file.id);
    setError(null);
    try {
      const back = await vesselFilesApi.restore(file);
      showSnackbar({ text: `${back.fileName} restored`, color: "success" });
      setRestored(true);
      await load();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Dialog
      visible
      header="Deleted files"
      onHide={() => onClose(restored)}
      style={{ width: 720, maxWidth: "95vw" }}
      draggable={false}
      data-testid="deleted-files-dialog"
    >
      <p css={{ marginTop: 0 }}>Deleted files can be restored for 30 days; then they are removed for good.</p>
      {error && (
        <AlertBox severity="error" testId="deleted-files-error">
          {error}
        </AlertBox>
      )}
      {files === null || files.length === 0 ? (
        <ListStateMessage
          status={failed ? "error" : files === null ? "loading" : "ready"}
          what="deleted files"
          empty="No files were deleted in the last 30 days."
          onRetry={() => void load()}
        />
      ) : (
        <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 10 }}>
          {files.map((file) => (
            <li
              key={file.id}
              css={{ display: "flex", gap: 12, alignItems: "center", justifyContent: "space-between" }}
              data-testid="deleted-file"
            >
              <span css={{ overflowWrap: "anywhere" }}>
                <strong>{file.fileName}</strong> ({formatFileSize(file.fileSize)})
                <br />
                <small>
                  Deleted {formatDateTime(file.deletedAt)} by {file.deletedByName}; restorable until{" "}
                  {formatDateTime(file.restorableUntil)}
                </small>
              </span>
              <Button
                type="button"
                label="Restore"
                icon="pi pi-replay"
                size="small"
                outlined
                loading={busyId === file.id}
                disabled={busyId !== null}
                onClick={() => void restore(file)}
                data-testid="deleted-file-restore"
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
