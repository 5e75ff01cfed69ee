import { type ReactNode, useRef, useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { ConflictNotice } from "../../../shared/ui/ConflictNotice";
import { useVersionedSave } from "../../../shared/ui/useVersionedSave";
import { voyagesApi } from "../api/voyagesApi";
import type { VesselEventDto } from "../types";

interface EventSavingOptions {
  /** After a save: close the editor and reload the voyage. */
  onSaved: () => Promise<void> | void;
  /**
   * "Load their version": put the event as it is now into the editor's fields. The editor stays open on
   * it; the next save is based on its version (and the voyage reloads then).
   */
  apply: (fresh: VesselEventDto) => void;
}

/**
 * The save path of an inline event editor (docs/api.md, "Conflicts"): each save sends the event's
 * version; when someone else changed the event meanwhile, the server answers 409 naming who, and the
 * editor stays open with the person's entries and a ConflictNotice (their version, or saving over it).
 * The same versioned save as the administration dialogs (shared/ui/useVersionedSave).
 */
export function useEventSaving(event: VesselEventDto, { onSaved, apply }: EventSavingOptions) {
  const versioned = useVersionedSave(event.version);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastSend = useRef<((version: number | undefined) => Promise<unknown>) | null>(null);

  // The editors remount with each new revision of the event (EventInfoTab, EventPanel keys), so the
  // version a save starts from is the one shown when editing began.

  async function attempt(send: (version: number | undefined) => Promise<unknown>, overwrite: boolean) {
    lastSend.current = send;
    setBusy(true);
    setError(null);
    try {
      const saved = overwrite ? await versioned.overwrite(send) : await versioned.run(send);
      if (saved) await onSaved();
      return saved;
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const conflict: ReactNode = versioned.conflict ? (
    <ConflictNotice
      conflict={versioned.conflict}
      subject="event"
      busy={busy}
      onLoadTheirs={() =>
        void versioned.loadTheirs({
          fetch: () => voyagesApi.event(event.id),
          apply,
          busy: setBusy,
          fail: (failure) => setError(failureText(failure, DIALOG_FAILURE)),
        })
      }
      onOverwrite={() => lastSend.current && void attempt(lastSend.current, true)}
    />
  ) : null;

  return {
    busy,
    error,
    setError,
    /** Saves with the version the entries are based on; false when not saved (conflict or failure). */
    run: (send: (version: number | undefined) => Promise<unknown>) => attempt(send, false),
    /** The conflict notice to show above the editor's buttons, or null. */
    conflict,
  };
}
