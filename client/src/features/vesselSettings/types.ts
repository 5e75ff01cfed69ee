import type { VesselEmissionSettings } from "../../../../domain/fuel/emissionSettings";
import type { AdminVessel } from "../../entities/vessel/adminTypes";

/**
 * A vessel as GET /Vessels/{id} answers it for the settings screen: the administration fields (same
 * names), the emission settings of spec 2 §3 and the ids of the cargo units it carries.
 */
export type SettingsVessel = Omit<
  AdminVessel,
  "cargoUnits" | "numberOfShafts" | "deadweight" | "grossTonnage"
> &
  VesselEmissionSettings & {
    cargoUnitIds: number[];
    /** EEXI shaft power limitation (kW), or null. */
    shaftPowerLimitation: { limitedPower: number; unlimitedPower: number } | null;
    /** The vessel's stream version (409 when stale). */
    version: number;
  };

export interface NamedOption {
  id: number;
  name: string;
}
