import { useEffect, useState } from "react";
import { incidentApi } from "../../entities/alert/incidentApi";
import { matchVesselName, sortIncidents } from "../../entities/alert/incidentRules";
import { incidentsStore } from "../../entities/alert/incidentsStore";
import type { Incident } from "../../entities/alert/types";
import { useStore } from "../../shared/store/createStore";

export type IncidentFilter = "unread" | "open" | "closed" | "all";

/** Most incidents /Notifications reads at once; the search and paging then run in the browser. */
export const INCIDENT_PAGE_LIMIT = 500;

/**
 * The incidents of /Notifications for a state filter and a vessel-name search; refetched (coalesced)
 * whenever a live push moves the incident store, so the list follows without a reload.
 */
export function useIncidentPage(filter: IncidentFilter, search: string) {
  const { revision } = useStore(incidentsStore);
  const [items, setItems] = useState<Incident[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [reloads, setReloads] = useState(0);
  const [total, setTotal] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` and `reloads` only trigger a refetch
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      async () => {
        try {
          const isOpen = filter === "all" || filter === "unread" ? undefined : filter === "open";
          const found = await incidentApi.find({
            isOpen,
            unread: filter === "unread",
            limit: INCIDENT_PAGE_LIMIT,
          });
          if (!current) return;
          setItems(sortIncidents(found.items));
          setTotal(found.total);
          setStatus("ready");
        } catch (error) {
          console.warn("Failed to load incidents", error);
          if (current) setStatus((previous) => (previous === "ready" ? "ready" : "error"));
        }
      },
      revision === 0 ? 0 : 120,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [filter, revision, reloads]);

  return {
    items: matchVesselName(items, search),
    shown: items.length,
    total,
    truncated: total > items.length,
    status,
    reload: () => setReloads((n) => n + 1),
  };
}
