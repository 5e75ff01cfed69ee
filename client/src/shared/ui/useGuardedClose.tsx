import { type ReactNode, useCallback, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

/**
 * PrimeReact overlays that are open (or closing) while a key is pressed: a dropdown, multi-select,
 * tree-select or calendar panel, an overlay panel. An Escape pressed then is theirs.
 */
const OPEN_OVERLAY = ".p-connected-overlay-enter-done, .p-connected-overlay-enter-active, .p-overlaypanel";

let escapeForOverlay = false;
let listening = false;

/**
 * Notes, before any component sees it, whether an Escape was pressed while an overlay was open. PrimeReact
 * closes the overlay on that Escape and then hands the same key to the dialog around it (its global Escape
 * handler), which would close the whole dialog; `escapeWasForOverlay` tells that dialog to stay.
 */
function listenForEscape(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape") return;
      escapeForOverlay = document.querySelector(OPEN_OVERLAY) !== null;
      // Only for the handlers of this key press.
      setTimeout(() => {
        escapeForOverlay = false;
      }, 0);
    },
    true,
  );
}

listenForEscape();

/** True while the handlers of an Escape pressed with an overlay open run: a dialog's onHide then stays open. */
export const escapeWasForOverlay = (): boolean => escapeForOverlay;

export const DISCARD_MESSAGES = {
  title: "Discard your changes?",
  message: "You have changes that are not saved. Close the dialog and lose them?",
  confirm: "Discard",
} as const;

/**
 * The close of a dialog that holds edits (issue 34): Escape closes only the innermost overlay (an open
 * dropdown first, then the dialog), and a dialog with unsaved edits asks before it closes, whether by
 * Escape, its × or its Cancel button. Pass `requestClose` as the dialog's `onHide` and to its Cancel
 * button, and render `confirm` inside the dialog.
 */
export function useGuardedClose({ dirty, onClose }: { dirty: boolean; onClose: () => void }): {
  requestClose: () => void;
  confirm: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (escapeWasForOverlay()) return;
    if (dirty) setAsking(true);
    else onClose();
  }, [dirty, onClose]);
  const confirm = (
    <ConfirmDialog
      visible={asking}
      title={DISCARD_MESSAGES.title}
      message={DISCARD_MESSAGES.message}
      confirmLabel={DISCARD_MESSAGES.confirm}
      danger
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onHide={() => {
        if (!escapeWasForOverlay()) setAsking(false);
      }}
    />
  );
  return { requestClose, confirm };
}

/** Whether `value` (the dialog's fields) differs from what it was when the dialog opened (compared as JSON). */
export function useEdited(value: unknown): boolean {
  const [opened] = useState(() => JSON.stringify(value));
  return JSON.stringify(value) !== opened;
}
