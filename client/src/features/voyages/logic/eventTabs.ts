import type { VesselEventType } from "../types";

export type EventTab = "info" | "distance" | "flowMeters" | "fuelTanks";

export interface EventTabInput {
  loading: boolean;
  informationConfirmed: boolean;
  /** The event that starts the voyage (its Departure) has no span of its own. */
  isStartEvent: boolean;
  hasActiveFlowMeters: boolean;
  hasActiveFuelTanks: boolean;
}

/**
 * The tabs of the selected event (spec 2 §2 Voyage screen): Distance, Flow meters and Fuel tanks appear
 * once voyage information is confirmed, not while loading and not for the start event; Flow meters and
 * Fuel tanks only when active ones exist.
 */
export function visibleEventTabs(input: EventTabInput): EventTab[] {
  const tabs: EventTab[] = ["info"];
  if (input.loading || !input.informationConfirmed || input.isStartEvent) return tabs;
  tabs.push("distance");
  if (input.hasActiveFlowMeters) tabs.push("flowMeters");
  if (input.hasActiveFuelTanks) tabs.push("fuelTanks");
  return tabs;
}

/** With confirmed information a missing distance opens Distance, then missing flow-meter consumption opens Flow meters (§4 Tabs). */
export function defaultEventTab(
  tabs: EventTab[],
  missing: { distance: boolean; flowMeterConsumption: boolean },
): EventTab {
  if (missing.distance && tabs.includes("distance")) return "distance";
  if (missing.flowMeterConsumption && tabs.includes("flowMeters")) return "flowMeters";
  return "info";
}

export const TAB_LABELS: Record<EventTab, string> = {
  info: "Event info",
  distance: "Distance",
  flowMeters: "Flow meters",
  fuelTanks: "Fuel tanks",
};

export const isStartType = (type: VesselEventType): boolean => type === "Departure";
