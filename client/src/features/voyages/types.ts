/** The voyage API's shapes (spec 2 §3 names), shared with the server. */

export type { VoyageReplayDto } from "../../../../domain/voyageLog/replayDto";
export type {
  VesselEventDto,
  VoyageAuditEntryDto,
  VoyageDto,
  VoyageSummaryDto,
} from "../../../../domain/voyages/dto";
export type {
  CargoDetail as CargoDto,
  DistanceSailed as DistanceSailedDto,
  EventSource,
  EventType as VesselEventType,
  GeoPoint as GeoCoordinateDto,
  PortRef as PortDto,
  VoyageDetails as VoyageInfoDto,
  VoyageType,
} from "../../../../domain/voyages/model";
export { EVENT_TYPES, VOYAGE_TYPES } from "../../../../domain/voyages/model";
