import { ApiError, GENERIC_ERROR_MESSAGE } from "./ApiError";
import { ACTING_COMPANY_CHANGED } from "./actingCompany";

/** The generic failure of the user dialog (spec 1 §8, verbatim). */
export const USER_DIALOG_FAILURE = "An error occured. See log for more details.";
/** The generic failure of the company, vessel group and access group dialogs (spec 1 §8). */
export const DIALOG_FAILURE = "An error occurred.";

/** The server's message when it sent one, else the fallback. The error is logged either way. */
export function failureText(error: unknown, fallback: string): string {
  console.error(error);
  if (error instanceof ApiError) {
    return error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : fallback;
  }
  return fallback;
}

/**
 * HTTP 409: someone else changed the record (stale version) or the value is taken; not the refusal of
 * a page whose acting company was switched elsewhere (its message says so and is shown as it is).
 */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.details.code !== ACTING_COMPANY_CHANGED;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
