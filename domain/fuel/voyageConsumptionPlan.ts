import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../voyages/model.js";
import { voyageSlice } from "../voyages/timeline.js";
import type { FlowMeter, FlowMeterFuelConsumption } from "./model.js";
import {
  activeFlowMeters,
  allFlowMeterConsumptions,
  consumptionsOfEvent,
  fuelTypeOfMeterAt,
  operationInEffect,
  operationsOfMeter,
} from "./queries.js";
import type { FuelEvent } from "./state.js";
import { timelineOfLog } from "./voyageContext.js";

/**
 * The flow-meter consumptions loaded when voyage information is confirmed (spec 2 §4), one set per
 * event after the departure, covering [previous event, event] for every active meter:
 * - a meter with a mass-flow log variable gets LogData rows where the log has data and Manual rows
 *   (0 t, for a person to fill in) over the gaps;
 * - a meter without one gets ManualEstimate rows where an operation gives an estimated mass flow rate,
 *   else Manual rows.
 */

/** Part of a span with log data, and the tons burnt in it. */
export interface LogDataSegment {
  startAt: string;
  endAt: string;
  tons: number;
}

/** One event span of one meter whose log data is wanted. */
export interface MeterSpan {
  vesselEventId: string;
  meter: FlowMeter;
  startAt: string;
  endAt: string;
}

const DAY_MS = 24 * 60 * 60_000;
const spanKey = (vesselEventId: string, flowMeterId: string) => `${vesselEventId}/${flowMeterId}`;

/** The voyage's events after its departure (members, then the end-of-voyage departure), each with the event before it. */
function spansOfVoyage(
  state: VoyageLogState,
  departureId: string,
): { event: VesselEventRecord; previous: VesselEventRecord }[] {
  const slice = voyageSlice(timelineOfLog(state), departureId);
  if (!slice) return [];
  const events = [slice.departure, ...slice.members, ...(slice.end ? [slice.end] : [])];
  return events.slice(1).map((event, i) => ({ event, previous: events[i]! }));
}

/** The meter spans still without consumption (already loaded or entered ones are kept as they are). */
export function meterSpansOfVoyage(state: VoyageLogState, departureId: string): MeterSpan[] {
  const meters = activeFlowMeters(state.fuel);
  return spansOfVoyage(state, departureId).flatMap(({ event, previous }) => {
    const existing = new Set(consumptionsOfEvent(state.fuel, event.id).map((c) => c.flowMeterId));
    return meters
      .filter((meter) => !existing.has(meter.id))
      .map((meter) => ({
        vesselEventId: event.id,
        meter,
        startAt: previous.timestamp,
        endAt: event.timestamp,
      }));
  });
}

/** Splits [startAt, endAt] at the meter's operations inside it; each piece runs under one operation. */
function estimatePieces(state: VoyageLogState, span: MeterSpan) {
  const cuts = operationsOfMeter(state.fuel, span.meter.id)
    .map((o) => o.timestamp)
    .filter((t) => t > span.startAt && t < span.endAt);
  const bounds = [span.startAt, ...cuts, span.endAt];
  return bounds.slice(1).map((endAt, i) => ({ startAt: bounds[i]!, endAt }));
}

const daysOf = (startAt: string, endAt: string) => (Date.parse(endAt) - Date.parse(startAt)) / DAY_MS;

export function planVoyageConsumptions(
  state: VoyageLogState,
  departureId: string,
  logData: ReadonlyMap<string, readonly LogDataSegment[]>,
  newId: () => string,
): FuelEvent[] {
  const rows: FlowMeterFuelConsumption[] = [];
  for (const span of meterSpansOfVoyage(state, departureId)) {
    const row = (
      startAt: string,
      endAt: string,
      tons: number,
      source: FlowMeterFuelConsumption["fuelConsumptionSource"],
    ) =>
      rows.push({
        id: newId(),
        vesselEventId: span.vesselEventId,
        flowMeterId: span.meter.id,
        startAt,
        endAt,
        fuelTypeId: fuelTypeOfMeterAt(state.fuel, span.meter, startAt),
        fuelConsumptionInTon: tons,
        correctedFuelConsumptionInTon: null,
        fuelConsumptionSource: source,
      });
    if (span.meter.fuelMassFlowRateLogVariableId !== null) {
      let reached = span.startAt;
      for (const segment of logData.get(spanKey(span.vesselEventId, span.meter.id)) ?? []) {
        if (segment.startAt > reached) row(reached, segment.startAt, 0, "Manual");
        row(segment.startAt, segment.endAt, segment.tons, "LogData");
        reached = segment.endAt;
      }
      if (reached < span.endAt) row(reached, span.endAt, 0, "Manual");
      continue;
    }
    for (const piece of estimatePieces(state, span)) {
      const rate = operationInEffect(
        state.fuel,
        span.meter.id,
        piece.startAt,
      )?.estimatedFuelMassFlowRateInTonDay;
      if (rate === undefined || rate === null) row(piece.startAt, piece.endAt, 0, "Manual");
      else row(piece.startAt, piece.endAt, rate * daysOf(piece.startAt, piece.endAt), "ManualEstimate");
    }
  }
  if (rows.length === 0) return [];
  return [{ type: "FlowMeterConsumptionsLoaded", data: { departureId, consumptions: rows } }];
}

export { spanKey as logDataKey };

/**
 * The flow-meter consumptions of the voyage that its events no longer hold: rows of an event whose span
 * [previous event, event] changed since they were loaded, rows of a removed meter, and rows whose event
 * was deleted (found by their time inside the voyage). Editing the voyage's information keeps every
 * other row, entered figures included; these are cleared when the information is confirmed again.
 */
export function staleVoyageConsumptions(
  state: VoyageLogState,
  departureId: string,
): FlowMeterFuelConsumption[] {
  const spans = spansOfVoyage(state, departureId);
  if (spans.length === 0) return [];
  const activeMeters = new Set(activeFlowMeters(state.fuel).map((meter) => meter.id));
  const stale: FlowMeterFuelConsumption[] = [];
  for (const { event, previous } of spans) {
    const rows = consumptionsOfEvent(state.fuel, event.id);
    for (const meterId of new Set(rows.map((row) => row.flowMeterId))) {
      const ofMeter = rows.filter((row) => row.flowMeterId === meterId);
      const startAt = ofMeter.reduce(
        (min, row) => (row.startAt < min ? row.startAt : min),
        ofMeter[0]!.startAt,
      );
      const endAt = ofMeter.reduce((max, row) => (row.endAt > max ? row.endAt : max), ofMeter[0]!.endAt);
      const fits = startAt === previous.timestamp && endAt === event.timestamp && activeMeters.has(meterId);
      if (!fits) stale.push(...ofMeter);
    }
  }
  const timeline = timelineOfLog(state);
  const from = spans[0]!.previous.timestamp;
  const to = spans.at(-1)!.event.timestamp;
  const orphans = allFlowMeterConsumptions(state.fuel).filter(
    (row) => !timeline.indexById.has(row.vesselEventId) && row.startAt >= from && row.startAt < to,
  );
  return [...stale, ...orphans];
}

/** The events clearing the stale consumptions before the information is confirmed again. */
export function clearStaleVoyageConsumptions(state: VoyageLogState, departureId: string): FuelEvent[] {
  const consumptionIds = staleVoyageConsumptions(state, departureId).map((row) => row.id);
  if (consumptionIds.length === 0) return [];
  return [{ type: "FlowMeterConsumptionsCleared", data: { departureId, consumptionIds } }];
}
