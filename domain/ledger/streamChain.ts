import { z } from "zod";

/**
 * GET /Audit/Voyages/{departureId}/Verification: whether a voyage's stream still is what the latest signed
 * checkpoint vouches for (docs/verification.md, "In the History view").
 */
export const chainStatusAnswer = z.object({
  /** unchecked: no checkpoint covers any of the stream's events yet. */
  state: z.enum(["intact", "broken", "unchecked"]),
  /** Events of the vessel's voyage log covered by the checkpoint, each checked by its inclusion proof. */
  events: z.number().int().min(0),
  /** Events recorded after the checkpoint, to be covered by the next one. */
  pending: z.number().int().min(0),
  checkpoint: z
    .object({
      treeSize: z.number().int(),
      rootHash: z.string(),
      time: z.string(),
      keyFingerprint: z.string(),
    })
    .nullable(),
  /** The first event that fails, when one of the stream's events can be named. */
  broken: z
    .object({
      eventId: z.string(),
      version: z.number().int(),
      type: z.string(),
      recordedAt: z.string(),
      reason: z.string(),
    })
    .nullable(),
  /** What is wrong, in one line; null when intact. */
  problem: z.string().nullable(),
});
export type ChainStatus = z.infer<typeof chainStatusAnswer>;

export interface StreamPrecheck {
  /** The first event of the stream out of place, by its index in version order. */
  broken: { index: number; reason: string } | null;
  /** How many events, from the first, are leaves of a tree of `treeSize` (leaves ascend, so a prefix). */
  covered: number;
}

/**
 * What can be told of a stream before any hashing: its versions run 0…n without a gap, each event has
 * a leaf, the leaves ascend; and how many of its events a checkpoint of `treeSize` leaves covers.
 */
export function streamPrecheck(
  events: readonly { version: number }[],
  leafIndexes: readonly (number | null)[],
  treeSize: number,
): StreamPrecheck {
  let previous = -1;
  let covered = 0;
  for (const [index, event] of events.entries()) {
    const leaf = leafIndexes[index] ?? null;
    const broken = (reason: string): StreamPrecheck => ({ broken: { index, reason }, covered });
    if (event.version !== index)
      return broken(`version ${index} was due: an event of the stream is missing or moved`);
    if (leaf === null) return broken("it has no leaf in the log: it was written around the ledger");
    if (leaf <= previous) return broken("its leaf comes before the previous event's");
    if (leaf < treeSize) covered += 1;
    previous = leaf;
  }
  return { broken: null, covered };
}
