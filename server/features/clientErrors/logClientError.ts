import type { ClientErrorReport } from "../../../domain/platform/clientErrorReport.js";
import { SlidingWindowLimiter } from "../../auth/SlidingWindowLimiter.js";
import type { Session } from "../../http/env.js";
import type { Logger } from "../../shared/logger.js";

/** Reports one user may send in the window: a page sends at most 10 (client/src/app/errorReports). */
export const CLIENT_ERROR_RATE = { max: 30, windowMs: 10 * 60_000 };

export const CLIENT_ERROR_THROTTLED = (wait: string) =>
  `Too many client error reports from this account. Try again in ${wait}.`;

/** Per process, per user, in memory (as the sign-in throttle): a restart forgets the counts. */
export function clientErrorThrottle(): (userId: string, now: number) => void {
  const limiter = new SlidingWindowLimiter(CLIENT_ERROR_RATE);
  return (userId, now) => {
    limiter.check(userId, now, CLIENT_ERROR_THROTTLED);
    limiter.record(userId, now);
  };
}

/**
 * One JSON line (`event: "client-error"`) in the server's log, with who met it and the request that
 * carried it; never an event in the event store. docs/operations.md, "Client errors", decodes its stack.
 */
export function logClientError(logger: Logger, session: Session, report: ClientErrorReport): void {
  // The line's own `message` is "client error": the error's message and name go as errorMessage, errorName.
  const { message, name, ...rest } = report;
  logger.warn("client error", {
    event: "client-error",
    userId: session.user.id,
    companyId: session.actor.companyId ?? null,
    requestId: session.correlationId,
    errorMessage: message,
    errorName: name,
    ...rest,
  });
}
