import { type UserView, userIdOfApiKeyHash } from "../../projections/admin/users.js";
import type { AccessClaims } from "../auth/tokens.js";
import type { AppContext } from "../context.js";
import { visibleVessels } from "../features/vessels/visibleVessels.js";
import { mayCall } from "../http/partnerConfinement.js";
import { authenticate, userOfToken } from "../http/session.js";
import type { LiveAccess, LiveGrant } from "./LiveChannel.js";
import { LIVE_READS, type LiveEventName, rooms } from "./LivePublisher.js";

interface KeelsonGrant extends LiveGrant {
  /** The token's claims; null for an API key, which is re-checked by its hash. */
  claims: AccessClaims | null;
  apiKeyHash: string | null;
}

/** The rooms a user belongs in now: derived from the read models, the same rules as every read. */
export function roomsOf(ctx: AppContext, user: UserView): string[] {
  const actor = { userId: user.id, role: user.role, companyId: user.actingCompanyId };
  return [
    rooms.everyone,
    rooms.user(user.id),
    ...(user.role === "Administrator" ? [rooms.administrators] : []),
    ...(user.actingCompanyId ? [rooms.company(user.actingCompanyId)] : []),
    ...visibleVessels(ctx, actor).map((v) => rooms.vessel(v.id)),
    ...(Object.keys(LIVE_READS) as LiveEventName[])
      .filter((event) => !mayCall(user.role, LIVE_READS[event]))
      .map(rooms.unreadable),
  ];
}

/** Live-channel access with the same rules as an HTTP request (server/http/session.ts). */
export function liveAccess(ctx: () => AppContext): LiveAccess<KeelsonGrant> {
  const grantOf = (user: UserView, claims: AccessClaims | null, apiKeyHash: string | null): KeelsonGrant => ({
    userId: user.id,
    rooms: roomsOf(ctx(), user),
    expiresAt: claims ? claims.exp * 1000 : null,
    claims,
    apiKeyHash,
  });
  return {
    async authenticate(credentials) {
      const found = await authenticate(ctx(), credentials);
      if (!found) return null;
      return grantOf(found.user, found.claims, found.apiKeyHash);
    },
    recheck(grant) {
      const context = ctx();
      if (grant.claims) {
        if (grant.claims.exp * 1000 <= context.now().getTime()) return null;
        const user = userOfToken(context, grant.claims);
        return user ? grantOf(user, grant.claims, null) : null;
      }
      const users = context.readModels.state("users");
      const id = grant.apiKeyHash ? userIdOfApiKeyHash(users, grant.apiKeyHash, context.now()) : undefined;
      const user = id === grant.userId ? users.byId[id] : undefined;
      return user ? grantOf(user, null, grant.apiKeyHash) : null;
    },
  };
}

/** Streams whose events can change who may see what, or end a session. */
export const affectsLiveAccess = (stream: string): boolean =>
  /^(user|sessions|accessgroup|vessel|company)-/.test(stream);
