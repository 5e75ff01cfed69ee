import type { Vessel } from "../../entities/vessel/types";
import { http } from "../../shared/api/httpClient";

/** GET /Vessels/{id}: the vessel with its particulars. */
export interface VesselDetails extends Vessel {
  imoDisplay: string;
  lastExportDate: string | null;
  vesselType: string;
  deadweight: number | null;
  grossTonnage: number | null;
  yearBuilt: number | null;
  maxContinuousRating: number;
  speedMaxContinuousRating: number | null;
  numberOfShafts: number;
  draftMean: number;
}

/** A voyage summary of GET /Vessel/{id}/Voyages (latest departure first). */
export interface VoyageSummary {
  departureId: string;
  departedAt: string;
  arrivedAt: string | null;
  endedAt: string | null;
  fromPort: { name: string; loCode: string } | null;
  toPort: { name: string; loCode: string } | null;
  voyage: { name: string } | null;
}

const q = encodeURIComponent;

export const vesselInfoApi = {
  vessel: (id: string) => http.get<VesselDetails>(`/Vessels/${q(id)}`),
  voyages: (id: string) => http.get<VoyageSummary[]>(`/Vessel/${q(id)}/Voyages`),
};

/** The current voyage: the latest departure while it has not ended. */
export const currentVoyageOf = (voyages: readonly VoyageSummary[]): VoyageSummary | null => {
  const latest = voyages[0];
  return latest && !latest.endedAt ? latest : null;
};
