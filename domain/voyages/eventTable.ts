import type { VesselEventRecord } from "./model.js";

/**
 * A vessel's events in time order (then by id), kept in small chunks. A change copies the list of
 * chunks and the one chunk it touches, never the whole history, so folding a 10,000-event stream stays
 * linear while no state another reader holds is ever mutated. Lookups scan from the newest event,
 * where almost every change happens.
 */
export interface EventTable {
  readonly chunks: readonly (readonly VesselEventRecord[])[];
  readonly size: number;
}

const MAX_CHUNK = 128;

export const emptyEventTable: EventTable = { chunks: [], size: 0 };

const before = (a: VesselEventRecord, b: VesselEventRecord) =>
  a.timestamp < b.timestamp || (a.timestamp === b.timestamp && a.id < b.id);

function locate(table: EventTable, id: string): [number, number] | null {
  for (let c = table.chunks.length - 1; c >= 0; c--) {
    const chunk = table.chunks[c]!;
    for (let i = chunk.length - 1; i >= 0; i--) if (chunk[i]!.id === id) return [c, i];
  }
  return null;
}

function withChunk(
  table: EventTable,
  index: number,
  chunk: readonly VesselEventRecord[],
  sizeChange: number,
) {
  const chunks = table.chunks.slice();
  if (chunk.length === 0) chunks.splice(index, 1);
  else if (chunk.length > MAX_CHUNK) {
    const half = chunk.length >>> 1;
    chunks.splice(index, 1, chunk.slice(0, half), chunk.slice(half));
  } else chunks[index] = chunk;
  return { chunks, size: table.size + sizeChange };
}

export function getEvent(table: EventTable, id: string): VesselEventRecord | undefined {
  const at = locate(table, id);
  return at ? table.chunks[at[0]]![at[1]] : undefined;
}

/** Adds or replaces an event, keeping time order. */
export function putEvent(table: EventTable, event: VesselEventRecord): EventTable {
  const at = locate(table, event.id);
  if (at && table.chunks[at[0]]![at[1]]!.timestamp === event.timestamp) {
    const chunk = table.chunks[at[0]]!.slice();
    chunk[at[1]] = event;
    return withChunk(table, at[0], chunk, 0);
  }
  return insertEvent(at ? removeEvent(table, event.id) : table, event);
}

/** Adds an event that is not in the table yet (ids are unique: recording refuses a known id). */
export function insertEvent(rest: EventTable, event: VesselEventRecord): EventTable {
  if (rest.chunks.length === 0) return { chunks: [[event]], size: 1 };
  // The chunk to insert into: the first whose last event comes after the new one, or the last chunk
  // (searched from the end, where new events usually go).
  let c = rest.chunks.length - 1;
  while (c > 0 && before(event, rest.chunks[c - 1]!.at(-1)!)) c--;
  const chunk = rest.chunks[c]!;
  let i = chunk.length;
  while (i > 0 && before(event, chunk[i - 1]!)) i--;
  return withChunk(rest, c, [...chunk.slice(0, i), event, ...chunk.slice(i)], 1);
}

export function removeEvent(table: EventTable, id: string): EventTable {
  const at = locate(table, id);
  if (!at) return table;
  const chunk = table.chunks[at[0]]!;
  return withChunk(table, at[0], [...chunk.slice(0, at[1]), ...chunk.slice(at[1] + 1)], -1);
}

const flattened = new WeakMap<EventTable, readonly VesselEventRecord[]>();

/** The events in time order (one array per table, so what is derived from it can be remembered). */
export function allEvents(table: EventTable): readonly VesselEventRecord[] {
  let list = flattened.get(table);
  if (!list) {
    list = table.chunks.flat();
    flattened.set(table, list);
  }
  return list;
}
