import type { Context } from "hono";
import { routePath } from "hono/route";

/**
 * The route pattern a request was answered by (`/api/v1/Vessels/:id`), never the raw path, so ids do not
 * multiply metric series and nothing a caller put in the path or query (a token, an e-mail) reaches a log.
 * A 404 answered by a catch-all (the client's `/*`, a middleware's `/api/v1/*`, nothing at all) is
 * `unmatched`: no route knows the path. Read after the request was answered.
 */
export function routePatternOf(c: Context): string {
  const pattern = routePath(c);
  return c.res.status === 404 && (!pattern || pattern.includes("*")) ? "unmatched" : pattern;
}
