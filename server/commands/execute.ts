import type { Aggregate } from "../../domain/shared/decider.js";
import { ConflictError } from "../../domain/shared/errors.js";
import type { AnyStoredEvent, DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";
import { ConcurrencyError, type EventStore, type ExpectedVersion } from "../eventstore/EventStore.js";

export interface CommandDeps {
  store: EventStore;
  /** Waits until the read models include a position, so answers include their own write. */
  waitFor(position: number): Promise<void>;
}

export interface CommandOutcome {
  events: AnyStoredEvent[];
  /** Global position the read models have reached including this write. */
  position: number;
}

export interface ExecuteOptions {
  metadata: EventMetadataInput;
  /**
   * The stream version the caller last saw. When given, a mismatch answers 409 and nothing is
   * retried: the person must look at the newer state first. When absent, a lost race is retried
   * against the fresh state, because the decision is re-run and stays correct.
   */
  expectedVersion?: number;
}

const AUTOMATIC_RETRIES = 3;

/** Reads an aggregate's stream, decides, appends with the version it read, and waits for the read models. */
export async function execute<State, Event extends DomainEvent>(
  deps: CommandDeps,
  aggregate: Aggregate<State, Event>,
  id: string,
  decide: (state: State) => Event[],
  options: ExecuteOptions,
): Promise<CommandOutcome> {
  const stream = aggregate.streamName(id);
  for (let attempt = 0; ; attempt++) {
    const history = await deps.store.readStream(stream);
    const version = history.length - 1;
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
      throw new ConflictError(
        "This record was changed by someone else in the meantime. Reload it and try again.",
      );
    }
    const state = history.reduce(
      (s, e) => aggregate.evolve(s, e as unknown as Event),
      aggregate.initialState,
    );
    const events = decide(state);
    if (events.length === 0) return { events: [], position: 0 };
    const expectedVersion: ExpectedVersion = version < 0 ? "no_stream" : version;
    try {
      const result = await deps.store.append(stream, events, { expectedVersion, metadata: options.metadata });
      await deps.waitFor(result.lastPosition);
      return { events: result.events, position: result.lastPosition };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (options.expectedVersion !== undefined || attempt >= AUTOMATIC_RETRIES) {
        throw new ConflictError(
          "This record was changed by someone else in the meantime. Reload it and try again.",
        );
      }
    }
  }
}
