import type { LiveStatus } from "../../shared/live/liveSocket";

/** Spec 3 §4: alerts refresh every 60 s; here only while the live channel is down. */
export const ALERTS_FALLBACK_REFRESH_MS = 60_000;

/** Whether to poll the incident list: while the live channel is not online (the reconnect refetches). */
export function liveFallback(next: LiveStatus): { poll: boolean } {
  return { poll: next !== "online" };
}
