import { http } from "../../../shared/api/httpClient";
import type { AccessGroup } from "./types";

const base = "/VesselCategories";

export const accessGroupsApi = {
  list: () => http.get<AccessGroup[]>(base),
  create: (name: string) => http.post<AccessGroup>(base, { name }),
  rename: (group: { id: string; version?: number | undefined }, name: string) =>
    http.put<AccessGroup>(`${base}/${encodeURIComponent(group.id)}`, {
      id: group.id,
      name,
      version: group.version,
    }),
  remove: (id: string) => http.delete<void>(`${base}/${encodeURIComponent(id)}`),
  addVessel: (vesselCategoryId: string, vesselId: string) =>
    http.post<unknown>(`${base}/AddVessel`, { vesselId, vesselCategoryId }),
  removeVessel: (vesselCategoryId: string, vesselId: string) =>
    http.post<unknown>(`${base}/RemoveVessel`, { vesselId, vesselCategoryId }),
  addUser: (vesselCategoryId: string, userId: string) =>
    http.post<unknown>(`${base}/AddUser`, { userId, vesselCategoryId }),
  removeUser: (vesselCategoryId: string, userId: string) =>
    http.post<unknown>(`${base}/RemoveUser`, { userId, vesselCategoryId }),
};
