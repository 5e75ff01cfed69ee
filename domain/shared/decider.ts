import type { DomainEvent } from "./events.js";

/**
 * An aggregate's rules: the state rebuilt from its own stream, and decisions that turn a command
 * into events (or throw a DomainError). Pure: no I/O, no clock — time arrives inside commands.
 */
export interface Aggregate<State, Event extends DomainEvent> {
  /** Stream name for an aggregate id. */
  streamName(id: string): string;
  initialState: State;
  evolve(state: State, event: Event): State;
}

export function foldEvents<State, Event extends DomainEvent>(
  aggregate: Aggregate<State, Event>,
  events: readonly Event[],
): State {
  return events.reduce(aggregate.evolve, aggregate.initialState);
}
