import type { Vessel } from "../../entities/vessel/types";
import { http } from "../../shared/api/httpClient";

/** The current voyage of GET /Vessels/Extended (a voyage summary while its voyage has not ended). */
export interface CurrentVoyage {
  departureId: string;
  departedAt: string;
  fromPort: { name: string; loCode: string } | null;
  toPort: { name: string; loCode: string } | null;
  arrivedAt: string | null;
  voyage: { name: string } | null;
}

/** A vessel of GET /Vessels/Extended: the vessel with its last data received and current voyage. */
export interface ExtendedVessel extends Vessel {
  lastExportDate: string | null;
  currentVoyage: CurrentVoyage | null;
}

export interface VesselGroup {
  id: string;
  name: string;
  vesselIds: string[];
}

export const fleetApi = {
  vessels: () => http.get<ExtendedVessel[]>("/Vessels/Extended"),
  groups: () => http.get<VesselGroup[]>("/VesselGroups"),
};
