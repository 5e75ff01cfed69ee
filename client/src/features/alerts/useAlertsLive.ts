import { useEffect } from "react";
import {
  applyIncidentLiveEvent,
  refreshIncidents,
  resetIncidents,
} from "../../entities/alert/incidentsStore";
import { type LiveStatus, liveStatusStore, onLiveEvent } from "../../shared/live/liveSocket";
import { ALERTS_FALLBACK_REFRESH_MS, liveFallback } from "./liveFallback";

/**
 * While signed in (`sessionKey`), for the acting company: load the incidents, follow the `alerts`
 * channel (the shell opens the socket), and refresh every 60 s only while the channel is down.
 */
export function useAlertsLive(sessionKey: string | null, companyId: string | null): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a company switch reloads the incidents
  useEffect(() => {
    if (!sessionKey) return;
    void refreshIncidents();
    const offAlerts = onLiveEvent("alerts", applyIncidentLiveEvent, () => void refreshIncidents());

    let timer: number | undefined;
    let previous: LiveStatus | null = null;
    const follow = () => {
      const next = liveStatusStore.get();
      if (next === previous) return;
      const plan = liveFallback(next);
      previous = next;
      if (plan.poll && timer === undefined) {
        timer = window.setInterval(() => void refreshIncidents(), ALERTS_FALLBACK_REFRESH_MS);
      } else if (!plan.poll && timer !== undefined) {
        window.clearInterval(timer);
        timer = undefined;
      }
    };
    follow();
    const offStatus = liveStatusStore.subscribe(follow);
    return () => {
      offAlerts();
      offStatus();
      window.clearInterval(timer);
      resetIncidents();
    };
  }, [sessionKey, companyId]);
}
