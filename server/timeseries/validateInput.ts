import type { PointInput, PositionInput } from "./TimeSeriesStore.js";

/** Guards against values that would corrupt statistics; the import pipeline reports rows before this. */
export function checkPoint(p: PointInput): void {
  if (!Number.isSafeInteger(p.t) || !Number.isFinite(p.v) || !Number.isInteger(p.variableId)) {
    throw new RangeError(`Invalid log data point: variable ${p.variableId}, time ${p.t}, value ${p.v}`);
  }
}

export function checkPosition(p: PositionInput): void {
  if (!Number.isSafeInteger(p.t) || !(Math.abs(p.latitude) <= 90) || !(Math.abs(p.longitude) <= 180)) {
    throw new RangeError(`Invalid position: time ${p.t}, latitude ${p.latitude}, longitude ${p.longitude}`);
  }
}
