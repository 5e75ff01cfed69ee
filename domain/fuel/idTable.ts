/**
 * A record by id that can be changed without copying all of it: entries sit in a fixed array of
 * buckets, so an update copies the bucket array and one small bucket. A vessel's voyage log may fold
 * tens of thousands of fuel events; copying a flat record on each would make the replay quadratic.
 * Plain arrays and objects, so it serialises with the read-model snapshots.
 */
export interface IdTable<T> {
  size: number;
  buckets: readonly Readonly<Record<string, T>>[];
}

const BUCKETS = 256;

function bucketOf(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) % BUCKETS;
}

const EMPTY: IdTable<never> = { size: 0, buckets: Array.from({ length: BUCKETS }, () => ({})) };

export const emptyTable = <T>(): IdTable<T> => EMPTY as IdTable<T>;

export function tableGet<T>(table: IdTable<T>, id: string): T | undefined {
  const bucket = table.buckets[bucketOf(id)]!;
  return Object.hasOwn(bucket, id) ? bucket[id] : undefined;
}

export function tableSet<T>(table: IdTable<T>, id: string, value: T): IdTable<T> {
  const index = bucketOf(id);
  const bucket = table.buckets[index]!;
  const isNew = !Object.hasOwn(bucket, id);
  const buckets = table.buckets.slice();
  buckets[index] = { ...bucket, [id]: value };
  return { size: table.size + (isNew ? 1 : 0), buckets };
}

export function tableUpdate<T>(table: IdTable<T>, id: string, change: (value: T) => T): IdTable<T> {
  const current = tableGet(table, id);
  return current === undefined ? table : tableSet(table, id, change(current));
}

export function tableDelete<T>(table: IdTable<T>, id: string): IdTable<T> {
  const index = bucketOf(id);
  const bucket = table.buckets[index]!;
  if (!Object.hasOwn(bucket, id)) return table;
  const { [id]: _, ...rest } = bucket;
  const buckets = table.buckets.slice();
  buckets[index] = rest;
  return { size: table.size - 1, buckets };
}

export function tableValues<T>(table: IdTable<T>): T[] {
  const values: T[] = [];
  for (const bucket of table.buckets) for (const id in bucket) values.push(bucket[id]!);
  return values;
}
