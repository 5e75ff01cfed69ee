import { type IdTable, tableValues } from "../fuel/idTable.js";
import type {
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTankFuelConsumption,
  FuelTankOperation,
  FuelTankSounding,
  ShipToShipTransfer,
} from "../fuel/model.js";
import { byTimestamp } from "../fuel/queries.js";
import type { FuelState } from "../fuel/state.js";
import { voyageEvents } from "../voyages/guards/voyageGuards.js";
import type { VesselEventRecord } from "../voyages/model.js";
import { vesselEventsOf } from "../voyages/state.js";
import { timelineOf, voyageSlice } from "../voyages/timeline.js";
import type { VoyageLogState } from "./voyageLog.js";

/**
 * What a voyage is made of, for audit and replay: its events (departure, members, end-of-voyage
 * event) and the time span [departure, end-of-voyage event] (open-ended while there is no end yet).
 * A record of the voyage log belongs to the voyage when it touches any of these: a figure of the
 * voyage's MRV / IMO DCS / class-society reports can only change through such a record.
 */
export interface VoyageScope {
  departureId: string;
  eventIds: ReadonlySet<string>;
  from: string;
  /** Null while the voyage has no end-of-voyage event. */
  to: string | null;
  /** The end-of-voyage event: a Departure whose own voyage details and cargo belong to the next voyage. */
  endEventId: string | null;
}

export function voyageScopeOf(log: VoyageLogState, departureId: string): VoyageScope | null {
  const slice = voyageSlice(timelineOf(vesselEventsOf(log.voyages)), departureId);
  if (!slice) return null;
  return {
    departureId,
    eventIds: new Set(voyageEvents(slice).map((e) => e.id)),
    from: slice.departure.timestamp,
    to: slice.end?.timestamp ?? null,
    endEventId: slice.end?.id ?? null,
  };
}

/** The kinds of record a voyage log holds, each with what places it in time or on an event. */
export interface LogRecordKinds {
  vesselEvent: VesselEventRecord;
  flowMeterConsumption: FlowMeterFuelConsumption;
  fuelTankConsumption: FuelTankFuelConsumption;
  flowMeterOperation: FlowMeterOperation;
  fuelTankOperation: FuelTankOperation;
  fuelTankSounding: FuelTankSounding;
  shipToShipTransfer: ShipToShipTransfer;
}
export type LogRecordKind = keyof LogRecordKinds;
export type LogRecord = { [K in LogRecordKind]: { kind: K; record: LogRecordKinds[K] } }[LogRecordKind];

/** The fuel tables holding figures, by record kind (meters and tanks themselves hold none). */
export const FUEL_FIGURE_TABLES = {
  flowMeterConsumption: (fuel: FuelState) => fuel.flowMeterConsumptions,
  fuelTankConsumption: (fuel: FuelState) => fuel.fuelTankConsumptions,
  flowMeterOperation: (fuel: FuelState) => fuel.flowMeterOperations,
  fuelTankOperation: (fuel: FuelState) => fuel.fuelTankOperations,
  fuelTankSounding: (fuel: FuelState) => fuel.fuelTankSoundings,
  shipToShipTransfer: (fuel: FuelState) => fuel.shipToShipTransfers,
} satisfies { [K in Exclude<LogRecordKind, "vesselEvent">]: (fuel: FuelState) => IdTable<LogRecordKinds[K]> };

const inSpan = (scope: VoyageScope, timestamp: string) =>
  scope.from <= timestamp && (scope.to === null || timestamp <= scope.to);

/**
 * Whether a record is part of the voyage: one of its events; a consumption recorded on one of its
 * events after the departure (their spans make up the voyage); an operation or sounding inside its span.
 */
export function recordInScope(item: LogRecord, scope: VoyageScope): boolean {
  switch (item.kind) {
    case "vesselEvent":
      return scope.eventIds.has(item.record.id);
    case "flowMeterConsumption":
    case "fuelTankConsumption":
      // The departure's own consumption covers the previous voyage's berth stay.
      return item.record.vesselEventId !== scope.departureId && scope.eventIds.has(item.record.vesselEventId);
    case "flowMeterOperation":
    case "fuelTankOperation":
    case "fuelTankSounding":
    case "shipToShipTransfer":
      return inSpan(scope, item.record.timestamp);
  }
}

/** The fuel records of a voyage as they stand in `log`, each list in time order. */
export interface VoyageFuelRecords {
  flowMeterConsumptions: FlowMeterFuelConsumption[];
  fuelTankConsumptions: FuelTankFuelConsumption[];
  flowMeterOperations: FlowMeterOperation[];
  fuelTankOperations: FuelTankOperation[];
  fuelTankSoundings: FuelTankSounding[];
  /** Fuel delivered to or received from other ships: not consumption. */
  shipToShipTransfers: ShipToShipTransfer[];
}

export function voyageFuelRecords(log: VoyageLogState, scope: VoyageScope): VoyageFuelRecords {
  const of = <K extends keyof typeof FUEL_FIGURE_TABLES>(kind: K) =>
    tableValues(FUEL_FIGURE_TABLES[kind](log.fuel) as IdTable<LogRecordKinds[K]>).filter((record) =>
      recordInScope({ kind, record } as LogRecord, scope),
    );
  const byStart = (a: { startAt: string }, b: { startAt: string }) => a.startAt.localeCompare(b.startAt);
  return {
    flowMeterConsumptions: of("flowMeterConsumption").sort(byStart),
    fuelTankConsumptions: of("fuelTankConsumption").sort(byStart),
    flowMeterOperations: of("flowMeterOperation").sort(byTimestamp),
    fuelTankOperations: of("fuelTankOperation").sort(byTimestamp),
    fuelTankSoundings: of("fuelTankSounding").sort(byTimestamp),
    shipToShipTransfers: of("shipToShipTransfer").sort(byTimestamp),
  };
}
