import { evolveFuel, type FuelEvent, type FuelState, initialFuelState, isFuelEvent } from "../fuel/state.js";
import type { Aggregate } from "../shared/decider.js";
import {
  evolveVoyages,
  initialVoyagesState,
  isVoyagesEvent,
  type VoyagesEvent,
  type VoyagesState,
} from "../voyages/state.js";

/**
 * A vessel's voyage log: one stream per vessel holding its vessel events, voyages, cargo, distances
 * (the voyages part) and its fuel tanks, flow meters, operations, soundings and consumptions (the fuel
 * part). One stream, so that a rule spanning both (voyage data may be confirmed only when every event
 * has its flow-meter consumption) is decided on one consistent state and written in one append.
 */
export type VoyageLogEvent = VoyagesEvent | FuelEvent;

export interface VoyageLogState {
  vesselId: string | null;
  voyages: VoyagesState;
  fuel: FuelState;
}

export const voyageLogStream = (vesselId: string): string => `voyagelog-${vesselId}`;

export const initialVoyageLogState: VoyageLogState = {
  vesselId: null,
  voyages: initialVoyagesState,
  fuel: initialFuelState,
};

export function evolveVoyageLog(state: VoyageLogState, event: VoyageLogEvent): VoyageLogState {
  if (isVoyagesEvent(event)) return { ...state, voyages: evolveVoyages(state.voyages, event) };
  if (isFuelEvent(event)) return { ...state, fuel: evolveFuel(state.fuel, event) };
  return state;
}

export const voyageLogAggregate: Aggregate<VoyageLogState, VoyageLogEvent> = {
  streamName: voyageLogStream,
  initialState: initialVoyageLogState,
  evolve: evolveVoyageLog,
};

/** The vessel id of a voyage-log stream name, or null for other streams. */
export function vesselIdOfVoyageLogStream(stream: string): string | null {
  return stream.startsWith("voyagelog-") ? stream.slice("voyagelog-".length) : null;
}
