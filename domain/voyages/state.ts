import type { DomainEvent } from "../shared/events.js";
import { VOYAGES_EVENT_TYPES, type VoyagesEvent } from "./events.js";
import {
  allEvents,
  type EventTable,
  emptyEventTable,
  getEvent,
  insertEvent,
  putEvent,
  removeEvent,
} from "./eventTable.js";
import { EVENT_NAMES, type VesselEventRecord } from "./model.js";

export type { VoyagesEvent } from "./events.js";

/** The voyages part of a vessel's voyage log: its vessel events, each carrying its voyage, cargo and distance. */
export interface VoyagesState {
  events: EventTable;
}

export const initialVoyagesState: VoyagesState = { events: emptyEventTable };

export const isVoyagesEvent = (event: DomainEvent): event is VoyagesEvent =>
  VOYAGES_EVENT_TYPES.has(event.type);

export const vesselEventById = (state: VoyagesState, id: string): VesselEventRecord | undefined =>
  getEvent(state.events, id);

/** The vessel's events in time order (the same array while the state is unchanged). */
export const vesselEventsOf = (state: VoyagesState): readonly VesselEventRecord[] => allEvents(state.events);

export function evolveVoyages(state: VoyagesState, event: VoyagesEvent): VoyagesState {
  if (event.type === "VesselEventRecorded") {
    const d = event.data;
    const record: VesselEventRecord = {
      id: d.vesselEventId,
      vesselId: d.vesselId,
      timestamp: d.timestamp,
      type: d.type,
      name: EVENT_NAMES[d.type],
      isConfirmed: false,
      source: d.source,
      voyage: d.voyage ? { ...d.voyage, informationConfirmedAt: null, dataConfirmedAt: null } : null,
      port: d.port,
      location: d.location,
      cargos: [],
      distanceSailed: null,
      revision: 0,
    };
    return { events: insertEvent(state.events, record) };
  }
  if (event.type === "VesselEventDeleted")
    return { events: removeEvent(state.events, event.data.vesselEventId) };
  const current = getEvent(state.events, event.data.vesselEventId);
  if (!current) return state;
  const changed = changeOf(current, event);
  return { events: putEvent(state.events, { ...current, ...changed, revision: current.revision + 1 }) };
}

function changeOf(
  current: VesselEventRecord,
  event: Exclude<VoyagesEvent, { type: "VesselEventRecorded" | "VesselEventDeleted" }>,
): Partial<VesselEventRecord> {
  switch (event.type) {
    case "VesselEventConfirmed":
      return { isConfirmed: true };
    case "VesselEventUnconfirmed":
      return { isConfirmed: false };
    case "VesselEventRetimed":
      return { timestamp: event.data.timestamp };
    case "VesselEventPortChanged":
      return { port: event.data.port };
    case "VesselEventLocationChanged":
      return { location: event.data.location };
    case "VoyageInformationChanged":
      return {
        voyage: {
          informationConfirmedAt: null,
          dataConfirmedAt: null,
          ...current.voyage,
          ...event.data.voyage,
        },
      };
    case "VesselEventDistanceSet":
      return { distanceSailed: event.data.distanceSailed };
    case "VesselEventCargoSet": {
      const { cargoUnitId, cargoCarried } = event.data;
      const others = current.cargos.filter((c) => c.cargoUnitId !== cargoUnitId);
      return {
        cargos: [...others, { cargoUnitId, cargoCarried }].sort((a, b) => a.cargoUnitId - b.cargoUnitId),
      };
    }
    case "VesselEventCargoRemoved":
      return { cargos: current.cargos.filter((c) => c.cargoUnitId !== event.data.cargoUnitId) };
    case "VoyageInformationConfirmed":
      return current.voyage
        ? { voyage: { ...current.voyage, informationConfirmedAt: event.data.confirmedAt } }
        : {};
    case "VoyageInformationUnconfirmed":
      return current.voyage
        ? { voyage: { ...current.voyage, informationConfirmedAt: null, dataConfirmedAt: null } }
        : {};
    case "VoyageDataConfirmed":
      return current.voyage ? { voyage: { ...current.voyage, dataConfirmedAt: event.data.confirmedAt } } : {};
    case "VoyageDataUnconfirmed":
      return current.voyage ? { voyage: { ...current.voyage, dataConfirmedAt: null } } : {};
  }
}
