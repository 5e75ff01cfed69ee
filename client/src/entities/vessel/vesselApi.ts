import { http } from "../../shared/api/httpClient";
import type { Vessel } from "./types";

export const vesselApi = {
  list: () => http.get<Vessel[]>("/Vessels"),
  get: (id: string) => http.get<Vessel>(`/Vessels/${encodeURIComponent(id)}`),
};
