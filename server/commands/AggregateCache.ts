/**
 * Remembers the folded state of recently used streams, so a command on a long stream (a vessel's
 * voyage log with thousands of events) reads only the events appended since, not the whole stream.
 * Safe because `evolve` is pure and never mutates a state it was given.
 */
export class AggregateCache {
  private readonly entries = new Map<string, { version: number; state: unknown }>();

  constructor(private readonly capacity = 500) {}

  get<State>(stream: string): { version: number; state: State } | undefined {
    const entry = this.entries.get(stream);
    if (!entry) return undefined;
    // Re-insert to mark it most recently used.
    this.entries.delete(stream);
    this.entries.set(stream, entry);
    return entry as { version: number; state: State };
  }

  set(stream: string, version: number, state: unknown): void {
    this.entries.delete(stream);
    this.entries.set(stream, { version, state });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
