import type { DomainEvent } from "../shared/events.js";
import { entryOf } from "../shared/records.js";
import { emptyTable, type IdTable, tableDelete, tableGet, tableSet, tableUpdate } from "./idTable.js";
import type {
  FlowMeter,
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTank,
  FuelTankFuelConsumption,
  FuelTankOperation,
  FuelTankSounding,
  ShipToShipTransfer,
} from "./model.js";

/** The fuel part of a vessel's voyage log: its meters and tanks and every figure recorded for them. */

export type FlowMeterAdded = DomainEvent<"FlowMeterAdded", FlowMeter>;
/** Deleting a flow meter deactivates it: its history stays. */
export type FlowMeterDeactivated = DomainEvent<"FlowMeterDeactivated", { flowMeterId: string }>;
export type FuelTankAdded = DomainEvent<"FuelTankAdded", FuelTank>;
export type FuelTankDeactivated = DomainEvent<"FuelTankDeactivated", { fuelTankId: string }>;

/** A person entered a consumption by hand. */
export type FlowMeterConsumptionAdded = DomainEvent<"FlowMeterConsumptionAdded", FlowMeterFuelConsumption>;
/** Confirming voyage information loaded the consumptions of the voyage's events (log data, estimates, gaps). */
export type FlowMeterConsumptionsLoaded = DomainEvent<
  "FlowMeterConsumptionsLoaded",
  { departureId: string; consumptions: FlowMeterFuelConsumption[] }
>;
/** Unconfirming voyage information cleared them. */
export type FlowMeterConsumptionsCleared = DomainEvent<
  "FlowMeterConsumptionsCleared",
  { departureId: string; consumptionIds: string[] }
>;
export type FlowMeterConsumptionCorrected = DomainEvent<
  "FlowMeterConsumptionCorrected",
  { consumptionId: string; correctedFuelConsumptionInTon: number }
>;
/** A Manual row's own value (and its span) changed. */
export type FlowMeterConsumptionUpdated = DomainEvent<
  "FlowMeterConsumptionUpdated",
  { consumptionId: string; startAt: string; endAt: string; fuelConsumptionInTon: number }
>;
export type FlowMeterConsumptionRemoved = DomainEvent<
  "FlowMeterConsumptionRemoved",
  { consumptionId: string }
>;

export type FlowMeterOperationAdded = DomainEvent<"FlowMeterOperationAdded", FlowMeterOperation>;
export type FlowMeterOperationRemoved = DomainEvent<"FlowMeterOperationRemoved", { operationId: string }>;
export type FuelTankOperationAdded = DomainEvent<"FuelTankOperationAdded", FuelTankOperation>;
export type FuelTankOperationRemoved = DomainEvent<"FuelTankOperationRemoved", { operationId: string }>;
export type FuelTankSoundingAdded = DomainEvent<"FuelTankSoundingAdded", FuelTankSounding>;
export type FuelTankSoundingRemoved = DomainEvent<"FuelTankSoundingRemoved", { soundingId: string }>;
export type FuelTankConsumptionAdded = DomainEvent<"FuelTankConsumptionAdded", FuelTankFuelConsumption>;
export type FuelTankConsumptionRemoved = DomainEvent<"FuelTankConsumptionRemoved", { consumptionId: string }>;

/** A person recorded fuel delivered to or received from another ship. */
export type ShipToShipTransferRecorded = DomainEvent<"ShipToShipTransferRecorded", ShipToShipTransfer>;
export type ShipToShipTransferRemoved = DomainEvent<"ShipToShipTransferRemoved", { transferId: string }>;

