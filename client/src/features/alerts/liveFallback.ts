import type { LiveStatus } from "../../shared/live/liveSocket";

/** Spec 3 §4: alerts refresh every 60 s; here only while the live channel is down. */
export const ALERTS_FALLBACK_REFRESH_MS = 60_000;

/**
 * What a change of the live channel's state means for the incident list: refetch once when it comes
 * (back) online, since pushes sent while it was down are lost; poll every 60 s while it is not online.
 */
export function liveFallback(
  previous: LiveStatus | null,
  next: LiveStatus,
): { refetchNow: boolean; poll: boolean } {
  return {
    refetchNow: next === "online" && previous !== null && previous !== "online",
    poll: next !== "online",
  };
}
