import type { Actor } from "../../domain/access/visibility.js";
import type { UserView } from "../../projections/admin/users.js";
import type { AccessClaims } from "../auth/tokens.js";

export interface Session {
  user: UserView;
  /** The user as an actor: the acting company is where an administrator's "view as" points. */
  actor: Actor;
  correlationId: string;
  /** The access token the call came with (none for an API key), and whether from the browser cookie. */
  token: { claims: AccessClaims; via: "bearer" | "cookie" } | null;
}

export interface AppEnv {
  Variables: { session: Session; correlationId: string };
}
