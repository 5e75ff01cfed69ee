import { Button } from "primereact/button";
import { type ReactNode, useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { TableCard } from "../../shared/table/TableCard";
import { AlertBox } from "../../shared/ui/AlertBox";

/** The Add button under a settings table; pressed, it gives way to the new item's form until that closes. */
export function AddNewItem({
  label,
  testId,
  form,
}: {
  label: string;
  testId: string;
  form: (close: () => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  if (adding) return form(() => setAdding(false));
  return (
    <div>
      <Button
        type="button"
        label={label}
        icon="pi pi-plus"
        onClick={() => setAdding(true)}
        data-testid={testId}
      />
    </div>
  );
}

interface NewItemFormProps {
  /** Test ids: `<testId>-form`, `<testId>-form-error`, `<testId>-save`, `<testId>-cancel`. */
  testId: string;
  title: string;
  /** Save stays disabled until the form is valid. */
  canSave: boolean;
  onSave: () => Promise<void>;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The card of a new settings item: its fields, the failure of the last save, Save and Cancel. */
export function NewItemForm({ testId, title, canSave, onSave, onCancel, children }: NewItemFormProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    if (!canSave) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave();
    } catch (error) {
      setFailure(failureText(error, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <TableCard css={{ padding: 18, display: "grid", gap: 14, maxWidth: 720 }} data-testid={`${testId}-form`}>
      <h3 css={{ margin: 0, fontSize: "1.05rem" }}>{title}</h3>
      {children}
      {failure && (
        <AlertBox severity="error" testId={`${testId}-form-error`}>
          {failure}
        </AlertBox>
      )}
      <div css={{ display: "flex", gap: 8 }}>
        <Button
          type="button"
          label="Save"
          icon="pi pi-check"
          loading={busy}
          disabled={busy || !canSave}
          onClick={() => void save()}
          data-testid={`${testId}-save`}
        />
        <Button type="button" label="Cancel" text onClick={onCancel} data-testid={`${testId}-cancel`} />
      </div>
    </TableCard>
  );
}
