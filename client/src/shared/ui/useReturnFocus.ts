import { useLayoutEffect } from "react";

/**
 * Gives the focus back to the element that had it when a dialog opened (the row action or button
 * that opened it) once the dialog closes, so keyboard users carry on where they were. Call it in the
 * dialog component; `open` for a dialog that stays mounted while hidden.
 */
export function useReturnFocus(open = true): void {
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!opener || opener === document.body) return;
    return () => {
      // After the dialog's own focus handling on hide.
      requestAnimationFrame(() => {
        if (opener.isConnected) opener.focus();
      });
    };
  }, [open]);
}
