import type { ChainStatus } from "../../../../../domain/ledger/streamChain";
import type { Port } from "../../../../../domain/ports/portIndex";
import type { UpdateVesselEventRequest } from "../../../../../domain/voyages/dto";
import { http } from "../../../shared/api/httpClient";
import type {
  CargoDto,
  GeoCoordinateDto,
  PortDto,
  VesselEventDto,
  VesselEventType,
  VoyageAuditEntryDto,
  VoyageDto,
  VoyageInfoDto,
  VoyageReplayDto,
  VoyageSummaryDto,
} from "../types";

const q = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
const id = encodeURIComponent;

export interface NewVesselEvent {
  vesselId: string;
  timestamp: string;
  type: VesselEventType;
  voyage?: Pick<VoyageInfoDto, "name" | "type" | "isNonCommercial"> | null;
  port?: Pick<PortDto, "name" | "loCode"> | null;
  location?: GeoCoordinateDto | null;
}

/** The voyage workflow's calls (spec 2 §7 "Vessel events", "Cargo"; the server's voyages routes). */
export const voyagesApi = {
  events: (vesselId: string, window?: { from: string; to: string }) =>
    http.get<VesselEventDto[]>(
      `/EmissionReportVesselEvents/Find?${q({ vesselId, fromDate: window?.from, toDate: window?.to })}`,
    ),
  voyage: (vesselId: string, departureId: string) =>
    // The voyage with its flags; FindVoyageVesselEvents answers only its events.
    http.get<VoyageDto>(`/Voyages/${id(departureId)}?${q({ vesselId })}`),
  voyages: (vesselId: string) => http.get<VoyageSummaryDto[]>(`/Vessel/${id(vesselId)}/Voyages`),
  event: (eventId: string) => http.get<VesselEventDto>(`/EmissionReportVesselEvents/${id(eventId)}`),
  create: (event: NewVesselEvent) => http.post<VesselEventDto>("/EmissionReportVesselEvents", event),
  update: (eventId: string, change: UpdateVesselEventRequest) =>
    http.put<VesselEventDto>(`/EmissionReportVesselEvents/${id(eventId)}`, change),
  setDistance: (eventId: string, manualDistanceByGPS: number | null, version?: number) =>
    http.put<VesselEventDto>(`/EmissionReportVesselEvents/${id(eventId)}/Distance`, {
      manualDistanceByGPS,
      version,
    }),
  remove: (eventId: string) => http.delete<void>(`/EmissionReportVesselEvents/${id(eventId)}`),
  voyageStep: (
    departureId: string,
    step:
      | "ConfirmVoyageInformation"
      | "UnconfirmVoyageInformation"
      | "ConfirmVoyageData"
      | "UnconfirmVoyageData"
      | "UploadDnvVoyageData",
  ) => http.post<unknown>(`/EmissionReportVesselEvents/${id(departureId)}/${step}`),
  cargo: (vesselEventId: string) =>
    http.get<(CargoDto & { vesselEventId: string })[]>(
      `/VesselEventCargoDetails/Find?${q({ vesselEventId })}`,
    ),
  saveCargo: (vesselEventId: string, cargoUnitId: number, cargoCarried: number | null) =>
    http.post<unknown>("/VesselEventCargoDetails", { vesselEventId, cargoUnitId, cargoCarried }),
  removeCargo: (vesselEventId: string, cargoUnitId: number) =>
    http.delete<void>(`/VesselEventCargoDetails/${id(vesselEventId)}/${cargoUnitId}`),
  /** The voyage's trail file (who, when, before and after, figures at each confirmation). */
  trailPath: (departureId: string, format: "xlsx" | "csv") =>
    `/Audit/Voyages/${id(departureId)}/trail?format=${format}`,
  auditEvents: (departureId: string) =>
    http.get<VoyageAuditEntryDto[]>(`/Audit/Voyages/${id(departureId)}/events`),
  /** The vessel's voyage log checked on the server against the latest signed checkpoint. */
  verification: (departureId: string) =>
    http.get<ChainStatus>(`/Audit/Voyages/${id(departureId)}/Verification`),
  /** The voyage as it stood just after the event of the vessel's stream with that version. */
  voyageAt: (departureId: string, version: number) =>
    http.get<VoyageReplayDto>(`/Audit/Voyages/${id(departureId)}?${q({ version })}`),
};

/** Type-ahead over the port list (3+ characters). */
export const portsApi = {
  find: (query: string, limit = 20) =>
    http.get<{ items: Port[] }>(`/Ports/Find?${q({ query, page: 1, limit })}`).then((page) => page.items),
};

export interface EmissionSettingsStatus {
  complete: boolean;
  missing: string[];
}

export interface ActiveFuelEquipment {
  flowMeters: { id: string; isDeactivated: boolean }[];
  fuelTanks: { id: string; isDeactivated: boolean }[];
}

/** What the emission screens need from the vessel and fuel areas. */
export const emissionVesselApi = {
  settingsStatus: (vesselId: string) =>
    http.get<EmissionSettingsStatus>(`/Vessels/${id(vesselId)}/EmissionSettingsStatus`),
  vessel: (vesselId: string) =>
    http.get<{ id: string; name: string; cargoUnitIds: number[]; hasVeracityKey: boolean }>(
      `/Vessels/${id(vesselId)}`,
    ),
  cargoUnits: () => http.get<{ id: number; name: string }[]>("/CargoUnits"),
  flowMeters: (vesselId: string) =>
    http.get<{ id: string; isDeactivated: boolean }[]>(`/FlowMeters/Find?${q({ vesselId })}`),
  fuelTanks: (vesselId: string) =>
    http.get<{ id: string; isDeactivated: boolean }[]>(`/FuelTanks/Find?${q({ vesselId })}`),
  flowMeterConsumptions: (vesselEventId: string) =>
    http.get<{ id: string; isPlaceholder: boolean }[]>(
      `/FlowMeterFuelConsumptions/Find?${q({ vesselEventId })}`,
    ),
};

export { q as queryString };
