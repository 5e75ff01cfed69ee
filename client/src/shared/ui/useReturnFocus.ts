import { useLayoutEffect } from "react";

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Gives the focus back to the element that had it when a dialog opened (the row action or button
 * that opened it) once the dialog closes — by Escape or by a button — so keyboard users carry on where
 * they were. When the dialog's action removed the opener (a deleted row), the focus goes to the first
 * control of the nearest part of the page around it that is still there, never to the page body. Call
 * it in the dialog component; `open` for a dialog that stays mounted while hidden.
 */
export function useReturnFocus(open = true): void {
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!opener || opener === document.body) return;
    const around: HTMLElement[] = [];
    for (let e = opener.parentElement; e && e !== document.body; e = e.parentElement) around.push(e);
    const restore = () => {
      if (opener.isConnected) {
        opener.focus();
        return;
      }
      const still = around.find((e) => e.isConnected);
      const next = still?.querySelector<HTMLElement>(FOCUSABLE);
      if (next) next.focus();
      else if (still) {
        still.tabIndex = -1;
        still.focus();
      }
    };
    const lost = () =>
      !opener.isConnected && (document.activeElement === null || document.activeElement === document.body);
    return () => {
      // After the dialog's own focus handling on hide; and again when the action's refresh removes the
      // opener (a deleted row) only after the dialog closed.
      requestAnimationFrame(restore);
      for (const ms of [400, 1200, 2500]) setTimeout(() => lost() && restore(), ms);
    };
  }, [open]);
}
