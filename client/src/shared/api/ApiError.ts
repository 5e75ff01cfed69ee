/** A failed call: HTTP status (0 when the server could not be reached) plus the server's message and rule list. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];

  constructor(status: number, message: string, errors: string[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }
}

export const GENERIC_ERROR_MESSAGE = "An error occurred";

export function errorMessageOf(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
