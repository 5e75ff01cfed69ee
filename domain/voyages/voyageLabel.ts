import { formatTime } from "../shared/displayTime.js";
import type { RuleEvent } from "./timeline.js";

/**
 * How a refusal names a voyage: its name and departure time, so that a person looking at another voyage
 * sees which one blocks ("NA-2505 (departure 01. May, 2025 06:00)").
 */
export function voyageLabel(departure: Pick<RuleEvent, "voyage" | "timestamp">): string {
  const name = departure.voyage?.name?.trim();
  const when = `departure ${formatTime(departure.timestamp)}`;
  return name ? `${name} (${when})` : `of the ${when}`;
}
