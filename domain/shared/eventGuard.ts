import type { DomainEvent } from "./events.js";

/** Raised when a decision produced an event that names no record: a defect, never written. */
export class MalformedEventError extends Error {
  override readonly name = "MalformedEventError";
}

const isIdField = (key: string) => key === "id" || key.endsWith("Id");

/**
 * The last line of defence behind the lookups: every id an event's data carries names a record.
 * A decision that looked up a record which does not exist (an inherited `__proto__` member, a
 * missing entry) would produce `{ flowMeterId: undefined }`, stored as `{}`; that is refused here
 * before the append, so the log never holds an event about nothing.
 */
export function assertEventsNameTheirRecords(events: readonly DomainEvent[]): void {
  for (const event of events) {
    const data = event.data;
    if (data === null || typeof data !== "object" || Array.isArray(data))
      throw new MalformedEventError(`${event.type} carries no data object.`);
    for (const [key, value] of Object.entries(data)) {
      if (!isIdField(key)) continue;
      if (value === undefined || value === "")
        throw new MalformedEventError(`${event.type} names no record in ${key}.`);
    }
  }
}
