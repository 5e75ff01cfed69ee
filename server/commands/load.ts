import type { Aggregate } from "../../domain/shared/decider.js";
import type { DomainEvent } from "../../domain/shared/events.js";
import type { EventStore } from "../eventstore/EventStore.js";

/** The current state of one aggregate, folded from its stream (for reads that need write-side facts). */
export async function loadAggregate<State, Event extends DomainEvent>(
  store: EventStore,
  aggregate: Aggregate<State, Event>,
  id: string,
): Promise<State> {
  const events = await store.readStream(aggregate.streamName(id));
  return events.reduce((s, e) => aggregate.evolve(s, e as unknown as Event), aggregate.initialState);
}
