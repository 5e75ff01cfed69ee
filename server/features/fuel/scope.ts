import type { Context } from "hono";
import type { FuelTypeDto } from "../../../domain/fuel/dto.js";
import { tableGet } from "../../../domain/fuel/idTable.js";
import { FUEL_MESSAGES } from "../../../domain/fuel/messages.js";
import type { FuelEvent } from "../../../domain/fuel/state.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { VESSEL_NOT_FOUND } from "../../../domain/vessels/vessel.js";
import {
  initialVoyageLogState,
  type VoyageLogState,
  voyageLogAggregate,
} from "../../../domain/voyageLog/voyageLog.js";
import { vesselEventById } from "../../../domain/voyages/state.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { activeFuelTypesOf, allFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { visibleVessels } from "../vessels/visibleVessels.js";

export type Ctx = Context<AppEnv>;
type FuelState = VoyageLogState["fuel"];

/** Company users who record fuel data; API and Kognifai users only read (403). */
export const fuelWriters = requireRole("User", "SuperUser", "Administrator");

/**
 * The caller's view of fuel data: only vessels the caller may see, and within them the records they
 * hold. Anything outside answers 404, as elsewhere in the API.
 */
export function fuelScope(ctx: AppContext, c: Ctx) {
  const vessels = () => visibleVessels(ctx, c.get("session").actor);
  const logOf = (vesselId: string): VoyageLogState =>
    ctx.readModels.state("voyageLogs").byVesselId[vesselId] ?? { ...initialVoyageLogState, vesselId };

  const vessel = (vesselId: string | undefined): VesselView => {
    const found = vesselId ? vessels().find((v) => v.id === vesselId) : undefined;
    if (!found) throw new NotFoundError(VESSEL_NOT_FOUND);
    return found;
  };

  /** The visible vessel whose fuel state holds a record, or 404 with `message`. */
  const vesselHolding = (has: (fuel: FuelState) => boolean, message: string): VesselView => {
    const found = vessels().find((v) => {
      const log = ctx.readModels.state("voyageLogs").byVesselId[v.id];
      return log !== undefined && has(log.fuel);
    });
    if (!found) throw new NotFoundError(message);
    return found;
  };

  const fuelTypes = (companyId: string | null): FuelTypeDto[] =>
    allFuelTypesOf(ctx.readModels.state("fuelTypes"), companyId);
  const fuelTypeIds = (companyId: string | null): ReadonlySet<string> =>
    new Set(activeFuelTypesOf(ctx.readModels.state("fuelTypes"), companyId).map((t) => t.id));
  const fuelTypeNames = (companyId: string | null) => {
    const names = new Map(fuelTypes(companyId).map((t) => [t.id, t.name]));
    return (id: string) => names.get(id) ?? "";
  };

  return {
    vessel,
    logOf,
    fuelTypes,
    fuelTypeIds,
    fuelTypeNames,
    flowMeterVessel: (id: string) =>
      vesselHolding((f) => f.flowMeters[id] !== undefined, FUEL_MESSAGES.flowMeterNotFound),
    fuelTankVessel: (id: string) =>
      vesselHolding((f) => f.fuelTanks[id] !== undefined, FUEL_MESSAGES.fuelTankNotFound),
    holding: vesselHolding,
    /** The visible vessel with a vessel event, found through the voyage logs. */
    eventVessel: (vesselEventId: string | undefined): VesselView => {
      const found = vesselEventId
        ? vessels().find((v) => {
            const log = ctx.readModels.state("voyageLogs").byVesselId[v.id];
            return log !== undefined && vesselEventById(log.voyages, vesselEventId) !== undefined;
          })
        : undefined;
      if (!found) throw new NotFoundError(FUEL_MESSAGES.vesselEventNotFound);
      return found;
    },
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
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new ValidationError(`The ${name} is not a valid date.`);
  return new Date(ms).toISOString();
}
