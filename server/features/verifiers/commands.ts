import type { GrantVerifierAccessRequest } from "../../../domain/verifiers/schemas.js";
import {
  grantVerifierAccess,
  revokeVerifierAccess,
  verifierAccessAggregate,
} from "../../../domain/verifiers/verifierAccess.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";

/**
 * Grants a verifier access to vessels and years of the company the caller acts for. Every vessel must
 * be one of that company's (404 otherwise, before anything is decided or written).
 */
export async function grantVerifierAccessCommand(
  ctx: AppContext,
  session: Session,
  verifierUserId: string,
  request: GrantVerifierAccessRequest,
): Promise<void> {
  const scope = requestScope(ctx, session.actor);
  const companyId = scope.companyId();
  const verifier = scope.companyUser(verifierUserId);
  const vesselIds = request.vesselIds.map((id) => scope.companyVessel(id).id);
  await execute(
    ctx,
    verifierAccessAggregate,
    verifier.id,
    (state) =>
      grantVerifierAccess(state, {
        actorRole: session.actor.role,
        companyId,
        verifier,
        vesselIds,
        years: request.years,
        expiresAt: request.expiresAt,
        now: ctx.now().toISOString(),
      }),
    { metadata: metadataOf(session) },
  );
}

export async function revokeVerifierAccessCommand(
  ctx: AppContext,
  session: Session,
  verifierUserId: string,
): Promise<void> {
  const scope = requestScope(ctx, session.actor);
  const companyId = scope.companyId();
  const verifier = scope.companyUser(verifierUserId);
  await execute(
    ctx,
    verifierAccessAggregate,
    verifier.id,
    (state) => revokeVerifierAccess(state, { actorRole: session.actor.role, companyId, verifier }),
    { metadata: metadataOf(session) },
  );
}
