import { z } from "zod";

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

// The records below are zod schemas: the API answers them as they are (docs/api.md, issue 31 §5), so
// server, client and the OpenAPI document read one definition.

export const voyageInformationAnswer = z.object({
  name: z.string(),
  type: z.enum(VOYAGE_TYPES),
  isNonCommercial: z.boolean(),
});
export type VoyageInformation = z.infer<typeof voyageInformationAnswer>;

/** The voyage a Departure starts, with its two confirmation moments (ISO UTC or null). */
export const voyageDetailsAnswer = voyageInformationAnswer.extend({
  informationConfirmedAt: z.string().nullable(),
  dataConfirmedAt: z.string().nullable(),
});
export type VoyageDetails = z.infer<typeof voyageDetailsAnswer>;

export const portRefAnswer = z.object({ name: z.string(), loCode: z.string(), isMrvPort: z.boolean() });
export type PortRef = z.infer<typeof portRefAnswer>;

/**
 * The port's reference members only: a stored event may hold more of the port (older template uploads
 * kept its country and position), which no answer or new event carries.
 */
export function portRefOf(port: PortRef): PortRef;
export function portRefOf(port: PortRef | null | undefined): PortRef | null;
export function portRefOf(port: PortRef | null | undefined): PortRef | null {
  return port ? { name: port.name, loCode: port.loCode, isMrvPort: port.isMrvPort } : null;
}

export const geoPointAnswer = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoPoint = z.infer<typeof geoPointAnswer>;

export const cargoDetailAnswer = z.object({ cargoUnitId: z.number(), cargoCarried: z.number() });
export type CargoDetail = z.infer<typeof cargoDetailAnswer>;

export const distanceSailedAnswer = z.object({
  loggedDistanceByGPS: z.number(),
  estimatedDistanceByGPS: z.number(),
  manualDistanceByGPS: z.number(),
  loggedPercentage: z.number(),
  estimatedPercentage: z.number(),
  manualPercentage: z.number(),
});
export type DistanceSailed = z.infer<typeof distanceSailedAnswer>;

/**
 * A vessel event as the voyage log holds it. The fields are the API's (spec 2 §3) so that the rules in
 * guards/ run unchanged on the server's state and on the client's DTOs.
 */
export const vesselEventRecord = z.object({
  id: z.string(),
  vesselId: z.string(),
  /** ISO-8601 UTC with milliseconds, so that string order is time order. */
  timestamp: z.string(),
  type: z.enum(EVENT_TYPES),
  name: z.string(),
  isConfirmed: z.boolean(),
  source: z.enum(EVENT_SOURCES),
  /** Set on Departure events: the voyage the departure starts. */
  voyage: voyageDetailsAnswer.nullable(),
  port: portRefAnswer.nullable(),
  location: geoPointAnswer.nullable(),
  cargos: z.array(cargoDetailAnswer),
  distanceSailed: distanceSailedAnswer.nullable(),
  /** Counts this event's changes; a write naming an older revision is refused (409). */
  revision: z.number().int(),
});
export type VesselEventRecord = z.infer<typeof vesselEventRecord>;

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
