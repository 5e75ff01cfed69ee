import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../api/failureText";
import { AlertBox } from "./AlertBox";
import { DialogFooter } from "./DialogFooter";
import { FormField } from "./FormField";
import { useReturnFocus } from "./useReturnFocus";

export interface NameDialogProps {
  header: string;
  initialName: string;
  saveLabel: string;
  /** Prefix of every test id: `${testId}-dialog`, `-name`, `-name-error`, `-save`, `-cancel`, `-dialog-error`. */
  testId: string;
  maxLength?: number;
  /** The rule's message, or null when the name is acceptable. */
  validate: (name: string) => string | null;
  /** Saves the trimmed name; a thrown error is shown in the dialog. */
  save: (name: string) => Promise<void>;
  onClose: () => void;
}

/** A dialog that asks for one name, checks it, saves it and shows the server's message on failure. */
export function NameDialog(props: NameDialogProps) {
  useReturnFocus();
  const { testId } = props;
  const [name, setName] = useState(props.initialName);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = props.validate(name);

  async function save() {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      await props.save(name.trim());
      props.onClose();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      visible
      header={props.header}
      onHide={props.onClose}
      style={{ width: 400, maxWidth: "95vw" }}
      draggable={false}
      data-testid={`${testId}-dialog`}
      footer={
        <DialogFooter>
          <Button
            type="button"
            label="Cancel"
            text
            onClick={props.onClose}
            data-testid={`${testId}-cancel`}
          />
          <Button
            type="button"
            label={props.saveLabel}
            icon="pi pi-check"
            loading={busy}
            disabled={touched && !!invalid}
            onClick={() => void save()}
            data-testid={`${testId}-save`}
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
          htmlFor={`${testId}-name`}
          error={touched ? invalid : null}
          errorTestId={`${testId}-name-error`}
        >
          <InputText
            id={`${testId}-name`}
            value={name}
            maxLength={props.maxLength}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
            }}
            invalid={touched && !!invalid}
            data-testid={`${testId}-name`}
          />
        </FormField>
        {error && (
          <AlertBox severity="error" testId={`${testId}-dialog-error`}>
            {error}
          </AlertBox>
        )}
      </form>
    </Dialog>
  );
}
