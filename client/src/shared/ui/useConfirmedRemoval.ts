import { useState } from "react";

interface ConfirmedRemovalOptions<T> {
  remove: (item: T) => Promise<unknown>;
  /** Runs once the item is gone and the dialog closed, e.g. a reload; a failure here shows like one of `remove`. */
  after: () => Promise<unknown> | unknown;
  /** The text shown in the dialog when the removal failed. */
  describeFailure: (failure: unknown) => string;
}

/**
 * A removal asked for from a row and confirmed in a dialog: `ask(item)` opens it, and `dialog` holds the
 * visible/busy/error/onConfirm/onHide props of the confirm dialog. A failure keeps the dialog open with its text.
 */
export function useConfirmedRemoval<T>({ remove, after, describeFailure }: ConfirmedRemovalOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(item: T) {
    setBusy(true);
    setError(null);
    try {
      await remove(item);
      setTarget(null);
      await after();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    target,
    ask: (item: T) => {
      setError(null);
      setTarget(item);
    },
    dialog: {
      visible: target !== null,
      busy,
      error,
      onConfirm: () => target && void confirm(target),
      onHide: () => setTarget(null),
    },
  };
}
