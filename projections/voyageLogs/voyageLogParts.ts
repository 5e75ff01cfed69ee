import type { IdTable } from "../../domain/fuel/idTable.js";
import type { FuelState } from "../../domain/fuel/state.js";
import type { VoyageLogState } from "../../domain/voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../../domain/voyages/model.js";

/**
 * A vessel's voyage log as stored rows: a small head (its flow meters, fuel tanks and table sizes),
 * one row per chunk of vessel events and one per non-empty bucket of each fuel table. A new event
 * rewrites the head and the one chunk or bucket it lands in, never the vessel's whole history.
 */

const TABLES = [
  "flowMeterConsumptions",
  "consumptionIdsByEvent",
  "flowMeterOperations",
  "fuelTankOperations",
  "fuelTankSoundings",
  "fuelTankConsumptions",
  "shipToShipTransfers",
] as const satisfies readonly (keyof FuelState)[];
type TableName = (typeof TABLES)[number];

interface Head {
  vesselId: string | null;
  events: number;
  flowMeters: FuelState["flowMeters"];
  fuelTanks: FuelState["fuelTanks"];
  sizes: Record<TableName, number>;
  buckets: number;
}

const BUCKET_PARTS = /^(\w+)\.(\d+)$/;

export function voyageLogParts(state: VoyageLogState): Map<string, unknown> {
  const parts = new Map<string, unknown>();
  const fuel = state.fuel;
  const head: Head = {
    vesselId: state.vesselId,
    events: state.voyages.events.size,
    flowMeters: fuel.flowMeters,
    fuelTanks: fuel.fuelTanks,
    sizes: Object.fromEntries(TABLES.map((t) => [t, fuel[t].size])) as Record<TableName, number>,
    buckets: fuel.flowMeterConsumptions.buckets.length,
  };
  parts.set("head", head);
  state.voyages.events.chunks.forEach((chunk, i) => {
    parts.set(`events.${i}`, chunk);
  });
  for (const table of TABLES)
    (fuel[table] as IdTable<unknown>).buckets.forEach((bucket, i) => {
      if (Object.keys(bucket).length > 0) parts.set(`${table}.${i}`, bucket);
    });
  return parts;
}

export function joinVoyageLog(vesselId: string, parts: ReadonlyMap<string, unknown>): VoyageLogState {
  const head = parts.get("head") as Head | undefined;
  if (!head) throw new Error(`voyage log of ${vesselId} has no head row`);
  const chunks: VesselEventRecord[][] = [];
  const buckets = Object.fromEntries(
    TABLES.map((t) => [t, Array.from({ length: head.buckets }, () => ({}) as Record<string, unknown>)]),
  ) as Record<TableName, Record<string, unknown>[]>;
  for (const [name, value] of parts) {
    const match = BUCKET_PARTS.exec(name);
    if (!match) continue;
    const index = Number(match[2]);
    if (match[1] === "events") chunks[index] = value as VesselEventRecord[];
    else buckets[match[1] as TableName][index] = value as Record<string, unknown>;
  }
  const table = (t: TableName) => ({ size: head.sizes[t], buckets: buckets[t] });
  return {
    vesselId: head.vesselId,
    voyages: { events: { chunks: chunks.filter(Boolean), size: head.events } },
    fuel: {
      flowMeters: head.flowMeters,
      fuelTanks: head.fuelTanks,
      ...(Object.fromEntries(TABLES.map((t) => [t, table(t)])) as unknown as Pick<FuelState, TableName>),
    },
  };
}

/** The ids a part holds: its vessel events, meters and tanks, or the fuel records of a bucket. */
export function voyageLogRefs(part: string, value: unknown): string[] {
  if (part === "head") {
    const head = value as Head;
    return [...Object.keys(head.flowMeters), ...Object.keys(head.fuelTanks)];
  }
  if (part.startsWith("events.")) return (value as VesselEventRecord[]).map((e) => e.id);
  if (part.startsWith("consumptionIdsByEvent.")) return [];
  return Object.keys(value as Record<string, unknown>);
}
