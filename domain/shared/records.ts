import { NotFoundError } from "./errors.js";

/**
 * Records keyed by ids (read models, aggregate state) are plain objects that also serialise into
 * snapshots. An id from input is looked up among their own entries only, so `__proto__`,
 * `constructor` or `toString` find nothing instead of an inherited member of Object.prototype.
 */
export function entryOf<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The entry a decision acts on; a missing one is 404, so no event is ever written for it. */
export function existingEntry<T>(record: Readonly<Record<string, T>>, key: string, notFound: string): T {
  const entry = entryOf(record, key);
  if (entry === undefined) throw new NotFoundError(notFound);
  return entry;
}
