import { sessionsAggregate, signOut } from "../../../domain/users/sessions.js";
import type { UserView } from "../../../projections/admin/users.js";
import type { AccessClaims } from "../../auth/tokens.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

/** Revokes one token until it would have expired: every process refuses it once the event is folded. */
export async function signOutCommand(
  ctx: AppContext,
  user: UserView,
  claims: AccessClaims,
  correlationId: string,
): Promise<void> {
  await execute(
    ctx,
    sessionsAggregate,
    user.id,
    () =>
      signOut({ userId: user.id, tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000).toISOString() }),
    { metadata: { userId: user.id, companyId: user.actingCompanyId, correlationId, causationId: null } },
  );
}
