import type { z } from "zod";
import type { transportWorkLineAnswer } from "./answers.js";
import type { VoyageCargoInput } from "./inputs.js";
import { round } from "./numbers.js";

export type TransportWorkLine = z.infer<typeof transportWorkLineAnswer>;

/**
 * Transport work = cargo carried x distance (MRV Art. 9(1)(g), Annex II part A). The figure the
 * report names `transportWork` is in the vessel's first cargo unit; every unit's figure is listed too.
 */
export function transportWorkOf(cargo: readonly VoyageCargoInput[], distanceNm: number) {
  const byUnit: TransportWorkLine[] = cargo.map((c) => ({ unit: c.unit, value: c.amount * distanceNm }));
  return { primary: byUnit[0] ?? null, byUnit };
}

export const transportWorkUnit = (cargoUnit: string | undefined): string | null =>
  cargoUnit ? `${cargoUnit} x nm` : null;

export const roundedLines = (lines: readonly TransportWorkLine[]): TransportWorkLine[] =>
  lines.map((l) => ({ unit: transportWorkUnit(l.unit)!, value: round(l.value) }));

/** Sums per cargo unit, keeping first-seen order. */
export function sumTransportWork(lines: Iterable<TransportWorkLine>): TransportWorkLine[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.unit, (sums.get(line.unit) ?? 0) + line.value);
  return [...sums].map(([unit, value]) => ({ unit, value }));
}
