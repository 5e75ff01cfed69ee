import type { FuelTypes } from "../../../domain/reports/voyageFigures.js";
import { allFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import type { AppContext } from "../../context.js";

/** The fuel types a company's voyages may name (the defaults and its own), by id. */
export function fuelTypesFor(ctx: AppContext, companyId: string | null): FuelTypes {
  return new Map(allFuelTypesOf(ctx.readModels.state("fuelTypes"), companyId).map((t) => [t.id, t]));
}
