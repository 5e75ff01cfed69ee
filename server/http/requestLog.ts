import type { MiddlewareHandler } from "hono";
import type { Logger } from "../shared/logger.js";
import { clientAddress } from "./clientAddress.js";
import type { AppEnv } from "./env.js";
import { routePatternOf } from "./routePattern.js";

/** What a refused request says about security, by its answer; null for an ordinary one. */
export function securityKindOf(method: string, route: string, status: number): string | null {
  if (status === 401)
    return method === "POST" && route === "/api/v1/Authenticate" ? "sign-in-failed" : "unauthenticated";
  if (status === 403) return "permission-refused";
  if (status === 429) return "throttled";
  return null;
}

/** Probes a health check or Prometheus calls every few seconds: logged at debug, not info. */
const PROBES = new Set(["/health", "/ready", "/metrics"]);

/**
 * One JSON line per request once it is answered (docs/operations.md, "Logs"): method, route pattern (never
 * the raw path or query, so a token or e-mail in a URL never reaches the log), status, duration, request id,
 * user and company. No bodies, no headers. A refusal that matters to security (a failed sign-in, a request
 * without valid credentials, a permission refused, throttling) also writes an `event: "security"` line with
 * its kind and the client's address.
 */
export function requestLog(logger: Logger, trustedProxyHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePatternOf(c);
    const session = c.get("session");
    const line = {
      event: "request",
      method: c.req.method,
      route,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.get("correlationId"),
      userId: session?.user.id ?? null,
      companyId: session?.actor.companyId ?? null,
    };
    if (PROBES.has(route) && c.res.status < 400) logger.debug("request", line);
    else logger.info("request", line);
    const kind = securityKindOf(line.method, route, line.status);
    if (kind) {
      logger.warn("security", {
        event: "security",
        kind,
        method: line.method,
        route,
        status: line.status,
        requestId: line.requestId,
        userId: line.userId,
        companyId: line.companyId,
        address: clientAddress(c, trustedProxyHops),
      });
    }
  };
}
