import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConflictError, DomainError, TooManyRequestsError } from "../../domain/shared/errors.js";
import { ConcurrencyError, TransientStoreError } from "../eventstore/EventStore.js";
import type { Logger } from "../shared/logger.js";
import { bodyTooLargeIn } from "./bodyLimit.js";
import { requestWrote } from "./requestContext.js";

export const ERROR_MESSAGES = {
  refusedAfterWrite: (reason: string) =>
    `Your change was saved, but the server then failed to answer (${reason}). Reload before trying again.`,
} as const;

export interface ErrorBody {
  message: string;
  errors?: string[];
  [detail: string]: unknown;
}

/** One place that turns any thrown error into the API's error answer. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof TooManyRequestsError) {
      c.header("Retry-After", String(error.retryAfterSeconds));
    }
    if (error instanceof DomainError && requestWrote()) {
      // A bug, not bad input: the decision came after the append. Answering the 4xx would tell the
      // client nothing was saved and invite a retry that stores the change twice (issue 28).
      logger.error("request refused after its change was stored", {
        correlationId: c.get("correlationId"),
        path: c.req.path,
        method: c.req.method,
        status: error.status,
        error: error.message,
      });
      return c.json({ message: ERROR_MESSAGES.refusedAfterWrite(error.message) } satisfies ErrorBody, 500);
    }
    if (error instanceof DomainError) {
      const details = error instanceof ConflictError ? error.details : {};
      const body: ErrorBody = { ...details, message: error.message };
      if (error.errors.length > 0) body.errors = error.errors;
      return c.json(body, error.status);
    }
    if (error instanceof ConcurrencyError) {
      return c.json({ message: error.message } satisfies ErrorBody, 409);
    }
    const tooLarge = bodyTooLargeIn(error);
    if (tooLarge) {
      // The rest of the body may be unread: tell clients not to send another request on this socket.
      c.header("Connection", "close");
      return c.json({ message: tooLarge.message } satisfies ErrorBody, 413);
    }
    if (error instanceof TransientStoreError) {
      c.header("Retry-After", "1");
      return c.json(
        { message: "The store was busy; nothing was saved. Try again." } satisfies ErrorBody,
        503,
      );
    }
    if (error instanceof HTTPException) {
      return c.json(
        { message: error.message || "The request could not be handled." } satisfies ErrorBody,
        error.status,
      );
    }
    logger.error("unhandled error", {
      correlationId: c.get("correlationId"),
      path: c.req.path,
      method: c.req.method,
      error: String(error),
      stack: error.stack,
    });
    return c.json({ message: "An error occurred" } satisfies ErrorBody, 500);
  };
}
