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

const q = encodeURIComponent;

export const vesselInfoApi = {
  vessel: (id: string) => http.get<VesselDetails>(`/Vessels/${q(id)}`),
};
