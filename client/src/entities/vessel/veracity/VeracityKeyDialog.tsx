import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputTextarea } from "primereact/inputtextarea";
import { useEffect, useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { DateInput } from "../../../shared/ui/DateInput";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { FormField } from "../../../shared/ui/FormField";
import { FormStack } from "../../../shared/ui/formStyles";
import type { AdminVessel } from "../adminTypes";
import { textOf, vesselAdminApi } from "../vesselAdminApi";
import { vesselMessages } from "../vesselMessages";

export type VeracityDialogMode = "DENIED" | "VIEW" | "EDIT";

interface VeracityKeyDialogProps {
  vessel: AdminVessel;
  initialMode: VeracityDialogMode;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/** The external data-access key: DENIED for non-super users, VIEW read-only, EDIT (super user only). */
export function VeracityKeyDialog({
  vessel,
  initialMode,
  canEdit,
  onClose,
  onChanged,
}: VeracityKeyDialogProps) {
  const [mode, setMode] = useState<VeracityDialogMode>(initialMode);
  const [key, setKey] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [expiration, setExpiration] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (initialMode === "DENIED") return;
    vesselAdminApi
      .veracityKey(vessel.id)
      .then((answer) => {
        const value = textOf(answer, "veracityKey", "key");
        setKey(value);
        setDraft(value);
      })
      .catch((failure) => {
        setKey("");
        setError(failureText(failure, DIALOG_FAILURE));
      });
  }, [vessel.id, initialMode]);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await vesselAdminApi.updateVeracityKey(vessel.id, draft.trim(), expiration || null);
      showSnackbar({ text: "Veracity key saved", color: "success" });
      onChanged();
      onClose();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <DialogFooter>
      <Button
        type="button"
        label={mode === "EDIT" ? "Cancel" : "Close"}
        text
        onClick={onClose}
        data-testid="veracity-close"
      />
      {mode === "VIEW" && canEdit && (
        <Button
          type="button"
          label="Edit"
          icon="pi pi-pencil"
          onClick={() => setMode("EDIT")}
          data-testid="veracity-edit"
        />
      )}
      {mode === "EDIT" && (
        <Button
          type="button"
          label="Save"
          icon="pi pi-check"
          loading={busy}
          disabled={!draft.trim()}
          onClick={() => void save()}
          data-testid="veracity-save"
        />
      )}
    </DialogFooter>
  );

  return (
    <Dialog
      visible
      header={`Veracity key: ${vessel.name}`}
      footer={footer}
      onHide={onClose}
      style={{ width: 520, maxWidth: "95vw" }}
      draggable={false}
      data-testid="veracity-dialog"
      data-mode={mode}
    >
      {mode === "DENIED" && (
        <AlertBox severity="warning" testId="veracity-denied">
          {vesselMessages.denied}
        </AlertBox>
      )}
      {mode === "VIEW" && (
        <InputTextarea
          value={key === null ? "Loading…" : key || "No key stored"}
          readOnly
          rows={3}
          css={{ width: "100%", fontFamily: "ui-monospace, Menlo, monospace" }}
          aria-label="Veracity key"
          data-testid="veracity-key"
        />
      )}
      {mode === "EDIT" && (
        <FormStack>
          <FormField label="Key" htmlFor="veracity-key-input">
            <InputTextarea
              id="veracity-key-input"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={3}
              data-testid="veracity-key-input"
            />
          </FormField>
          <FormField label="Expiration date" htmlFor="veracity-expiration">
            <DateInput
              id="veracity-expiration"
              label="Expiration date (UTC)"
              value={expiration}
              onChange={(day) => setExpiration(day)}
              testId="veracity-expiration"
            />
          </FormField>
        </FormStack>
      )}
      {error && (
        <AlertBox severity="error" testId="veracity-error">
          {error}
        </AlertBox>
      )}
    </Dialog>
  );
}
