import { useState } from "react";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { DIALOG_FAILURE, failureText } from "../admin/common/failureText";

/** Runs a change to fuel records, then reloads; a failure shows the server's message in the snackbar. */
export function useRecordActions(reload: () => Promise<void> | void) {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      await reload();
      return true;
    } catch (failure) {
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
