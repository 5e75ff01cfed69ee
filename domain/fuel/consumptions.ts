import { formatTime } from "../shared/displayTime.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { fuelAmountProblem } from "../voyages/plausibility.js";
import { tableGet, tableValues } from "./idTable.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import { activeFlowMeter, activeFuelTank } from "./meters.js";
import type { FlowMeterFuelConsumption, FuelTankFuelConsumption } from "./model.js";
import { consumptionsOfEventAndMeter, fuelTypeOfMeterAt, fuelTypeOfTankAt, spansOverlap } from "./queries.js";
import type { FuelEvent } from "./state.js";
import { type EventSpan, mustBeOpenForConsumption, spanOfEvent, timelineOfLog } from "./voyageContext.js";

/** Flow-meter and fuel-tank consumption entered per vessel event (spec 2 §4 "Fuel consumption editing", §5). */

interface Span {
  startAt: string;
  endAt: string;
}

/** End after start, both inside [previous event, this event], no overlap with the other rows. */
export function checkConsumptionSpan(span: Span, eventSpan: EventSpan, others: readonly Span[]): void {
  if (!(span.endAt > span.startAt)) throw new ValidationError(M.endBeforeStart);
  const from = eventSpan.previous.timestamp;
  const to = eventSpan.event.timestamp;
  if (span.startAt < from || span.endAt > to)
    throw new ValidationError(M.outsideEventSpan(formatTime(from), formatTime(to)));
  if (others.some((other) => spansOverlap(span, other))) throw new ValidationError(M.overlapping);
}

const checkTons = (tons: number, span?: Span) => {
  if (!Number.isFinite(tons) || tons < 0) throw new ValidationError(M.tonsNotNegative);
  const tooMuch = span ? fuelAmountProblem(tons, span.startAt, span.endAt) : null;
  if (tooMuch) throw new ValidationError(tooMuch);
};

function openSpan(state: VoyageLogState, vesselEventId: string): EventSpan {
  const span = spanOfEvent(timelineOfLog(state), vesselEventId);
  mustBeOpenForConsumption(span.voyage);
  return span;
}

export function addFlowMeterConsumption(
  state: VoyageLogState,
  command: Span & {
    consumptionId: string;
    vesselEventId: string;
    flowMeterId: string;
    fuelConsumptionInTon: number;
  },
): FuelEvent[] {
  const meter = activeFlowMeter(state, command.flowMeterId);
  const eventSpan = openSpan(state, command.vesselEventId);
  checkTons(command.fuelConsumptionInTon, command);
  checkConsumptionSpan(
    command,
    eventSpan,
    consumptionsOfEventAndMeter(state.fuel, command.vesselEventId, meter.id),
  );
  const consumption: FlowMeterFuelConsumption = {
    id: command.consumptionId,
    vesselEventId: command.vesselEventId,
    flowMeterId: meter.id,
    startAt: command.startAt,
    endAt: command.endAt,
    fuelTypeId: fuelTypeOfMeterAt(state.fuel, meter, command.startAt),
    fuelConsumptionInTon: command.fuelConsumptionInTon,
    correctedFuelConsumptionInTon: null,
    fuelConsumptionSource: "Manual",
  };
  return [{ type: "FlowMeterConsumptionAdded", data: consumption }];
}

function existingConsumption(state: VoyageLogState, consumptionId: string): FlowMeterFuelConsumption {
  const consumption = tableGet(state.fuel.flowMeterConsumptions, consumptionId);
  if (!consumption) throw new NotFoundError(M.consumptionNotFound);
  return consumption;
}

/**
 * A Manual row takes the edited figure (and span) as its own value; a LogData, Regression or
 * ManualEstimate row keeps its figure and stores the edit as the corrected value.
 */
