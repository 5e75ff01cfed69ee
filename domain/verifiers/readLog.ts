import type { DomainEvent } from "../shared/events.js";

/**
 * One call a verifier made, allowed or refused, kept in the verifier's own stream
 * (`verifierreads-{userId}`); who and when are the event's metadata.
 */
export type VerifierReadRecorded = DomainEvent<
  "VerifierReadRecorded",
  {
    verifierUserId: string;
    method: string;
    /** The path under /api/v1 with its query. */
    path: string;
    vesselId: string | null;
    year: number | null;
    status: number;
  }
>;

export const verifierReadStream = (verifierUserId: string): string => `verifierreads-${verifierUserId}`;
