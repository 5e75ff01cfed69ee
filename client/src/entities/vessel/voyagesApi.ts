import { http } from "../../shared/api/httpClient";

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

/** The vessel's voyages, latest departure first. */
export const fetchVesselVoyages = (vesselId: string) =>
  http.get<VoyageSummary[]>(`/Vessel/${encodeURIComponent(vesselId)}/Voyages`);

/** The current voyage: the latest departure while it has not ended. */
export const currentVoyageOf = (voyages: readonly VoyageSummary[]): VoyageSummary | null => {
  const latest = voyages[0];
  return latest && !latest.endedAt ? latest : null;
};
