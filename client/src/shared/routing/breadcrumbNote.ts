import { useEffect } from "react";
import { createStore, useStore } from "../store/createStore";

/**
 * A line a page adds to the vessel breadcrumb while it is shown (Diagnostics: its long-trend date range,
 * spec 3 §2). One page at a time; cleared when the page goes.
 */
export const breadcrumbNoteStore = createStore<string | null>(null);

export function useBreadcrumbNote(note: string | null): void {
  useEffect(() => {
    // Only a changed note notifies, so a page that renders again does not re-render the shell.
    if (breadcrumbNoteStore.get() !== note) breadcrumbNoteStore.set(note);
    return () => {
      if (breadcrumbNoteStore.get() === note) breadcrumbNoteStore.set(null);
    };
  }, [note]);
}

export const useBreadcrumbNoteText = (): string | null => useStore(breadcrumbNoteStore);
