import type { LeafEvent } from "./eventLeaf.js";
import { equalHashes } from "./merkle.js";

/** The first event at which a log stops being the one its hashes and checkpoints vouch for. */
export interface LogBreak {
  position: number;
  eventId: string;
  stream: string;
  version: number;
  /** The leaf the event should be (the count of intact events before it). */
  expectedLeaf: number;
  reason: string;
}

export interface CheckedEntry {
  position: number;
  leafIndex: number | null;
  leafHash: Uint8Array | null;
  event: LeafEvent;
}

/**
 * Walks a log in position order and names the first event that breaks it: one without a leaf, a
 * leaf index out of sequence (an event deleted before it, or two moved), or content that no longer
 * hashes to its stored leaf (edited). `hashLeaf` is the event-leaf hash (eventLeaf.ts).
 */
export class LogChecker {
  readonly #hashLeaf: (event: LeafEvent, index: number) => Uint8Array;
  #next = 0;
  #broken: LogBreak | null = null;

  constructor(hashLeaf: (event: LeafEvent, index: number) => Uint8Array) {
    this.#hashLeaf = hashLeaf;
  }

  /** Leaves checked so far (all intact). */
  get size(): number {
    return this.#next;
  }

  get broken(): LogBreak | null {
    return this.#broken;
  }

  /** Checks the next entry; returns the break (and keeps it) when this entry is the first bad one. */
  check(entry: CheckedEntry): LogBreak | null {
    if (this.#broken) return this.#broken;
    const reason = this.#problemOf(entry);
    if (reason === null) {
      this.#next += 1;
      return null;
    }
    this.#broken = {
      position: entry.position,
      eventId: entry.event.id,
      stream: entry.event.stream,
      version: entry.event.version,
      expectedLeaf: this.#next,
      reason,
    };
    return this.#broken;
  }

  #problemOf(entry: CheckedEntry): string | null {
    if (entry.leafIndex === null || entry.leafHash === null) return "it has no leaf hash";
    if (entry.leafIndex > this.#next)
      return `it is leaf ${entry.leafIndex} but leaf ${this.#next} was due: ${entry.leafIndex - this.#next} event(s) before it are missing`;
    if (entry.leafIndex < this.#next)
      return `it is leaf ${entry.leafIndex} but leaf ${this.#next} was due: events were moved or repeated`;
    if (!equalHashes(this.#hashLeaf(entry.event, entry.leafIndex), entry.leafHash))
      return "its content no longer matches its leaf hash: it was changed after it was recorded";
    return null;
  }
}

/** Describes a break in one line, for logs, the CLI and the rebuild command. */
export function describeBreak(b: LogBreak): string {
  return `event ${b.eventId} (position ${b.position}, ${b.stream} version ${b.version}, leaf ${b.expectedLeaf}): ${b.reason}`;
}
