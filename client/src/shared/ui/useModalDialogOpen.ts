import { useSyncExternalStore } from "react";

/**
 * PrimeReact renders every dialog's mask straight into the body (a portal) and keeps it there from the
 * moment the dialog opens until its closing animation has ended; a modal one carries this class.
 */
const MODAL_MASK = ":scope > .p-dialog-mask.p-component-overlay";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const modalMaskOpen = (ignoredMaskClass: string): boolean =>
  [...document.body.querySelectorAll(MODAL_MASK)].some((mask) => !mask.classList.contains(ignoredMaskClass));

/**
 * Whether a modal dialog is open, apart from the one whose `maskClassName` is `ignoredMaskClass` (the
 * caller's own). Found in the page rather than registered by each dialog, so that no dialog can forget.
 */
export function useModalDialogOpen(ignoredMaskClass: string): boolean {
  return useSyncExternalStore(subscribe, () => modalMaskOpen(ignoredMaskClass));
}
