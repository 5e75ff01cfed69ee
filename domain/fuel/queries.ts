import { byName } from "../shared/text.js";
import { tableGet, tableValues } from "./idTable.js";
import type { FlowMeter, FlowMeterFuelConsumption, FlowMeterOperation, FuelTank } from "./model.js";
import type { FuelState } from "./state.js";

/** Read-side questions about a vessel's fuel state, shared by decisions, routes and reports. */

const byStart = (a: { startAt: string }, b: { startAt: string }) =>
  a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : 0;
export const byTimestamp = (a: { timestamp: string }, b: { timestamp: string }) =>
  a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0;

export const activeFlowMeters = (fuel: FuelState): FlowMeter[] =>
  Object.values(fuel.flowMeters)
    .filter((m) => !m.isDeactivated)
    .sort(byName);

export const activeFuelTanks = (fuel: FuelState): FuelTank[] =>
  Object.values(fuel.fuelTanks)
    .filter((t) => !t.isDeactivated)
    .sort(byName);

/** The consumptions of an event's span, by start time. */
export function consumptionsOfEvent(fuel: FuelState, vesselEventId: string): FlowMeterFuelConsumption[] {
  const ids = tableGet(fuel.consumptionIdsByEvent, vesselEventId) ?? [];
  return ids
    .map((id) => tableGet(fuel.flowMeterConsumptions, id))
    .filter((c): c is FlowMeterFuelConsumption => c !== undefined)
    .sort(byStart);
}

export const consumptionsOfEventAndMeter = (fuel: FuelState, vesselEventId: string, flowMeterId: string) =>
  consumptionsOfEvent(fuel, vesselEventId).filter((c) => c.flowMeterId === flowMeterId);

export const allFlowMeterConsumptions = (fuel: FuelState): FlowMeterFuelConsumption[] =>
  tableValues(fuel.flowMeterConsumptions).sort(byStart);

/** Whether [a, b) and [c, d) share any time; touching ends do not overlap. */
export const spansOverlap = (a: { startAt: string; endAt: string }, b: { startAt: string; endAt: string }) =>
  a.startAt < b.endAt && b.startAt < a.endAt;

/** Ids of the rows that overlap another row of the same meter (flagged in the consumption table). */
export function overlappingIds(rows: readonly FlowMeterFuelConsumption[]): Set<string> {
  const ids = new Set<string>();
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++) {
      const a = rows[i]!;
      const b = rows[j]!;
      if (a.flowMeterId === b.flowMeterId && spansOverlap(a, b)) {
        ids.add(a.id);
        ids.add(b.id);
      }
    }
  return ids;
}

/** Items whose timestamp lies within [from, to] (either bound may be absent). */
export const withinDates = <T extends { timestamp: string }>(
  items: readonly T[],
  from: string | null,
  to: string | null,
): T[] =>
  items
    .filter((i) => (from === null || i.timestamp >= from) && (to === null || i.timestamp <= to))
    .sort(byTimestamp);

/** The flow meter's operations by time. */
export const operationsOfMeter = (fuel: FuelState, flowMeterId: string): FlowMeterOperation[] =>
  tableValues(fuel.flowMeterOperations)
    .filter((o) => o.flowMeterId === flowMeterId)
    .sort(byTimestamp);

/** The latest operation of a meter at or before a time: its fuel type and estimated rate hold from then on. */
export const operationInEffect = (
  fuel: FuelState,
  flowMeterId: string,
  at: string,
): FlowMeterOperation | null =>
  operationsOfMeter(fuel, flowMeterId)
    .filter((o) => o.timestamp <= at)
    .at(-1) ?? null;

/** The fuel a meter burns at a time: its operation's fuel type, else the meter's own. */
export const fuelTypeOfMeterAt = (fuel: FuelState, meter: FlowMeter, at: string): string =>
  operationInEffect(fuel, meter.id, at)?.fuelTypeId ?? meter.fuelTypeId;

/** The fuel in a tank at a time: the fuel type of its latest tank operation at or before then, else the tank's. */
export const fuelTypeOfTankAt = (fuel: FuelState, tank: FuelTank, at: string): string =>
  tableValues(fuel.fuelTankOperations)
    .filter((o) => o.fuelTankId === tank.id && o.timestamp <= at)
    .sort(byTimestamp)
    .at(-1)?.fuelTypeId ?? tank.fuelTypeId;
