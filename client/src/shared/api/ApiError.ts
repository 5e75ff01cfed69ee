/**
 * A failed call: HTTP status (0 when the server could not be reached) plus the server's message, rule
 * list and any other facts of its answer (`details`, e.g. who changed a record meanwhile).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, errors: string[] = [], details: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.details = details;
  }
}

export const GENERIC_ERROR_MESSAGE = "An error occurred";

export function errorMessageOf(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Who changed a record since it was read (the 409 of a stale `version`, docs/api.md). */
export interface RecordConflict {
  message: string;
  changedByName: string | null;
  changedAt: string | null;
  /** The record's version now, to save over it deliberately. */
  version: number | null;
}

export function recordConflictOf(error: unknown): RecordConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.details.code !== "changedMeanwhile")
    return null;
  const { changedBy, changedAt, version } = error.details as {
    changedBy?: { name?: unknown } | null;
    changedAt?: unknown;
    version?: unknown;
  };
  return {
    message: error.message,
    changedByName: typeof changedBy?.name === "string" ? changedBy.name : null,
    changedAt: typeof changedAt === "string" ? changedAt : null,
    version: typeof version === "number" ? version : null,
  };
}
