/** Vessel event types (spec 2 §3, numbered from 0 in this grouping, §9). */
export const EVENT_TYPES = [
  "Departure",
  "Arrival",
  "StartAnchoring",
  "EndAnchoring",
  "StartDrifting",
  "EndDrifting",
  "StartBunkering",
  "EndBunkering",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const VOYAGE_TYPES = ["Laden", "Ballast"] as const;
export type VoyageType = (typeof VOYAGE_TYPES)[number];

export const EVENT_SOURCES = ["Ship", "Office"] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

export type StartType = "StartAnchoring" | "StartDrifting" | "StartBunkering";
export type EndType = "EndAnchoring" | "EndDrifting" | "EndBunkering";

/** Each activity's start and the end that closes it. */
export const END_OF: Record<StartType, EndType> = {
  StartAnchoring: "EndAnchoring",
  StartDrifting: "EndDrifting",
  StartBunkering: "EndBunkering",
};
export const START_OF: Record<EndType, StartType> = {
  EndAnchoring: "StartAnchoring",
  EndDrifting: "StartDrifting",
  EndBunkering: "StartBunkering",
};

export const isStartType = (type: EventType): type is StartType => type in END_OF;
export const isEndType = (type: EventType): type is EndType => type in START_OF;

export const EVENT_NAMES: Record<EventType, string> = {
  Departure: "Departure",
  Arrival: "Arrival",
  StartAnchoring: "Anchoring",
  EndAnchoring: "Anchoring end",
  StartDrifting: "Drifting",
  EndDrifting: "Drifting end",
  StartBunkering: "Bunkering",
  EndBunkering: "Bunkering end",
};

export interface VoyageInformation {
  name: string;
  type: VoyageType;
  isNonCommercial: boolean;
}

/** The voyage a Departure starts, with its two confirmation moments (ISO UTC or null). */
export interface VoyageDetails extends VoyageInformation {
  informationConfirmedAt: string | null;
  dataConfirmedAt: string | null;
}

export interface PortRef {
  name: string;
  loCode: string;
  isMrvPort: boolean;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface CargoDetail {
  cargoUnitId: number;
  cargoCarried: number;
}

export interface DistanceSailed {
  loggedDistanceByGPS: number;
  estimatedDistanceByGPS: number;
  manualDistanceByGPS: number;
  loggedPercentage: number;
  estimatedPercentage: number;
  manualPercentage: number;
}

/**
 * A vessel event as the voyage log holds it. The fields are the API's (spec 2 §3) so that the rules in
 * guards/ run unchanged on the server's state and on the client's DTOs.
 */
export interface VesselEventRecord {
  id: string;
  vesselId: string;
  /** ISO-8601 UTC with milliseconds, so that string order is time order. */
  timestamp: string;
  type: EventType;
  name: string;
  isConfirmed: boolean;
  source: EventSource;
  /** Set on Departure events: the voyage the departure starts. */
  voyage: VoyageDetails | null;
  port: PortRef | null;
  location: GeoPoint | null;
  cargos: CargoDetail[];
  distanceSailed: DistanceSailed | null;
  /** Counts this event's changes; a write naming an older revision is refused (409). */
  revision: number;
}

/** Percentages of a distance by its data source (0 each when nothing was sailed). */
export function distanceSailedOf(parts: {
  loggedDistanceByGPS: number;
  estimatedDistanceByGPS: number;
  manualDistanceByGPS: number;
}): DistanceSailed {
  const total = parts.loggedDistanceByGPS + parts.estimatedDistanceByGPS + parts.manualDistanceByGPS;
  const pct = (v: number) => (total > 0 ? (v / total) * 100 : 0);
  return {
    ...parts,
    loggedPercentage: pct(parts.loggedDistanceByGPS),
    estimatedPercentage: pct(parts.estimatedDistanceByGPS),
    manualPercentage: pct(parts.manualDistanceByGPS),
  };
}
