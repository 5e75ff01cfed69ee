import { Button } from "primereact/button";
import { type ReactNode, useState } from "react";
import { DIALOG_FAILURE, failureText } from "../api/failureText";
import { showSnackbar } from "../snackbar/snackbarStore";
import { AlertBox } from "./AlertBox";

/** The state of a setting changed in place: whether it is being edited, saved, and why a save failed. */
export interface InlineSave {
  editing: boolean;
  busy: boolean;
  error: string | null;
  edit(): void;
  cancel(): void;
  /**
   * Sends the change; on success says `savedText`, leaves editing and hands the answer to `then`. A
   * failure stays in `error` (with the server's reason) and the edit stays open.
   */
  save<T>(send: () => Promise<T>, savedText: string, then: (answer: T) => void): Promise<void>;
}

export function useInlineSave(): InlineSave {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    editing,
    busy,
    error,
    edit: () => setEditing(true),
    cancel: () => setEditing(false),
    async save(send, savedText, then) {
      setBusy(true);
      setError(null);
      try {
        const answer = await send();
        showSnackbar({ text: savedText, color: "success" });
        setEditing(false);
        then(answer);
      } catch (failure) {
        setError(failureText(failure, DIALOG_FAILURE));
      } finally {
        setBusy(false);
      }
    },
  };
}

interface InlineSettingProps {
  /** `testId`, and `${testId}-edit` / `${testId}-save` / `${testId}-error` for its parts. */
  testId: string;
  title: string;
  /** The heading's level where the panel stands: 2 on a page, 3 inside a section of a dialog. */
  level: 2 | 3;
  description: ReactNode;
  state: InlineSave;
  /** What is set now, shown beside "Change" while not editing. */
  current: ReactNode;
  /** The fields while editing; the panel adds Cancel and Save after them. */
  fields: ReactNode;
  /** How the fields and the buttons stand: in a row (a short field) or under each other. */
  layout: "row" | "column";
  saveDisabled: boolean;
  onSave: () => void;
  /** Before editing starts: puts the value as it is now into the fields. */
  onEdit?: () => void;
  /** Anything shown beside the panel, as a confirmation dialog. */
  children?: ReactNode;
}

/**
 * A setting shown as it is, with "Change" to edit it in place: a title, what it does, the value, then
 * the fields with Cancel and Save, and the reason a save failed. Verification addresses and a company's
 * raw data retention are such settings.
 */
export function InlineSetting(props: InlineSettingProps) {
  const { testId, state } = props;
  const Heading = props.level === 2 ? "h2" : "h3";
  return (
    <section data-testid={testId} css={{ display: "grid", gap: 8 }}>
      <Heading css={{ margin: 0, fontSize: props.level === 2 ? "1.05rem" : "1rem" }}>{props.title}</Heading>
      <p css={{ margin: 0, fontSize: "0.875rem" }}>{props.description}</p>
      {!state.editing ? (
        <div css={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
          {props.current}
          <Button
            type="button"
            label="Change"
            icon="pi pi-pencil"
            outlined
            size="small"
            onClick={() => {
              props.onEdit?.();
              state.edit();
            }}
            data-testid={`${testId}-edit`}
          />
        </div>
      ) : (
        <div
          css={
            props.layout === "row"
              ? { display: "flex", gap: 8, alignItems: "flex-end", flexWrap: "wrap" }
              : { display: "grid", gap: 8, maxWidth: 520 }
          }
        >
          {props.fields}
          <div css={{ display: "flex", gap: 8 }}>
            <Button type="button" label="Cancel" text size="small" onClick={state.cancel} />
            <Button
              type="button"
              label="Save"
              icon="pi pi-check"
              size="small"
              disabled={props.saveDisabled}
              loading={state.busy}
              onClick={props.onSave}
              data-testid={`${testId}-save`}
            />
          </div>
        </div>
      )}
      {state.error && (
        <AlertBox severity="error" testId={`${testId}-error`}>
          {state.error}
        </AlertBox>
      )}
      {props.children}
    </section>
  );
}
