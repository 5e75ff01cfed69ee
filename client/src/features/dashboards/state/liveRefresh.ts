import { useEffect } from "react";
import { vesselStore } from "../../../entities/vessel/vesselStore";
import { onImportFinished } from "../../../shared/live/importFinished";
import { createStore, useStore } from "../../../shared/store/createStore";

/**
 * Live refresh of the dashboard's widgets (no polling): when an import of a vessel's data finishes
 * (`imports` channel), that vessel's revision moves, and every widget showing the vessel reads its
 * data again; every vessel's moves when the channel connects again (imports it missed).
 */
export const vesselRevisions = createStore<Record<string, number>>({});

export function bumpVessel(vesselId: string): void {
  vesselRevisions.set((r) => ({ ...r, [vesselId]: (r[vesselId] ?? 0) + 1 }));
}

/** Subscribes the dashboard page to finished imports while it is shown. */
export function useImportRefresh(): void {
  useEffect(
    () =>
      onImportFinished(
        (imoNumber) => {
          for (const vessel of vesselStore.get().vessels) {
            if (String(vessel.imoNumber) === imoNumber) bumpVessel(vessel.id);
          }
        },
        () => {
          for (const vessel of vesselStore.get().vessels) bumpVessel(vessel.id);
        },
      ),
    [],
  );
}

/** A number that changes whenever one of these vessels' data was refreshed by an import. */
export function useVesselsRevision(vesselIds: readonly string[]): string {
  const revisions = useStore(vesselRevisions);
  return vesselIds.map((id) => revisions[id] ?? 0).join(".");
}
