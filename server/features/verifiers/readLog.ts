import { entryOf } from "../../../domain/shared/records.js";
import { type VerifierReadRecorded, verifierReadStream } from "../../../domain/verifiers/readLog.js";
import type { VerifierReadDto } from "../../../domain/verifiers/schemas.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";

/** Appends one read of a verifier to its read stream; who and when are the event's metadata. */
export async function recordVerifierRead(
  ctx: AppContext,
  session: Session,
  read: Omit<VerifierReadRecorded["data"], "verifierUserId">,
): Promise<void> {
  const event: VerifierReadRecorded = {
    type: "VerifierReadRecorded",
    data: { verifierUserId: session.user.id, ...read },
  };
  await ctx.store.append(verifierReadStream(session.user.id), [event], {
    expectedVersion: "any",
    metadata: metadataOf(session),
  });
}

/** The newest `limit` reads of each of these verifiers, newest first across them. */
export async function verifierReads(
  ctx: AppContext,
  verifierUserIds: readonly string[],
  limit: number,
): Promise<VerifierReadDto[]> {
  const names = ctx.readModels.state("users").nameById;
  const perVerifier = await Promise.all(
    verifierUserIds.map(async (userId) => {
      const stream = verifierReadStream(userId);
      const version = await ctx.store.streamVersion(stream);
      if (version === "no_stream") return [];
      return ctx.store.readStream(stream, { fromVersion: Math.max(0, version + 1 - limit) });
    }),
  );
  return perVerifier
    .flat()
    .filter((e): e is typeof e & VerifierReadRecorded => e.type === "VerifierReadRecorded")
    .sort((a, b) => b.position - a.position)
    .slice(0, limit)
    .map((e) => ({
      verifierUserId: e.data.verifierUserId,
      verifierName: entryOf(names, e.data.verifierUserId) ?? "",
      at: e.metadata.recordedAt,
      method: e.data.method,
      path: e.data.path,
      vesselId: e.data.vesselId,
      year: e.data.year,
      status: e.data.status,
    }));
}
