import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { ReactNode } from "react";
import { AlertBox } from "./AlertBox";
import { useReturnFocus } from "./useReturnFocus";

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onHide: () => void;
}

/** A yes/no question in a small dialog; shows an error text under the question when the action failed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useReturnFocus(props.visible);
  const footer = (
    <div css={{ display: "flex", justifyContent: "flex-end", gap: 8 }}>
      <Button type="button" label="Cancel" text onClick={props.onHide} data-testid="confirm-no" />
      <Button
        type="button"
        label={props.confirmLabel ?? "Yes"}
        severity={props.danger ? "danger" : undefined}
        loading={props.busy}
        onClick={props.onConfirm}
        data-testid="confirm-yes"
      />
    </div>
  );
  return (
    <Dialog
      visible={props.visible}
      header={props.title}
      footer={footer}
      onHide={props.onHide}
      style={{ width: 400, maxWidth: "95vw" }}
      draggable={false}
      data-testid="confirm-dialog"
    >
      <div css={{ display: "grid", gap: 12 }}>
        <div data-testid="confirm-message">{props.message}</div>
        {props.error && (
          <AlertBox severity="error" testId="confirm-error">
            {props.error}
          </AlertBox>
        )}
      </div>
    </Dialog>
  );
}
