// Scaffold: the voyages helper replaces this with the vessel-event and voyage part of the voyage log.
import type { DomainEvent } from "../shared/events.js";

export type VoyagesEvent = DomainEvent<"VesselEventRecorded", { vesselEventId: string }>;
export interface VoyagesState {
  eventIds: string[];
}
export const initialVoyagesState: VoyagesState = { eventIds: [] };
const TYPES: ReadonlySet<string> = new Set(["VesselEventRecorded"]);
export const isVoyagesEvent = (event: DomainEvent): event is VoyagesEvent => TYPES.has(event.type);
export function evolveVoyages(state: VoyagesState, event: VoyagesEvent): VoyagesState {
  return { eventIds: [...state.eventIds, event.data.vesselEventId] };
}
