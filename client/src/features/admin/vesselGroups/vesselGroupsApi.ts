import { http } from "../../../shared/api/httpClient";
import type { VesselGroup } from "./types";

const base = "/VesselGroups";

export const vesselGroupsApi = {
  list: () => http.get<VesselGroup[]>(base),
  create: (name: string) => http.post<VesselGroup>(base, { name }),
  rename: (group: { id: string; version?: number | undefined }, name: string) =>
    http.put<VesselGroup>(`${base}/${encodeURIComponent(group.id)}`, {
      id: group.id,
      name,
      version: group.version,
    }),
  remove: (id: string) => http.delete<void>(`${base}/${encodeURIComponent(id)}`),
  addVessel: (vesselGroupId: string, vesselId: string) =>
    http.post<unknown>(`${base}/AddVessel`, { vesselId, vesselGroupId }),
  removeVessel: (vesselGroupId: string, vesselId: string) =>
    http.post<unknown>(`${base}/RemoveVessel`, { vesselId, vesselGroupId }),
};