export type FuelEvent =
  | FlowMeterAdded
  | FlowMeterDeactivated
  | FuelTankAdded
  | FuelTankDeactivated
  | FlowMeterConsumptionAdded
  | FlowMeterConsumptionsLoaded
  | FlowMeterConsumptionsCleared
  | FlowMeterConsumptionCorrected
  | FlowMeterConsumptionUpdated
  | FlowMeterConsumptionRemoved
  | FlowMeterOperationAdded
  | FlowMeterOperationRemoved
  | FuelTankOperationAdded
  | FuelTankOperationRemoved
  | FuelTankSoundingAdded
  | FuelTankSoundingRemoved
  | FuelTankConsumptionAdded
  | FuelTankConsumptionRemoved
  | ShipToShipTransferRecorded
  | ShipToShipTransferRemoved;

export interface FuelState {
  /** Few per vessel: plain records. */
  flowMeters: Record<string, FlowMeter>;
  fuelTanks: Record<string, FuelTank>;
  flowMeterConsumptions: IdTable<FlowMeterFuelConsumption>;
  /** Consumption ids by the vessel event whose span they cover. */
  consumptionIdsByEvent: IdTable<string[]>;
  flowMeterOperations: IdTable<FlowMeterOperation>;
  fuelTankOperations: IdTable<FuelTankOperation>;
  fuelTankSoundings: IdTable<FuelTankSounding>;
  fuelTankConsumptions: IdTable<FuelTankFuelConsumption>;
  shipToShipTransfers: IdTable<ShipToShipTransfer>;
}

export const initialFuelState: FuelState = {
  flowMeters: {},
  fuelTanks: {},
  flowMeterConsumptions: emptyTable(),
  consumptionIdsByEvent: emptyTable(),
  flowMeterOperations: emptyTable(),
  fuelTankOperations: emptyTable(),
  fuelTankSoundings: emptyTable(),
  fuelTankConsumptions: emptyTable(),
  shipToShipTransfers: emptyTable(),
};

const TYPES: ReadonlySet<string> = new Set<FuelEvent["type"]>([
  "FlowMeterAdded",
  "FlowMeterDeactivated",
  "FuelTankAdded",
  "FuelTankDeactivated",
  "FlowMeterConsumptionAdded",
  "FlowMeterConsumptionsLoaded",
  "FlowMeterConsumptionsCleared",
  "FlowMeterConsumptionCorrected",
  "FlowMeterConsumptionUpdated",
  "FlowMeterConsumptionRemoved",
  "FlowMeterOperationAdded",
  "FlowMeterOperationRemoved",
  "FuelTankOperationAdded",
  "FuelTankOperationRemoved",
  "FuelTankSoundingAdded",
  "FuelTankSoundingRemoved",
  "FuelTankConsumptionAdded",
  "FuelTankConsumptionRemoved",
  "ShipToShipTransferRecorded",
  "ShipToShipTransferRemoved",
]);

export const isFuelEvent = (event: DomainEvent): event is FuelEvent => TYPES.has(event.type);

function addConsumptions(state: FuelState, consumptions: readonly FlowMeterFuelConsumption[]): FuelState {
  let table = state.flowMeterConsumptions;
  let byEvent = state.consumptionIdsByEvent;
  for (const consumption of consumptions) {
    table = tableSet(table, consumption.id, consumption);
    const ids = tableGet(byEvent, consumption.vesselEventId) ?? [];
    byEvent = tableSet(byEvent, consumption.vesselEventId, [...ids, consumption.id]);
  }
  return { ...state, flowMeterConsumptions: table, consumptionIdsByEvent: byEvent };
}

function removeConsumptions(state: FuelState, consumptionIds: readonly string[]): FuelState {
  let table = state.flowMeterConsumptions;
  let byEvent = state.consumptionIdsByEvent;
  for (const id of consumptionIds) {
    const consumption = tableGet(table, id);
    if (!consumption) continue;
    table = tableDelete(table, id);
    const remaining = (tableGet(byEvent, consumption.vesselEventId) ?? []).filter((other) => other !== id);
    byEvent =
      remaining.length > 0
        ? tableSet(byEvent, consumption.vesselEventId, remaining)
        : tableDelete(byEvent, consumption.vesselEventId);
  }
  return { ...state, flowMeterConsumptions: table, consumptionIdsByEvent: byEvent };
}

