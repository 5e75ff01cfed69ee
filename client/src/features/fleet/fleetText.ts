import { VESSEL_STATUSES } from "../../../../domain/performance/performanceStatus";
import { byName } from "../../../../domain/shared/text";
import type { CurrentVoyage, ExtendedVessel } from "./fleetApi";

/** "[No voyage available]" is the spec's empty state (spec 3 §2). */
export const NO_VOYAGE = "[No voyage available]";
export const NO_DATA = "No data received yet";

/** "NB-12: Oslo → Rotterdam", the voyage's name and its ports as far as known. */
export function voyageText(voyage: CurrentVoyage | null): string {
  if (!voyage) return NO_VOYAGE;
  const ports = [voyage.fromPort?.name, voyage.toPort?.name].filter(Boolean).join(" → ");
  const name = voyage.voyage?.name ?? "Voyage";
  return ports ? `${name}: ${ports}` : name;
}

const rank = (status: string | undefined) => {
  const index = (VESSEL_STATUSES as readonly string[]).indexOf(status ?? "");
  return index < 0 ? VESSEL_STATUSES.length : index;
};

/** Worst status first (spec 3 §3 sort order), then by name. */
export function byStatusThenName(a: ExtendedVessel, b: ExtendedVessel): number {
  return rank(a.performance?.performanceStatus) - rank(b.performance?.performanceStatus) || byName(a, b);
}
