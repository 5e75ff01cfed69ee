import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../api/failureText";
import { AlertBox } from "./AlertBox";
import { ConflictNotice } from "./ConflictNotice";
import { DialogFooter } from "./DialogFooter";
import { FormField } from "./FormField";
import { useGuardedClose } from "./useGuardedClose";
import { useReturnFocus } from "./useReturnFocus";
import { useVersionedSave } from "./useVersionedSave";

/**
 * A rename of a record that carries a version (docs/api.md, "Conflicts"): a save that meets someone
 * else's change keeps the dialog open with the typed name and offers their version or saving over it.
 */
export interface VersionedName {
  /** The record's version as the list showed it. */
  version: number | undefined;
  /** "access group", "vessel group" … */
  subject: string;
  save: (name: string, version: number | undefined) => Promise<unknown>;
  /** The record as it is now. */
  fetchTheirs: () => Promise<{ name: string; version: number }>;
}

export interface NameDialogProps {
  header: string;
  initialName: string;
  saveLabel: string;
  /** Prefix of every test id: `${testId}-dialog`, `-name`, `-name-error`, `-save`, `-cancel`, `-dialog-error`. */
  testId: string;
  maxLength?: number;
  /** The rule's message, or null when the name is acceptable. */
  validate: (name: string) => string | null;
  /** Saves the trimmed name (a new record); a thrown error is shown in the dialog. */
  save: (name: string) => Promise<void>;
  onClose: () => void;
  /** Given for a rename: `save` is then not called; the versioned save is. */
  versioned?: VersionedName | undefined;
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
  const versionedSave = useVersionedSave(props.versioned?.version);
  const { versioned } = props;
  const { requestClose, confirm } = useGuardedClose({
    dirty: name !== props.initialName,
    onClose: props.onClose,
  });

  async function save(overwrite = false) {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      if (versioned) {
        const send = (version: number | undefined) => versioned.save(name.trim(), version);
        const saved = overwrite ? await versionedSave.overwrite(send) : await versionedSave.run(send);
        if (!saved) return;
      } else await props.save(name.trim());
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
      onHide={requestClose}
      style={{ width: 400, maxWidth: "95vw" }}
      draggable={false}
      data-testid={`${testId}-dialog`}
      footer={
        <DialogFooter>
          <Button type="button" label="Cancel" text onClick={requestClose} data-testid={`${testId}-cancel`} />
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
        {versioned && versionedSave.conflict && (
          <ConflictNotice
            conflict={versionedSave.conflict}
            subject={versioned.subject}
            busy={busy}
            onLoadTheirs={() =>
              void versionedSave.loadTheirs({
                fetch: versioned.fetchTheirs,
                apply: (fresh) => setName(fresh.name),
                busy: setBusy,
                fail: (failure) => setError(failureText(failure, DIALOG_FAILURE)),
              })
            }
            onOverwrite={() => void save(true)}
          />
        )}
        {error && (
          <AlertBox severity="error" testId={`${testId}-dialog-error`}>
            {error}
          </AlertBox>
        )}
      </form>
      {confirm}
    </Dialog>
  );
}
