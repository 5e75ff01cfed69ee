import { activeFlowMeters, activeFuelTanks } from "../../../domain/fuel/queries.js";
import { initialFuelState } from "../../../domain/fuel/state.js";
import type { TemplateSettings } from "../../../domain/reports/template.js";
import { cargoUnitById } from "../../../domain/vessels/cargoUnits.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { fuelTypesFor } from "../fuel/fuelTypesFor.js";
import { voyageLogOf } from "./reportInputs.js";

/** What the template is built from: the vessel's cargo units, fuel tanks and flow meters without a log variable. */
export async function templateSettingsOf(ctx: AppContext, vessel: VesselView): Promise<TemplateSettings> {
  const fuel = (await voyageLogOf(ctx, vessel.id))?.fuel ?? initialFuelState;
  const fuelTypes = fuelTypesFor(ctx, vessel.companyId);
  const shortName = (id: string) => fuelTypes.get(id)?.shortName ?? "?";
  return {
    vesselName: vessel.name,
    imoNumber: vessel.imoNumber,
    cargoUnits: vessel.cargoUnitIds.map((id) => ({
      id,
      name: cargoUnitById(id)?.name ?? `Cargo unit ${id}`,
    })),
    fuelSources: [
      ...activeFlowMeters(fuel)
        .filter((meter) => meter.fuelMassFlowRateLogVariableId === null)
        .map((meter) => ({
          kind: "flowMeter" as const,
          id: meter.id,
          name: meter.name,
          fuelTypeShortName: shortName(meter.fuelTypeId),
        })),
      ...activeFuelTanks(fuel).map((tank) => ({
        kind: "fuelTank" as const,
        id: tank.id,
        name: tank.name,
        fuelTypeShortName: shortName(tank.fuelTypeId),
      })),
    ],
  };
}
