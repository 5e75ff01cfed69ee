import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { entryOf } from "../shared/records.js";
import { FUEL_TYPE_MESSAGES, foldFuelName, fuelTypeProblems } from "./fuelTypeRules.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import { DEFAULT_FUEL_TYPES } from "./referenceData.js";

/**
 * A company's own fuel types (stream `fueltypes-{companyId}`). The defaults of the reference belong to
 * every company and are not stored; only a company's own types can be removed. Removing keeps the type
 * (deactivated) so that recorded fuel data still finds its name and carbon factor.
 */

export type FuelTypeAdded = DomainEvent<
  "FuelTypeAdded",
  { fuelTypeId: string; companyId: string; name: string; shortName: string; carbonEmissionFactor: number }
>;
export type FuelTypeRemoved = DomainEvent<"FuelTypeRemoved", { fuelTypeId: string; companyId: string }>;
export type FuelTypeEvent = FuelTypeAdded | FuelTypeRemoved;

export interface CompanyFuelTypesState {
  /** Own types by id, with their names and whether each is removed. */
  types: Record<string, { isDeactivated: boolean; name?: string; shortName?: string }>;
}

export const fuelTypesAggregate: Aggregate<CompanyFuelTypesState, FuelTypeEvent> = {
  streamName: (companyId) => `fueltypes-${companyId}`,
  initialState: { types: {} },
  evolve(state, event) {
    switch (event.type) {
      case "FuelTypeAdded": {
        const { fuelTypeId, name, shortName } = event.data;
        return { types: { ...state.types, [fuelTypeId]: { isDeactivated: false, name, shortName } } };
      }
      case "FuelTypeRemoved": {
        const current = state.types[event.data.fuelTypeId];
        return { types: { ...state.types, [event.data.fuelTypeId]: { ...current, isDeactivated: true } } };
      }
    }
  },
};

export function addFuelType(
  state: CompanyFuelTypesState,
  command: {
    fuelTypeId: string;
    companyId: string;
    name: string;
    shortName: string;
    carbonEmissionFactor: number;
  },
): FuelTypeEvent[] {
  if (entryOf(state.types, command.fuelTypeId))
    throw new ConflictError("A fuel type with that id already exists.");
  const name = command.name.trim();
  const shortName = command.shortName.trim();
  const problems: string[] = [
    ...(name ? [] : [M.nameRequired]),
    ...(shortName ? [] : [M.shortNameRequired]),
    ...(Number.isFinite(command.carbonEmissionFactor) && command.carbonEmissionFactor >= 0
      ? []
      : [M.carbonFactorRequired]),
  ];
  if (problems.length === 0) {
    problems.push(
      ...fuelTypeProblems({ name, shortName, carbonEmissionFactor: command.carbonEmissionFactor }).map(
        (p) => p.message,
      ),
    );
    const active = Object.values(state.types).filter((t) => !t.isDeactivated);
    for (const text of [name, shortName])
      if (
        active.some((t) =>
          [t.name, t.shortName].some(
            (other) => other !== undefined && foldFuelName(other) === foldFuelName(text),
          ),
        )
      )
        problems.push(FUEL_TYPE_MESSAGES.duplicate(text));
  }
  if (problems.length > 0) throw new ValidationError(problems.join(" "), problems);
  return [{ type: "FuelTypeAdded", data: { ...command, name, shortName } }];
}

const isDefault = (fuelTypeId: string) => DEFAULT_FUEL_TYPES.some((t) => t.id === fuelTypeId);

export function removeFuelType(
  state: CompanyFuelTypesState,
  command: { fuelTypeId: string; companyId: string },
): FuelTypeEvent[] {
  if (isDefault(command.fuelTypeId)) throw new ConflictError(M.defaultFuelTypeNotRemovable);
  const own = entryOf(state.types, command.fuelTypeId);
  if (!own || own.isDeactivated) throw new NotFoundError(M.fuelTypeNotFound);
  return [{ type: "FuelTypeRemoved", data: command }];
}
