import type { DomainEvent } from "../../domain/shared/events.js";
import { ConcurrencyError, type ExpectedVersion } from "./EventStore.js";

/**
 * Half of a surrogate pair standing alone (in a `u` regular expression a whole pair is one code point and
 * does not match). It has no UTF-8 form: a store would keep the name as U+FFFD, read back different from
 * the name its ledger leaf was hashed with, and the self-check would then call the event tampered.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Rejects arguments no adapter can store; shared so every adapter answers the same way. */
export function validateAppend(
  stream: string,
  events: readonly DomainEvent[],
  expectedVersion: ExpectedVersion,
): void {
  if (typeof stream !== "string" || stream.length === 0) {
    throw new TypeError("append: the stream name must be a non-empty string");
  }
  if (LONE_SURROGATE.test(stream)) {
    throw new TypeError("append: the stream name holds a lone surrogate (not Unicode text)");
  }
  if (!Array.isArray(events) || events.length === 0) {
    throw new RangeError(`append to ${stream}: give at least one event`);
  }
  for (const event of events) {
    if (typeof event?.type !== "string" || event.type.length === 0) {
      throw new TypeError(`append to ${stream}: every event needs a non-empty string type`);
    }
    if (LONE_SURROGATE.test(event.type)) {
      throw new TypeError(`append to ${stream}: an event type holds a lone surrogate (not Unicode text)`);
    }
  }
  if (
    expectedVersion !== "any" &&
    expectedVersion !== "no_stream" &&
    !(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)
  ) {
    throw new RangeError(
      `append to ${stream}: expectedVersion must be a version number (0 or more), "no_stream" or "any"`,
    );
  }
}

/** Throws ConcurrencyError unless the stream's current version satisfies the expectation. */
export function checkExpectedVersion(
  stream: string,
  expected: ExpectedVersion,
  actual: number | "no_stream",
): void {
  if (expected === "any") return;
  if (expected !== actual) throw new ConcurrencyError(stream, expected, actual);
}

/** Validates a position given as `after`; positions are whole numbers from 0. */
export function checkPosition(what: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of 0 or more (got ${String(value)})`);
  }
}

export function checkCount(what: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${what} must be a whole number of 1 or more (got ${String(value)})`);
  }
}
