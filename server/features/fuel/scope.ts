import type { Context } from "hono";
import type { FuelTypeDto } from "../../../domain/fuel/dto.js";
import { tableGet } from "../../../domain/fuel/idTable.js";
import { FUEL_MESSAGES } from "../../../domain/fuel/messages.js";
import type { FuelEvent } from "../../../domain/fuel/state.js";
import { readDate } from "../../../domain/shared/dates.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { type VoyageLogState, voyageLogAggregate } from "../../../domain/voyageLog/voyageLog.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { activeFuelTypesOf, allFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { metadataOf, requireRole } from "../../http/session.js";

export type Ctx = Context<AppEnv>;
type FuelState = VoyageLogState["fuel"];

/** Company users who record fuel data; API and Kognifai users only read (403). */
export const fuelWriters = requireRole("User", "SuperUser", "Administrator");

/**
 * The caller's view of fuel data (through `requestScope`): only vessels the caller may see, and within
 * them the records they hold. Anything outside answers 404, as elsewhere in the API.
 */
export function fuelScope(ctx: AppContext, c: Ctx) {
  const scope = requestScope(ctx, c.get("session").actor);
  const holding = (id: string, has: (fuel: FuelState) => boolean, message: string): Promise<VesselView> =>
    scope.vesselHolding(id, (log) => has(log.fuel), message);

  const fuelTypes = (companyId: string | null): FuelTypeDto[] =>
    allFuelTypesOf(ctx.readModels.state("fuelTypes"), companyId);
  const fuelTypeIds = (companyId: string | null): ReadonlySet<string> =>
    new Set(activeFuelTypesOf(ctx.readModels.state("fuelTypes"), companyId).map((t) => t.id));
  const fuelTypeNames = (companyId: string | null) => {
    const names = new Map(fuelTypes(companyId).map((t) => [t.id, t.name]));
    return (id: string) => names.get(id) ?? "";
  };

  return {
    vessel: (vesselId: string | undefined) => scope.vessel(vesselId),
    logOf: scope.logOf,
    /** A log variable of the vessel a meter belongs to (400 for any other id). */
    logVariableOf: scope.logVariableOf,
    fuelTypes,
    fuelTypeIds,
    fuelTypeNames,
    flowMeterVessel: (id: string) =>
      holding(id, (f) => Object.hasOwn(f.flowMeters, id), FUEL_MESSAGES.flowMeterNotFound),
    fuelTankVessel: (id: string) =>
      holding(id, (f) => Object.hasOwn(f.fuelTanks, id), FUEL_MESSAGES.fuelTankNotFound),
    holding,
    /** The visible vessel with a vessel event, found through the voyage logs. */
    eventVessel: (vesselEventId: string | undefined): Promise<VesselView> =>
      scope.vesselOfEvent(vesselEventId, FUEL_MESSAGES.vesselEventNotFound),
    /** Runs a decision on the vessel's voyage log (optimistic concurrency, waits for the read models). */
    run: (vesselId: string, decide: (state: VoyageLogState) => FuelEvent[]) =>
      execute(ctx, voyageLogAggregate, vesselId, decide, { metadata: metadataOf(c.get("session")) }),
  };
}

export const inTable = <T>(table: Parameters<typeof tableGet<T>>[0], id: string) =>
  tableGet(table, id) !== undefined;

/** An optional ISO date-time query parameter; a malformed one answers 400. */
export function dateQuery(c: Ctx, name: string): string | null {
  const value = c.req.query(name);
  if (value === undefined || value === "") return null;
  const date = readDate(value, name);
  if (!date.ok) throw new ValidationError(date.message);
  return new Date(date.ms).toISOString();
}
