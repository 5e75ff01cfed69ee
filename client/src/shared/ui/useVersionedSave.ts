import { useState } from "react";
import { type RecordConflict, recordConflictOf } from "../api/ApiError";

/**
 * The save path of every edit dialog that sends the record's `version` (docs/api.md, "Conflicts"):
 * a stale version answers 409 naming who changed the record; the dialog then stays open with the
 * person's edits and a ConflictNotice, and they choose to load the other version or to save theirs
 * over it. Nothing is thrown away and nothing is overwritten unasked.
 */
export interface VersionedSave {
  /** The version the next save sends: the one the person's edits are based on. */
  version: number | undefined;
  conflict: RecordConflict | null;
  /**
   * Runs `save` with the base version. Answers true when saved, false on a conflict (kept in
   * `conflict`); any other failure is thrown for the dialog to show.
   */
  run(save: (version: number | undefined) => Promise<unknown>): Promise<boolean>;
  /** The person loaded the record as it is now: their edits are based on that version. */
  rebase(version: number): void;
  /** The person chose to save their edits over the other change: saves with the record's version now. */
  overwrite(save: (version: number | undefined) => Promise<unknown>): Promise<boolean>;
  /**
   * The person chose to load the other version ("Load theirs"): fetches the record as it is now, hands it
   * to `apply` (which replaces the form's values) and bases the next save on its version. `busy` is on
   * while it runs; a failure (a throw from `fetch`) goes to `fail` and leaves the form as it was.
   */
  loadTheirs<R extends { version: number }>(steps: LoadTheirsSteps<R>): Promise<void>;
}

export interface LoadTheirsSteps<R> {
  fetch: () => Promise<R>;
  apply: (fresh: R) => void;
  busy: (busy: boolean) => void;
  fail: (failure: unknown) => void;
}

export function useVersionedSave(initialVersion: number | undefined): VersionedSave {
  const [version, setVersion] = useState(initialVersion);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  async function attempt(base: number | undefined, save: (version: number | undefined) => Promise<unknown>) {
    try {
      await save(base);
      setVersion(base);
      setConflict(null);
      return true;
    } catch (failure) {
      const found = recordConflictOf(failure);
      if (!found) throw failure;
      setConflict(found);
      return false;
    }
  }
  return {
    version,
    conflict,
    run: (save) => attempt(version, save),
    rebase(next) {
      setVersion(next);
      setConflict(null);
    },
    overwrite: (save) => attempt(conflict?.version ?? version, save),
    async loadTheirs({ fetch, apply, busy, fail }) {
      busy(true);
      try {
        const fresh = await fetch();
        apply(fresh);
        setVersion(fresh.version);
        setConflict(null);
      } catch (failure) {
        fail(failure);
      } finally {
        busy(false);
      }
    },
  };
}
