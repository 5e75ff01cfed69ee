import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";

/** Busy flag and error text around one save; the error is the server's words when it sent some. */
export function useSaving(onSaved: () => Promise<void> | void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(save: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await save();
      await onSaved();
      return true;
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, setError };
}
