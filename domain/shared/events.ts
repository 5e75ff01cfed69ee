/** Who caused a change and why; stored beside every event. */
export interface EventMetadata {
  /** The acting user's id, or "system" for work the server does by itself (demo seeding, imports). */
  userId: string;
  /** The company the actor acted for (an administrator viewing as a company acts for that company). */
  companyId: string | null;
  /** Groups every event caused by one request. */
  correlationId: string;
  /** The id of the event or request that caused this one. */
  causationId: string | null;
  /** When the event was recorded (ISO-8601 UTC), set by the store. */
  recordedAt: string;
}

/** An event as a decision produces it: not yet stored. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event as the store keeps it. */
export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  /** UUID of this event. */
  id: string;
  /** The stream it belongs to, e.g. `user-<uuid>`. */
  stream: string;
  /** Position inside its stream, starting at 0. */
  version: number;
  /** Position in the store's single global order, starting at 1, strictly increasing in commit order. */
  position: number;
  type: E["type"];
  data: E["data"];
  metadata: EventMetadata;
}

export type AnyStoredEvent = StoredEvent<DomainEvent>;

/** The metadata a caller supplies; the store sets `recordedAt`. */
export type EventMetadataInput = Omit<EventMetadata, "recordedAt">;

/** Distributes StoredEvent over a union so that `switch (event.type)` narrows `event.data`. */
export type Stored<E extends DomainEvent> = E extends DomainEvent ? StoredEvent<E> : never;
