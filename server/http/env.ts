import type { Actor } from "../../domain/access/visibility.js";
import type { UserView } from "../../projections/admin/users.js";

export interface Session {
  user: UserView;
  /** The user as an actor: the acting company is where an administrator's "view as" points. */
  actor: Actor;
  correlationId: string;
}

export interface AppEnv {
  Variables: { session: Session; correlationId: string };
}