const updateConsumption = (
  state: FuelState,
  id: string,
  change: Partial<FlowMeterFuelConsumption>,
): FuelState => ({
  ...state,
  flowMeterConsumptions: tableUpdate(state.flowMeterConsumptions, id, (c) => ({ ...c, ...change })),
});

/** Pure and copy-on-write: the state it receives may be cached and shared. */
export function evolveFuel(state: FuelState, event: FuelEvent): FuelState {
  switch (event.type) {
    case "FlowMeterAdded":
      return { ...state, flowMeters: { ...state.flowMeters, [event.data.id]: event.data } };
    case "FlowMeterDeactivated": {
      const meter = entryOf(state.flowMeters, event.data.flowMeterId);
      if (!meter) return state;
      return { ...state, flowMeters: { ...state.flowMeters, [meter.id]: { ...meter, isDeactivated: true } } };
    }
    case "FuelTankAdded":
      return { ...state, fuelTanks: { ...state.fuelTanks, [event.data.id]: event.data } };
    case "FuelTankDeactivated": {
      const tank = entryOf(state.fuelTanks, event.data.fuelTankId);
      if (!tank) return state;
      return { ...state, fuelTanks: { ...state.fuelTanks, [tank.id]: { ...tank, isDeactivated: true } } };
    }
    case "FlowMeterConsumptionAdded":
      return addConsumptions(state, [event.data]);
    case "FlowMeterConsumptionsLoaded":
      return addConsumptions(
        state,
        event.data.consumptions.map((row) =>
          row.fuelConsumptionSource === "Manual" ? { ...row, isPlaceholder: true } : row,
        ),
      );
    case "FlowMeterConsumptionsCleared":
      return removeConsumptions(state, event.data.consumptionIds);
    case "FlowMeterConsumptionRemoved":
      return removeConsumptions(state, [event.data.consumptionId]);
    case "FlowMeterConsumptionCorrected":
      return updateConsumption(state, event.data.consumptionId, {
        correctedFuelConsumptionInTon: event.data.correctedFuelConsumptionInTon,
      });
    case "FlowMeterConsumptionUpdated": {
      const { consumptionId, ...change } = event.data;
      return updateConsumption(state, consumptionId, { ...change, isPlaceholder: false });
    }
    case "FlowMeterOperationAdded":
      return {
        ...state,
        flowMeterOperations: tableSet(state.flowMeterOperations, event.data.id, event.data),
      };
    case "FlowMeterOperationRemoved":
      return {
        ...state,
        flowMeterOperations: tableDelete(state.flowMeterOperations, event.data.operationId),
      };
    case "FuelTankOperationAdded":
      return { ...state, fuelTankOperations: tableSet(state.fuelTankOperations, event.data.id, event.data) };
    case "FuelTankOperationRemoved":
      return { ...state, fuelTankOperations: tableDelete(state.fuelTankOperations, event.data.operationId) };
    case "FuelTankSoundingAdded":
      return { ...state, fuelTankSoundings: tableSet(state.fuelTankSoundings, event.data.id, event.data) };
    case "FuelTankSoundingRemoved":
      return { ...state, fuelTankSoundings: tableDelete(state.fuelTankSoundings, event.data.soundingId) };
    case "FuelTankConsumptionAdded":
      return {
        ...state,
        fuelTankConsumptions: tableSet(state.fuelTankConsumptions, event.data.id, event.data),
      };
    case "FuelTankConsumptionRemoved":
      return {
        ...state,
        fuelTankConsumptions: tableDelete(state.fuelTankConsumptions, event.data.consumptionId),
      };
    case "ShipToShipTransferRecorded":
      return {
        ...state,
        shipToShipTransfers: tableSet(state.shipToShipTransfers, event.data.id, event.data),
      };
    case "ShipToShipTransferRemoved":
      return {
        ...state,
        shipToShipTransfers: tableDelete(state.shipToShipTransfers, event.data.transferId),
      };
  }
}
