import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { ReactNode } from "react";
import { DialogFooter } from "./DialogFooter";
import { useGuardedClose } from "./useGuardedClose";

interface ActionDialogProps {
  header: string;
  width: number;
  /** Test ids: `{testId}-dialog`, and `{testId}-{label in lower case}` for the two buttons. */
  testId: string;
  onClose: () => void;
  onAction: () => void;
  actionLabel?: string;
  actionIcon?: string;
  closeLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  /** The dialog holds edits not saved yet: closing it asks first (useGuardedClose). */
  dirty?: boolean;
  children: ReactNode;
}

/** A modal dialog whose footer holds a quiet close button and one action (Save, Retry, ...). */
export function ActionDialog({
  header,
  width,
  testId,
  onClose,
  onAction,
  actionLabel = "Save",
  actionIcon = "pi pi-check",
  closeLabel = "Cancel",
  busy,
  disabled,
  dirty = false,
  children,
}: ActionDialogProps) {
  // Escape in an open dropdown closes only the dropdown; unsaved edits are not thrown away unasked.
  const { requestClose, confirm } = useGuardedClose({ dirty, onClose });
  return (
    <Dialog
      visible
      header={header}
      onHide={requestClose}
      style={{ width, maxWidth: "95vw" }}
      draggable={false}
      data-testid={`${testId}-dialog`}
      footer={
        <DialogFooter>
          <Button
            type="button"
            label={closeLabel}
            text
            onClick={requestClose}
            data-testid={`${testId}-${closeLabel.toLowerCase()}`}
          />
          <Button
            type="button"
            label={actionLabel}
            icon={actionIcon}
            loading={busy}
            disabled={disabled}
            onClick={onAction}
            data-testid={`${testId}-${actionLabel.toLowerCase()}`}
          />
        </DialogFooter>
      }
    >
      {children}
      {confirm}
    </Dialog>
  );
}
