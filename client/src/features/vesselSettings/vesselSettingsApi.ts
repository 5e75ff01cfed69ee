import type { EmissionSettingsStatusDto } from "../../../../domain/fuel/dto";
import type { VesselEmissionSettings } from "../../../../domain/fuel/emissionSettings";
import { http } from "../../shared/api/httpClient";
import type { NamedOption, SettingsVessel } from "./types";

const vesselPath = (id: string, action?: string) =>
  `/Vessels/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

export const vesselSettingsApi = {
  vessel: (id: string) => http.get<SettingsVessel>(vesselPath(id)),
  saveEmissionSettings: (id: string, settings: VesselEmissionSettings) =>
    http.put<unknown>(vesselPath(id, "EmissionSettings"), settings),
  saveShaftPowerLimitation: (
    id: string,
    body: { limitedPower: string; unlimitedPower: string; version: number },
  ) => http.put<unknown>(vesselPath(id, "ShaftPowerLimitation"), body),
  status: (id: string) => http.get<EmissionSettingsStatusDto>(vesselPath(id, "EmissionSettingsStatus")),
  vesselTypes: () => http.get<NamedOption[]>("/VesselTypes"),
  iceClasses: () => http.get<NamedOption[]>("/IceClasses"),
  cargoUnits: () => http.get<NamedOption[]>("/CargoUnits"),
};
