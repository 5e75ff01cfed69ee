import { HTTPException } from "hono/http-exception";
import type { Aggregate } from "../../domain/shared/decider.js";
import { ConflictError } from "../../domain/shared/errors.js";
import { assertEventsNameTheirRecords } from "../../domain/shared/eventGuard.js";
import type { AnyStoredEvent, DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";
import {
  ConcurrencyError,
  type EventStore,
  type ExpectedVersion,
  TransientStoreError,
} from "../eventstore/EventStore.js";
import { noteRequestWrote } from "../http/requestContext.js";
import type { AggregateCache } from "./AggregateCache.js";

export interface CommandDeps {
  store: EventStore;
  /** Waits until the read models include a position, so answers include their own write. */
  waitFor(position: number): Promise<void>;
  /** Folded states of recent streams; without it every command folds its stream from the start. */
  aggregates?: AggregateCache;
  /** A user's display name, so a 409 can say who changed the record; without it the id is not named. */
  userName?: (userId: string) => string | null;
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
   * against the fresh state until it applies (within RETRY_POLICY.budgetMs), because the decision
   * is re-run and stays correct.
   */
  expectedVersion?: number;
}

/**
 * How long a command nobody made conditional keeps re-deciding after losing a race before it gives
 * up (then 503, never 409: nothing conflicted with what the user saw). Waits between attempts grow
 * from 2 ms to 200 ms with full jitter, so writers that collided spread out instead of colliding again.
 */
export const RETRY_POLICY = { budgetMs: 15_000, firstDelayMs: 2, maxDelayMs: 200 } as const;

export const EXECUTE_MESSAGES = {
  changedMeanwhile: "This record was changed by someone else in the meantime. Reload it and try again.",
  changedBy: (who: string, at: string) =>
    `This record was changed by ${who} at ${at.slice(0, 16).replace("T", " ")} UTC in the meantime. ` +
    "Nothing was saved. Reload their version and make your change again.",
  busy: "The record is being changed by many requests at once; nothing was saved. Try again in a moment.",
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Full-jitter exponential backoff: a random wait up to min(max, first × 2^attempt). */
export const backoffMs = (attempt: number, random: () => number = Math.random): number =>
  random() * Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.firstDelayMs * 2 ** Math.min(attempt, 16));

/** Reads an aggregate's stream, decides, appends with the version it read, and waits for the read models. */
export async function execute<State, Event extends DomainEvent>(
  deps: CommandDeps,
  aggregate: Aggregate<State, Event>,
  id: string,
  /** May be async when it must read something first (log data); a lost race decides again. */
  decide: (state: State) => Event[] | Promise<Event[]>,
  options: ExecuteOptions,
): Promise<CommandOutcome> {
  const stream = aggregate.streamName(id);
  const giveUpAt = Date.now() + RETRY_POLICY.budgetMs;
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await loadState(deps, aggregate, stream);
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
      throw await changedMeanwhile(deps, stream);
    }
    const events = await decide(state);
    if (events.length === 0) return { events: [], position: 0 };
    assertEventsNameTheirRecords(events);
    const expectedVersion: ExpectedVersion = version < 0 ? "no_stream" : version;
    try {
      const result = await deps.store.append(stream, events, { expectedVersion, metadata: options.metadata });
      noteRequestWrote();
      await deps.waitFor(result.lastPosition);
      return { events: result.events, position: result.lastPosition };
    } catch (error) {
      const lostRace = error instanceof ConcurrencyError;
      if (!lostRace && !(error instanceof TransientStoreError)) throw error;
      // A conditional command that lost a race met a real change of what the user saw.
      if (lostRace && options.expectedVersion !== undefined) {
        throw await changedMeanwhile(deps, stream);
      }
      if (Date.now() >= giveUpAt) throw new HTTPException(503, { message: EXECUTE_MESSAGES.busy });
      await sleep(backoffMs(attempt));
    }
  }
}

/**
 * The 409 of a conditional command that met a newer version: names who made the stream's last change
 * and when (`changedBy`, `changedAt`) and its `version`, so the person keeps their edits and can look at
 * that version before trying again (docs/api.md, "Conflicts").
 */
export async function changedMeanwhile(
  deps: Pick<CommandDeps, "store" | "userName">,
  stream: string,
): Promise<ConflictError> {
  const version = await deps.store.streamVersion(stream);
  const last =
    version === "no_stream" ? undefined : (await deps.store.readStream(stream, { fromVersion: version }))[0];
  if (!last) return new ConflictError(EXECUTE_MESSAGES.changedMeanwhile, { code: "changedMeanwhile" });
  return conflictNamingWho(deps, last, last.version);
}

/** The 409 naming who recorded `last` and when, with the record's `version` now. */
export function conflictNamingWho(
  deps: Pick<CommandDeps, "userName">,
  last: Pick<AnyStoredEvent, "metadata">,
  version: number,
): ConflictError {
  const { userId, recordedAt } = last.metadata;
  const name = userId === "system" ? "the system" : (deps.userName?.(userId) ?? null);
  return new ConflictError(
    name ? EXECUTE_MESSAGES.changedBy(name, recordedAt) : EXECUTE_MESSAGES.changedMeanwhile,
    {
      code: "changedMeanwhile",
      changedBy: name ? { id: userId, name } : null,
      changedAt: recordedAt,
      version,
    },
  );
}

/** The stream's state and last version (-1 when empty), folded onto the cached state when there is one. */
export async function loadState<State, Event extends DomainEvent>(
  deps: Pick<CommandDeps, "store" | "aggregates">,
  aggregate: Aggregate<State, Event>,
  stream: string,
): Promise<{ state: State; version: number }> {
  const cached = deps.aggregates?.get<State>(stream);
  const fromVersion = cached ? cached.version + 1 : 0;
  const tail = await deps.store.readStream(stream, { fromVersion });
  let state = cached ? cached.state : aggregate.initialState;
  for (const event of tail) state = aggregate.evolve(state, event as unknown as Event);
  const version = tail.length > 0 ? tail[tail.length - 1]!.version : (cached?.version ?? -1);
  if (version >= 0) deps.aggregates?.set(stream, version, state);
  return { state, version };
}
