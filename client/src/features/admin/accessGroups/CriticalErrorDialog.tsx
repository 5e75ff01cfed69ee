import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { DialogFooter } from "../../../shared/ui/DialogFooter";

/** A failure the editor cannot work without: Retry, or Close to leave. */
export function CriticalErrorDialog({
  message,
  onRetry,
  onClose,
}: {
  message: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      visible
      header="Error"
      onHide={onClose}
      style={{ width: 400, maxWidth: "95vw" }}
      draggable={false}
      data-testid="critical-error-dialog"
      footer={
        <DialogFooter>
          <Button type="button" label="Close" text onClick={onClose} data-testid="critical-error-close" />
          <Button
            type="button"
            label="Retry"
            icon="pi pi-refresh"
            onClick={onRetry}
            data-testid="critical-error-retry"
          />
        </DialogFooter>
      }
    >
      <AlertBox severity="error">{message}</AlertBox>
    </Dialog>
  );
}
