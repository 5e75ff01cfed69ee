import { displayPrecisionOf, unitTypeOf } from "../../domain/logdata/units.js";
import type { LogVariableRecord } from "./TimeSeriesStore.js";

/** A log_variables row as both adapters read it (taxa as JSON text or an array). */
export interface VariableRow {
  id: number | string;
  vessel_id: string;
  name: string;
  unit: string;
  onboard_system: string;
  taxa: string | string[];
  first_at: number | string | null;
  last_at: number | string | null;
}

const timeOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toVariableRecord(row: VariableRow): LogVariableRecord {
  const firstAt = timeOf(row.first_at);
  return {
    id: Number(row.id),
    vesselId: row.vessel_id,
    name: row.name,
    unit: row.unit,
    onboardSystem: row.onboard_system,
    taxa: typeof row.taxa === "string" ? JSON.parse(row.taxa) : row.taxa,
    unitType: unitTypeOf(row.unit),
    displayPrecision: displayPrecisionOf(row.unit),
    hasLogData: firstAt !== null,
    firstAt,
    lastAt: timeOf(row.last_at),
  };
}

/** Records (ordered by vessel, then name) grouped by vessel: every vessel asked for, an empty list for none. */
export function variablesByVessel(
  vesselIds: readonly string[],
  records: readonly LogVariableRecord[],
): Map<string, LogVariableRecord[]> {
  const out = new Map<string, LogVariableRecord[]>(vesselIds.map((id) => [id, []]));
  for (const record of records) out.get(record.vesselId)?.push(record);
  return out;
}
