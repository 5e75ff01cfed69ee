import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { failureText, USER_DIALOG_FAILURE } from "../../../shared/api/failureText";
import { formatUtc } from "../../../shared/format/formatUtc";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { DialogFooter } from "../../../shared/ui/DialogFooter";
import { useReturnFocus } from "../../../shared/ui/useReturnFocus";
import type { AdminUser } from "./types";
import { userMessages } from "./userMessages";
import { usersApi } from "./usersApi";

const KeyRow = styled.div`
  display: flex;
  gap: 8px;
  .p-inputtext { flex: 1; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
`;

type Pending = "generate" | "remove" | null;

/** How long the replaced key keeps working when the administrator asks for an overlap. */
const OVERLAP_HOURS = 24;

interface ApiKeyDialogProps {
  user: AdminUser;
  onClose: () => void;
  onChanged: () => void;
}

/** API mode of the user dialog: the key read-only; generate a new one or remove it, each confirmed. */
export function ApiKeyDialog({ user, onClose, onChanged }: ApiKeyDialogProps) {
  useReturnFocus();
  const [hint, setHint] = useState(user.apiKey);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      if (pending === "generate") {
        const key = await usersApi.generateApiKey(user.id, hint && keepCurrent ? OVERLAP_HOURS : 0);
        setNewKey(key);
        setHint(key ? `${key.slice(0, 4)}…` : "(generated)");
      } else {
        await usersApi.clearApiKey(user.id);
        setNewKey(null);
        setHint("");
        showSnackbar({ text: "API key removed", color: "success" });
      }
      onChanged();
      setPending(null);
    } catch (failure) {
      setError(failureText(failure, USER_DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!newKey) return;
    try {
      await navigator.clipboard.writeText(newKey);
      showSnackbar({ text: "API key copied", color: "success" });
    } catch {
      showSnackbar({ text: "Copying is not allowed here; select the key and copy it.", color: "warning" });
    }
  }

  const footer = (
    <DialogFooter>
      <Button
        type="button"
        label="Remove key"
        icon="pi pi-trash"
        severity="danger"
        text
        disabled={!hint && !newKey}
        onClick={() => setPending("remove")}
        data-testid="api-key-remove"
      />
      <Button
        type="button"
        label="Generate new key"
        icon="pi pi-key"
        onClick={() => setPending("generate")}
        data-testid="api-key-generate"
      />
      <Button type="button" label="Close" text onClick={onClose} data-testid="api-key-close" />
    </DialogFooter>
  );

  return (
    <Dialog
      visible
      header={`API key: ${user.name}`}
      footer={footer}
      onHide={onClose}
      style={{ width: 560, maxWidth: "95vw" }}
      draggable={false}
      data-testid="api-key-dialog"
    >
      <div css={{ display: "grid", gap: 14 }}>
        {newKey ? (
          <>
            <AlertBox severity="warning" title="Copy the key now">
              This is the only time the full key is shown.
            </AlertBox>
            <KeyRow>
              <InputText value={newKey} readOnly aria-label="New API key" data-testid="api-key-new" />
              <Button
                type="button"
                icon="pi pi-copy"
                aria-label="Copy key"
                onClick={() => void copy()}
                data-testid="api-key-copy"
              />
            </KeyRow>
          </>
        ) : (
          <>
            <KeyRow>
              <InputText
                value={hint || "No API key"}
                readOnly
                aria-label="API key"
                data-testid="api-key-value"
              />
            </KeyRow>
            {hint && (
              <span data-testid="api-key-last-used">
                Last used (UTC): {formatUtc(user.apiKeyLastUsedDate) || "never"}
              </span>
            )}
            {hint && (
              <div css={{ display: "flex", gap: 8, alignItems: "flex-start" }}>
                <Checkbox
                  inputId="api-key-keep-current"
                  checked={keepCurrent}
                  onChange={(e) => setKeepCurrent(e.checked === true)}
                  data-testid="api-key-keep-current"
                />
                <label htmlFor="api-key-keep-current">
                  When generating a new key, keep the current one working for {OVERLAP_HOURS} hours, so
                  integrations can switch without downtime.
                </label>
              </div>
            )}
          </>
        )}
        {error && !pending && (
          <AlertBox severity="error" testId="api-key-error">
            {error}
          </AlertBox>
        )}
      </div>
      <ConfirmDialog
        visible={pending !== null}
        title={pending === "generate" ? "Generate API key" : "Remove API key"}
        message={pending === "generate" ? userMessages.confirmGenerateKey : userMessages.confirmRemoveKey}
        danger={pending === "remove"}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onHide={() => {
          setPending(null);
          setError(null);
        }}
      />
    </Dialog>
  );
}
