import type { FlowMeterFuelConsumption } from "../../../../domain/fuel/model";

type RowFacts = Pick<FlowMeterFuelConsumption, "fuelConsumptionSource" | "correctedFuelConsumptionInTon">;

export type RowTone = "teal" | "orange" | "lightTeal" | "lightOrange";

const isCorrected = (row: RowFacts) =>
  row.correctedFuelConsumptionInTon !== null && row.correctedFuelConsumptionInTon !== undefined;

/**
 * Row colour by source (spec 2 §4): LogData teal, Manual orange, Regression light teal, ManualEstimate
 * light orange; a corrected row is orange whatever its source.
 */
export function rowTone(row: RowFacts): RowTone {
  if (isCorrected(row)) return "orange";
  switch (row.fuelConsumptionSource) {
    case "LogData":
      return "teal";
    case "Regression":
      return "lightTeal";
    case "ManualEstimate":
      return "lightOrange";
    default:
      return "orange";
  }
}

/** Only Manual rows may be removed. */
export const isRemovable = (row: RowFacts): boolean => row.fuelConsumptionSource === "Manual";

/**
 * An edit of a LogData, Regression or ManualEstimate row is kept as its corrected value (the measured
 * figure stays); an edit of a Manual row replaces the value itself. The server applies the rule; the
 * table says which will happen.
 */
export const editBecomesCorrection = (row: RowFacts): boolean => row.fuelConsumptionSource !== "Manual";

/** Two spans overlap when one starts before the other ends (touching ends do not overlap). */
export function spansOverlap(a: { startAt: string; endAt: string }, b: { startAt: string; endAt: string }) {
  const start = (row: { startAt: string }) => new Date(row.startAt).getTime();
  const end = (row: { endAt: string }) => new Date(row.endAt).getTime();
  return start(a) < end(b) && start(b) < end(a);
}
