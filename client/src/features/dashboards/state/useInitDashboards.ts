import { useEffect } from "react";
import { loadedVessels } from "../../../entities/vessel/vesselStore";
import { useStore } from "../../../shared/store/createStore";
import { firstDashboardWidgets } from "../model/firstDashboard";
import { dashboardStore, initDashboards } from "./dashboardStore";

/**
 * Reads the dashboards once (while the store is idle), beside the vessel list rather than after it: only a
 * first dashboard, which is made with the user's vessels, waits for that list.
 */
export function useInitDashboards(): void {
  const { status } = useStore(dashboardStore);
  useEffect(() => {
    if (status !== "idle") return;
    void initDashboards(async () => firstDashboardWidgets(await loadedVessels()));
  }, [status]);
}
