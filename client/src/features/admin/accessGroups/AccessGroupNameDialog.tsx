import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormField } from "../../../shared/ui/FormField";
import { DialogFooter } from "../common/DialogFooter";
import { DIALOG_FAILURE, failureText } from "../common/failureText";
import { accessGroupsApi } from "./accessGroupsApi";
import type { AccessGroup } from "./types";
import { validateAccessGroupName } from "./validateAccessGroupName";

interface AccessGroupNameDialogProps {
  /** null: ADD; a group: RENAME. */
  group: AccessGroup | null;
  allGroups: AccessGroup[];
  onClose: () => void;
  onSaved: () => void;
}

/** ADD and RENAME dialogs of the vessel access groups. */
export function AccessGroupNameDialog({ group, allGroups, onClose, onSaved }: AccessGroupNameDialogProps) {
  const [name, setName] = useState(group?.name ?? "");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = allGroups.filter((other) => other.id !== group?.id).map((other) => other.name);
  const invalid = validateAccessGroupName(name, others);

  async function save() {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      if (group) await accessGroupsApi.rename(group, name.trim());
      else await accessGroupsApi.create(name.trim());
      onSaved();
      onClose();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <DialogFooter>
      <Button type="button" label="Cancel" text onClick={onClose} data-testid="access-group-cancel" />
      <Button
        type="button"
        label={group ? "Rename" : "Add"}
        icon="pi pi-check"
        loading={busy}
        disabled={touched && !!invalid}
        onClick={() => void save()}
        data-testid="access-group-save"
      />
    </DialogFooter>
  );
  return (
    <Dialog
      visible
      header={group ? "Rename vessel access group" : "Add new vessel access group"}
      footer={footer}
      onHide={onClose}
      style={{ width: 400, maxWidth: "95vw" }}
      draggable={false}
      data-testid="access-group-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        css={{ display: "grid", gap: 12 }}
      >
        <FormField
          label="Name"
          htmlFor="access-group-name"
          error={touched ? invalid : null}
          errorTestId="access-group-name-error"
        >
          <InputText
            id="access-group-name"
            value={name}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
            }}
            invalid={touched && !!invalid}
            data-testid="access-group-name"
          />
        </FormField>
        {error && (
          <AlertBox severity="error" testId="access-group-dialog-error">
            {error}
          </AlertBox>
        )}
      </form>
    </Dialog>
  );
}
