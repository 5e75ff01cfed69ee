import { canonicalStringify } from "../../domain/ledger/canonicalStringify.js";

/**
 * The text a store keeps of an event's data or metadata: what JSON.stringify writes, every object's
 * members in canonical order (domain/ledger/canonicalStringify.ts), so the event's leaf is written from
 * the stored text as it is and a reader parsing it gets the very value the leaf hashed.
 */
export function storedJson(stream: string, value: unknown): string {
  const text = canonicalStringify(value);
  if (text === undefined)
    throw new TypeError(
      `append to ${stream}: event data must be JSON (JSON.stringify writes nothing for it)`,
    );
  return text;
}
