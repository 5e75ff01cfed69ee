import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FormField } from "../../../shared/ui/FormField";
import { DialogFooter } from "../common/DialogFooter";
import { DIALOG_FAILURE, failureText } from "../common/failureText";
import type { VesselGroup } from "./types";
import { validateVesselGroupName } from "./validateVesselGroupName";
import { MAX_VESSEL_GROUP_NAME } from "./vesselGroupMessages";
import { vesselGroupsApi } from "./vesselGroupsApi";

/** Add a vessel group (group null) or rename one; the input itself stops at 15 characters. */
export function VesselGroupNameDialog({
  group,
  onClose,
  onSaved,
}: {
  group: VesselGroup | null;
  onClose: () => void;
  onSaved: (group: VesselGroup | null) => void;
}) {
  const [name, setName] = useState(group?.name ?? "");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = validateVesselGroupName(name);

  async function save() {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      const saved = group
        ? await vesselGroupsApi.rename(group, name.trim())
        : await vesselGroupsApi.create(name.trim());
      onSaved(saved && typeof saved === "object" ? saved : null);
      onClose();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      visible
      header={group ? "Edit vessel group" : "Add vessel group"}
      onHide={onClose}
      style={{ width: 400, maxWidth: "95vw" }}
      draggable={false}
      data-testid="vessel-group-dialog"
      footer={
        <DialogFooter>
          <Button type="button" label="Cancel" text onClick={onClose} data-testid="vessel-group-cancel" />
          <Button
            type="button"
            label="Save"
            icon="pi pi-check"
            loading={busy}
            disabled={touched && !!invalid}
            onClick={() => void save()}
            data-testid="vessel-group-save"
          />
        </DialogFooter>
      }
    >
      <form
        css={{ display: "grid", gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          label="Name"
          htmlFor="vessel-group-name"
          error={touched ? invalid : null}
          errorTestId="vessel-group-name-error"
        >
          <InputText
            id="vessel-group-name"
            value={name}
            maxLength={MAX_VESSEL_GROUP_NAME}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
            }}
            invalid={touched && !!invalid}
            data-testid="vessel-group-name"
          />
        </FormField>
        {error && (
          <AlertBox severity="error" testId="vessel-group-dialog-error">
            {error}
          </AlertBox>
        )}
      </form>
    </Dialog>
  );
}
