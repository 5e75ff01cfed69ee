import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * The route pattern a request is for (`/api/v1/Vessels/:id`), never the raw path, so ids do not multiply
 * metric series and nothing a caller put in the path or query (a token, an e-mail) reaches a log. It is the
 * first route (not middleware) the path matched, whether or not the request got that far: a call refused
 * for want of a session is still counted under its route. A path only middleware or a catch-all (the
 * client's `/*`, which serves the pages' deep links) matched and that was answered with an error (404, or
 * 401 before the session was checked) is `unmatched`: no route knows it.
 */
export function routePatternOf(c: Context): string {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL");
  if (!route) return "unmatched";
  return c.res.status >= 400 && route.path.includes("*") ? "unmatched" : route.path;
}
