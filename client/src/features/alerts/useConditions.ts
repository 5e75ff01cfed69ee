import { useCallback, useEffect, useState } from "react";
import { alertsApi, type VesselGroupOption } from "./alertsApi";
import type { NotificationCondition } from "./types";

/** The company's conditions and vessel groups (spec §8: "Failed to load conditions" on failure). */
export function useConditions() {
  const [conditions, setConditions] = useState<NotificationCondition[]>([]);
  const [groups, setGroups] = useState<VesselGroupOption[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");

  const reload = useCallback(async () => {
    const [found, foundGroups] = await Promise.allSettled([alertsApi.conditions(), alertsApi.vesselGroups()]);
    if (found.status === "fulfilled") {
      setConditions([...found.value].sort((a, b) => a.name.localeCompare(b.name)));
      setStatus("ready");
    } else {
      console.warn("Failed to load conditions", found.reason);
      setStatus("error");
    }
    if (foundGroups.status === "fulfilled") setGroups(foundGroups.value);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { conditions, groups, status, reload };
}
