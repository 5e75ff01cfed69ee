import type { DomainEvent } from "../shared/events.js";
import type {
  CargoDetail,
  DistanceSailed,
  EventSource,
  EventType,
  GeoPoint,
  PortRef,
  VoyageInformation,
} from "./model.js";

/**
 * The voyages part of a vessel's voyage log. Every event names the vessel event it concerns and the
 * departure of the voyage that event belonged to when it was written, so an audit can select a voyage's
 * history (an end-of-voyage departure also names the voyage it ends).
 */
interface Concerning {
  vesselEventId: string;
  departureId: string | null;
}

export type VesselEventRecorded = DomainEvent<
  "VesselEventRecorded",
  Concerning & {
    vesselId: string;
    type: EventType;
    timestamp: string;
    source: EventSource;
    voyage: VoyageInformation | null;
    port: PortRef | null;
    location: GeoPoint | null;
    /** For an end-of-voyage departure: the voyage it ends. */
    endsDepartureId: string | null;
  }
>;
export type VesselEventConfirmed = DomainEvent<"VesselEventConfirmed", Concerning>;
export type VesselEventUnconfirmed = DomainEvent<"VesselEventUnconfirmed", Concerning>;
export type VesselEventDeleted = DomainEvent<"VesselEventDeleted", Concerning>;
export type VesselEventRetimed = DomainEvent<"VesselEventRetimed", Concerning & { timestamp: string }>;
export type VesselEventPortChanged = DomainEvent<
  "VesselEventPortChanged",
  Concerning & { port: PortRef | null }
>;
export type VesselEventLocationChanged = DomainEvent<
  "VesselEventLocationChanged",
  Concerning & { location: GeoPoint | null }
>;
export type VoyageInformationChanged = DomainEvent<
  "VoyageInformationChanged",
  Concerning & { voyage: VoyageInformation }
>;
export type VesselEventDistanceSet = DomainEvent<
  "VesselEventDistanceSet",
  Concerning & { distanceSailed: DistanceSailed | null }
>;
export type VesselEventCargoSet = DomainEvent<"VesselEventCargoSet", Concerning & CargoDetail>;
export type VesselEventCargoRemoved = DomainEvent<
  "VesselEventCargoRemoved",
  Concerning & { cargoUnitId: number }
>;
export type VoyageInformationConfirmed = DomainEvent<
  "VoyageInformationConfirmed",
  Concerning & { confirmedAt: string }
>;
export type VoyageInformationUnconfirmed = DomainEvent<"VoyageInformationUnconfirmed", Concerning>;
export type VoyageDataConfirmed = DomainEvent<"VoyageDataConfirmed", Concerning & { confirmedAt: string }>;
export type VoyageDataUnconfirmed = DomainEvent<"VoyageDataUnconfirmed", Concerning>;

export type VoyagesEvent =
  | VesselEventRecorded
  | VesselEventConfirmed
  | VesselEventUnconfirmed
  | VesselEventDeleted
  | VesselEventRetimed
  | VesselEventPortChanged
  | VesselEventLocationChanged
  | VoyageInformationChanged
  | VesselEventDistanceSet
  | VesselEventCargoSet
  | VesselEventCargoRemoved
  | VoyageInformationConfirmed
  | VoyageInformationUnconfirmed
  | VoyageDataConfirmed
  | VoyageDataUnconfirmed;

export const VOYAGES_EVENT_TYPES: ReadonlySet<string> = new Set<VoyagesEvent["type"]>([
  "VesselEventRecorded",
  "VesselEventConfirmed",
  "VesselEventUnconfirmed",
  "VesselEventDeleted",
  "VesselEventRetimed",
  "VesselEventPortChanged",
  "VesselEventLocationChanged",
  "VoyageInformationChanged",
  "VesselEventDistanceSet",
  "VesselEventCargoSet",
  "VesselEventCargoRemoved",
  "VoyageInformationConfirmed",
  "VoyageInformationUnconfirmed",
  "VoyageDataConfirmed",
  "VoyageDataUnconfirmed",
]);
