import { useEffect, useMemo, useState } from "react";
import { storageKeys } from "../../shared/storageKeys";
import { fleetApi, type VesselGroup } from "./fleetApi";

/**
 * 'Filter on group' (spec 1 §2 vessel groups): the company's vessel groups, the chosen one kept in the
 * browser. A failed load leaves the filter with "All vessels" only.
 */
export function useGroupFilter() {
  const [groups, setGroups] = useState<VesselGroup[]>([]);
  const [groupId, setGroupIdState] = useState<string>(
    () => localStorage.getItem(storageKeys.fleetGroup) ?? "",
  );

  useEffect(() => {
    let cancelled = false;
    fleetApi.groups().then(
      (answer) => {
        if (!cancelled) setGroups(answer);
      },
      (error: unknown) => console.warn("Vessel groups could not be loaded", error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const group = groups.find((g) => g.id === groupId) ?? null;
  const setGroupId = (id: string) => {
    localStorage.setItem(storageKeys.fleetGroup, id);
    setGroupIdState(id);
  };
  const includes = useMemo(() => {
    const ids = group ? new Set(group.vesselIds) : null;
    return (vesselId: string) => ids === null || ids.has(vesselId);
  }, [group]);
  return { groups, groupId: group ? group.id : "", setGroupId, includes };
}