export function updateFlowMeterConsumption(
  state: VoyageLogState,
  command: { consumptionId: string; fuelConsumptionInTon: number; startAt?: string; endAt?: string },
): FuelEvent[] {
  const row = existingConsumption(state, command.consumptionId);
  const eventSpan = openSpan(state, row.vesselEventId);
  checkTons(command.fuelConsumptionInTon);
  const startAt = command.startAt ?? row.startAt;
  const endAt = command.endAt ?? row.endAt;
  checkTons(command.fuelConsumptionInTon, { startAt, endAt });
  if (row.fuelConsumptionSource !== "Manual") {
    if (startAt !== row.startAt || endAt !== row.endAt) throw new ValidationError(M.onlyManualTimeEditable);
    if (row.correctedFuelConsumptionInTon === command.fuelConsumptionInTon) return [];
    return [
      {
        type: "FlowMeterConsumptionCorrected",
        data: { consumptionId: row.id, correctedFuelConsumptionInTon: command.fuelConsumptionInTon },
      },
    ];
  }
  const others = consumptionsOfEventAndMeter(state.fuel, row.vesselEventId, row.flowMeterId).filter(
    (c) => c.id !== row.id,
  );
  checkConsumptionSpan({ startAt, endAt }, eventSpan, others);
  if (
    !row.isPlaceholder &&
    startAt === row.startAt &&
    endAt === row.endAt &&
    command.fuelConsumptionInTon === row.fuelConsumptionInTon
  )
    return [];
  return [
    {
      type: "FlowMeterConsumptionUpdated",
      data: { consumptionId: row.id, startAt, endAt, fuelConsumptionInTon: command.fuelConsumptionInTon },
    },
  ];
}

/** Only Manual rows can be removed (spec 2 §4). */
export function removeFlowMeterConsumption(
  state: VoyageLogState,
  command: { consumptionId: string },
): FuelEvent[] {
  const row = existingConsumption(state, command.consumptionId);
  openSpan(state, row.vesselEventId);
  if (row.fuelConsumptionSource !== "Manual") throw new ConflictError(M.onlyManualRemovable);
  return [{ type: "FlowMeterConsumptionRemoved", data: { consumptionId: row.id } }];
}

const tankConsumptionsOf = (state: VoyageLogState, vesselEventId: string, fuelTankId: string) =>
  tableValues(state.fuel.fuelTankConsumptions).filter(
    (c) => c.vesselEventId === vesselEventId && c.fuelTankId === fuelTankId,
  );

/** Tank consumption follows the same span rules as flow-meter consumption; its fuel is the tank's at the start. */
export function addFuelTankConsumption(
  state: VoyageLogState,
  command: Span & {
    consumptionId: string;
    fuelTankId: string;
    vesselEventId: string;
    fuelTypeId: string | null;
    fuelConsumptionInTon: number;
    fuelTypeIds: ReadonlySet<string>;
  },
): FuelEvent[] {
  const tank = activeFuelTank(state, command.fuelTankId);
  const eventSpan = openSpan(state, command.vesselEventId);
  checkTons(command.fuelConsumptionInTon, command);
  const fuelTypeId = command.fuelTypeId ?? fuelTypeOfTankAt(state.fuel, tank, command.startAt);
  if (!command.fuelTypeIds.has(fuelTypeId)) throw new ValidationError(M.unknownFuelType);
  checkConsumptionSpan(command, eventSpan, tankConsumptionsOf(state, command.vesselEventId, tank.id));
  const consumption: FuelTankFuelConsumption = {
    id: command.consumptionId,
    fuelTankId: tank.id,
    vesselEventId: command.vesselEventId,
    fuelTypeId,
    timestamp: eventSpan.event.timestamp,
    startAt: command.startAt,
    endAt: command.endAt,
    fuelConsumptionInTon: command.fuelConsumptionInTon,
  };
  return [{ type: "FuelTankConsumptionAdded", data: consumption }];
}

export function removeFuelTankConsumption(
  state: VoyageLogState,
  command: { consumptionId: string },
): FuelEvent[] {
  const row = tableGet(state.fuel.fuelTankConsumptions, command.consumptionId);
  if (!row) throw new NotFoundError(M.consumptionNotFound);
  openSpan(state, row.vesselEventId);
  return [{ type: "FuelTankConsumptionRemoved", data: { consumptionId: row.id } }];
}
