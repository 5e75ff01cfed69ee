import type { ImoVoyageReport } from "../reports/imoDcs.js";
import type { MrvVoyageReport } from "../reports/mrv.js";
import type { RecordChange } from "./voyageAudit.js";

/**
 * A voyage's trail as rows a verifier reads in a workbook or CSV (issue 33 §18): one row per field an
 * event changed inside the voyage, with who and when and the value before and after; and the report
 * figures as they stood just after each confirmation.
 */

export const TRAIL_CHANGE_HEADERS = [
  "Stream version",
  "Recorded at (UTC)",
  "By",
  "Event",
  "Record",
  "Record id",
  "Field",
  "Before",
  "After",
] as const;

export const TRAIL_FIGURE_HEADERS = [
  "Stream version",
  "Recorded at (UTC)",
  "By",
  "Confirmation",
  "Distance (nm)",
  "Hours underway (h)",
  "Fuel (IMO DCS)",
  "Fuel (t)",
  "CO2 at sea (t, EU MRV)",
  "CO2 at berth (t, EU MRV)",
] as const;

export type TrailValue = string | number | null;

export interface TrailStepInput {
  version: number;
  recordedAt: string;
  by: string;
  type: string;
  changes: readonly RecordChange[];
}

/** The events that confirm a voyage's steps: the figures are shown as each left them. */
export const CONFIRMATION_EVENTS: ReadonlySet<string> = new Set([
  "VoyageInformationConfirmed",
  "VoyageDataConfirmed",
]);

/** A field's value as one cell: numbers and text as they are, anything else as JSON. */
const cellOf = (value: unknown): TrailValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  return JSON.stringify(value);
};

/** The fields of a record that differ before and after, in the order they first appear. */
function changedFields(change: RecordChange): Array<[string, TrailValue, TrailValue]> {
  const before = (change.before ?? {}) as Record<string, unknown>;
  const after = (change.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key): [string, TrailValue, TrailValue] => [key, cellOf(before[key]), cellOf(after[key])])
    .filter(([, b, a]) => b !== a);
}

export function trailChangeRows(steps: readonly TrailStepInput[]): TrailValue[][] {
  const rows: TrailValue[][] = [];
  for (const step of steps) {
    const head = [step.version, step.recordedAt, step.by, step.type];
    for (const change of step.changes) {
      const what = change.before === null ? "added" : change.after === null ? "removed" : null;
      const fields = changedFields(change);
      if (fields.length === 0) rows.push([...head, change.kind, change.id, what, null, null]);
      for (const [field, before, after] of fields)
        rows.push([...head, change.kind, change.id, what ? `${field} (${what})` : field, before, after]);
    }
  }
  return rows;
}

export interface TrailFigures {
  imoDcs: ImoVoyageReport;
  mrv: MrvVoyageReport | null;
}

/** One row per fuel type of the figures as a confirmation left them (one row without fuel). */
export function trailFigureRows(
  step: Omit<TrailStepInput, "changes">,
  figures: TrailFigures | null,
): TrailValue[][] {
  const head = [step.version, step.recordedAt, step.by, step.type];
  if (!figures)
    return [[...head, null, null, "No report figures yet (the voyage has no arrival).", null, null, null]];
  const { imoDcs, mrv } = figures;
  const fuels = imoDcs.fuels.length > 0 ? imoDcs.fuels : [null];
  return fuels.map((fuel) => [
    ...head,
    imoDcs.distanceNm,
    imoDcs.hoursUnderway,
    fuel?.fuelType ?? null,
    fuel?.tonnes ?? null,
    mrv?.co2Tonnes ?? null,
    mrv?.atBerth.co2Tonnes ?? null,
  ]);
}
