import { ActionDialog } from "../../../shared/ui/ActionDialog";
import { AlertBox } from "../../../shared/ui/AlertBox";

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
    <ActionDialog
      header="Error"
      width={400}
      testId="critical-error"
      onClose={onClose}
      onAction={onRetry}
      closeLabel="Close"
      actionLabel="Retry"
      actionIcon="pi pi-refresh"
    >
      <AlertBox severity="error">{message}</AlertBox>
    </ActionDialog>
  );
}
