/**
 * Errors a decision raises. The server maps each to an HTTP status; the message is written for a person.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 503,
    readonly errors: string[] = [],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  override readonly name = "ValidationError";
  constructor(message: string, errors: string[] = [message]) {
    super(message, 400, errors);
  }
}

export class NotFoundError extends DomainError {
  override readonly name = "NotFoundError";
  constructor(message: string) {
    super(message, 404);
  }
}

export class ForbiddenError extends DomainError {
  override readonly name = "ForbiddenError";
  constructor(message = "You do not have permission to do this.") {
    super(message, 403);
  }
}

export class ConflictError extends DomainError {
  override readonly name = "ConflictError";
  constructor(
    message: string,
    /** Facts the answer carries beside the message, e.g. who changed the record meanwhile. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message, 409);
  }
}

export class UnauthorizedError extends DomainError {
  override readonly name = "UnauthorizedError";
  constructor(message = "Please sign in again.") {
    super(message, 401);
  }
}

export class TooManyRequestsError extends DomainError {
  override readonly name = "TooManyRequestsError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}

/** A service the call depends on is not available to the caller (partner keys missing or expired). */
export class ServiceUnavailableError extends DomainError {
  override readonly name = "ServiceUnavailableError";
  constructor(message: string) {
    super(message, 503);
  }
}
