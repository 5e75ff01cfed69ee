import type { FuelTypeDto } from "../../domain/fuel/dto.js";
import { DEFAULT_FUEL_TYPES } from "../../domain/fuel/referenceData.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry } from "../projection.js";

export interface FuelTypesState {
  /** Each company's own fuel types by id (removed ones stay, deactivated). */
  byCompanyId: Record<string, Record<string, FuelTypeDto>>;
}

export const DEFAULT_FUEL_TYPE_DTOS: readonly FuelTypeDto[] = DEFAULT_FUEL_TYPES.map((t) => ({
  ...t,
  companyId: null,
  isDeactivated: false,
}));

export const fuelTypesProjection: Projection<FuelTypesState> = {
  name: "fuelTypes",
  version: 1,
  initialState: () => ({ byCompanyId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "FuelTypeAdded": {
        const { fuelTypeId, ...rest } = event.data;
        const own = entryOf(state.byCompanyId, rest.companyId) ?? {};
        const type: FuelTypeDto = { id: fuelTypeId, ...rest, isDeactivated: false };
        return {
          byCompanyId: withEntry(state.byCompanyId, rest.companyId, withEntry(own, fuelTypeId, type)),
        };
      }
      case "FuelTypeRemoved":
        return {
          byCompanyId: updateEntry(state.byCompanyId, event.data.companyId, (own) =>
            updateEntry(own, event.data.fuelTypeId, (t) => ({ ...t, isDeactivated: true })),
          ),
        };
      default:
        return state;
    }
  },
};

/** Every fuel type a company knows, removed ones included (recorded data still names them). */
export function allFuelTypesOf(state: FuelTypesState, companyId: string | null): FuelTypeDto[] {
  const own = companyId ? Object.values(entryOf(state.byCompanyId, companyId) ?? {}) : [];
  return [...DEFAULT_FUEL_TYPE_DTOS, ...own];
}

/** The fuel types a company may choose: the defaults and its own that are not removed. */
export const activeFuelTypesOf = (state: FuelTypesState, companyId: string | null): FuelTypeDto[] =>
  allFuelTypesOf(state, companyId).filter((t) => !t.isDeactivated);
