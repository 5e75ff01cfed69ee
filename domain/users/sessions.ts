import type { Aggregate } from "../shared/decider.js";
import type { DomainEvent } from "../shared/events.js";

/**
 * One signed-in session ended by its user (log out): that token id is refused from now on, until the
 * moment it would have expired anyway. Kept in a stream of its own (`sessions-{userId}`) so signing out
 * does not move the version an edit of the user's profile must quote.
 */
export type UserSignedOut = DomainEvent<
  "UserSignedOut",
  {
    userId: string;
    tokenId: string /** ISO-8601 UTC: when the token would have expired. */;
    expiresAt: string;
  }
>;

export type SessionEvent = UserSignedOut;

export const sessionsAggregate: Aggregate<{ signedOut: number }, SessionEvent> = {
  streamName: (userId) => `sessions-${userId}`,
  initialState: { signedOut: 0 },
  evolve: (state) => ({ signedOut: state.signedOut + 1 }),
};

export const signOut = (command: UserSignedOut["data"]): SessionEvent[] => [
  { type: "UserSignedOut", data: command },
];
