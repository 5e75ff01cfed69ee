import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../api/failureText";
import { showSnackbar } from "../snackbar/snackbarStore";

/**
 * Runs a change to fuel records, then reloads. A failure goes to `onFailure` when given (an add row keeps
 * it beside the row until the user acts: the entry is visibly not saved), else to the snackbar.
 */
export function useRecordActions(reload: () => Promise<void> | void) {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, onFailure?: (message: string) => void): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      await reload();
      return true;
    } catch (failure) {
      const message = failureText(failure, DIALOG_FAILURE);
      if (onFailure) onFailure(message);
      else showSnackbar({ text: message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
