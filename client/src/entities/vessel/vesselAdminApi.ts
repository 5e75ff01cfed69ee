import { http } from "../../shared/api/httpClient";
import type { AdminVessel, NamedItem } from "./adminTypes";

/** The body of POST and PUT /VesselAdministrations. */
export interface VesselPayload {
  id?: string;
  name: string;
  imoNumber: string;
  draftMean: number;
  ballastDraftHigh: number | null;
  ballastDraftLow: number | null;
  ladenDraftHigh: number | null;
  ladenDraftLow: number | null;
  maxContinuousRating: number;
  speedMaxContinuousRating: number | null;
  numberOfShafts: number;
  notes: string;
  version?: number;
}

const base = "/VesselAdministrations";
const path = (id: string, action?: string) =>
  `${base}/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

export type VesselStateAction =
  | "Unassign"
  | "SetDataReceiver"
  | "UnsetDataReceiver"
  | "ArchiveVessel"
  | "ActivateVessel"
  | "DeactivateVessel";

export const vesselAdminApi = {
  list: () => http.get<AdminVessel[]>(base),
  get: (id: string) => http.get<AdminVessel>(path(id)),
  create: (vessel: VesselPayload) => http.post<AdminVessel>(base, vessel),
  update: (id: string, vessel: VesselPayload) => http.put<AdminVessel>(path(id), vessel),
  remove: (id: string) => http.delete<void>(path(id)),
  assign: (vesselId: string, companyId: string) =>
    http.post<unknown>(path(vesselId, "Assign"), { vesselId, companyId }),
  changeState: (vesselId: string, action: VesselStateAction) =>
    http.post<unknown>(path(vesselId, action), { vesselId }),
  activateFeature: (vesselId: string, featureId: string | number) =>
    http.post<unknown>(path(vesselId, "ActivateFeature"), { vesselId, featureId }),
  deactivateFeature: (vesselId: string, featureId: string | number) =>
    http.post<unknown>(path(vesselId, "DeactivateFeature"), { vesselId, featureId }),
  addCargoUnit: (vesselId: string, cargoUnitId: string | number) =>
    http.post<unknown>(path(vesselId, "AddCargoUnit"), { vesselId, cargoUnitId }),
  removeCargoUnit: (vesselId: string, cargoUnitId: string | number) =>
    http.post<unknown>(path(vesselId, "RemoveCargoUnit"), { vesselId, cargoUnitId }),
  veracityKey: (vesselId: string) => http.get<unknown>(path(vesselId, "GetVeracityKey")),
  veracityKeyExpiration: (vesselId: string) =>
    http.get<unknown>(path(vesselId, "GetVeracityKeyExpirationDate")),
  updateVeracityKey: (vesselId: string, veracityKey: string, expirationDate: string | null) =>
    http.put<unknown>(`${base}/UpdateVeracityKey`, { vesselId, veracityKey, expirationDate }),
  features: () => http.get<NamedItem[]>("/Features"),
  cargoUnits: () => http.get<NamedItem[]>("/CargoUnits"),
  isSuperUser: () => http.get<boolean>("/Users/IsSuperUser"),
};

/** Answers may be a bare string or an object carrying it under one of a few names. */
export function textOf(answer: unknown, ...keys: string[]): string {
  if (typeof answer === "string") return answer;
  if (answer && typeof answer === "object") {
    for (const key of keys) {
      const value = (answer as Record<string, unknown>)[key];
      if (typeof value === "string") return value;
    }
  }
  return "";
}
