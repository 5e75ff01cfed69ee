// Scaffold: the fuel helper replaces this with the fuel part of the voyage log.
import type { DomainEvent } from "../shared/events.js";

export type FuelEvent = DomainEvent<"FuelTankAdded", { fuelTankId: string }>;
export interface FuelState {
  fuelTankIds: string[];
}
export const initialFuelState: FuelState = { fuelTankIds: [] };
const TYPES: ReadonlySet<string> = new Set(["FuelTankAdded"]);
export const isFuelEvent = (event: DomainEvent): event is FuelEvent => TYPES.has(event.type);
export function evolveFuel(state: FuelState, event: FuelEvent): FuelState {
  return { fuelTankIds: [...state.fuelTankIds, event.data.fuelTankId] };
}
