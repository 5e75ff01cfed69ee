import type { IdTable } from "../fuel/idTable.js";
import type { EventTable } from "../voyages/eventTable.js";
import type { VesselEventRecord } from "../voyages/model.js";
import type { VoyageLogState } from "./voyageLog.js";
import { FUEL_FIGURE_TABLES, type LogRecord } from "./voyageScope.js";

/**
 * The records one event changed: every record of the voyage log that is new, gone or different after
 * it, in its version before and after. Generic over event types: it compares the two states, which
 * share every unchanged chunk and bucket (copy-on-write), so it costs only what changed.
 */
export function changedRecords(before: VoyageLogState, after: VoyageLogState): LogRecord[] {
  const changed: LogRecord[] = [];
  for (const record of changedVesselEvents(before.voyages.events, after.voyages.events))
    changed.push({ kind: "vesselEvent", record });
  if (before.fuel !== after.fuel) {
    for (const kind of Object.keys(FUEL_FIGURE_TABLES) as (keyof typeof FUEL_FIGURE_TABLES)[]) {
      const table = FUEL_FIGURE_TABLES[kind];
      for (const record of changedInTable<object>(table(before.fuel), table(after.fuel)))
        changed.push({ kind, record } as LogRecord);
    }
  }
  return changed;
}

function changedVesselEvents(before: EventTable, after: EventTable): VesselEventRecord[] {
  if (before === after) return [];
  const kept = new Set(after.chunks);
  const keptBefore = new Set(before.chunks);
  const older = new Map<string, VesselEventRecord>();
  for (const chunk of before.chunks)
    if (!kept.has(chunk)) for (const record of chunk) older.set(record.id, record);
  const changed: VesselEventRecord[] = [];
  const newer = new Set<string>();
  for (const chunk of after.chunks) {
    if (keptBefore.has(chunk)) continue;
    for (const record of chunk) {
      newer.add(record.id);
      const old = older.get(record.id);
      if (old === record) continue;
      changed.push(record);
      if (old) changed.push(old);
    }
  }
  for (const [id, old] of older) if (!newer.has(id)) changed.push(old);
  return changed;
}

function changedInTable<T>(before: IdTable<T>, after: IdTable<T>): T[] {
  if (before === after) return [];
  const changed: T[] = [];
  before.buckets.forEach((old, index) => {
    const now = after.buckets[index]!;
    if (old === now) return;
    for (const id in now) if (old[id] !== now[id]) changed.push(now[id]!);
    for (const id in old) if (now[id] !== old[id]) changed.push(old[id]!);
  });
  return changed;
}
