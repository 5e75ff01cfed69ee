import { ApiError, GENERIC_ERROR_MESSAGE } from "./ApiError";
import { ACTING_COMPANY_CHANGED, pageCompanyHeaders, reportActingCompanyChanged } from "./actingCompany";
import { csrfHeaders, hasExpiryPassed, readSessionHint } from "./sessionHint";

export const API_BASE = "/api/v1";

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler | null = null;

/** Registered by the session: called when a call answers 401 after the stored expiry has passed. */
export function onSessionExpired(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  const { message, errors, ...details } = (
    typeof body === "object" && body !== null ? body : {}
  ) as ErrorBody & Record<string, unknown>;
  const text = typeof message === "string" && message ? message : GENERIC_ERROR_MESSAGE;
  const list = Array.isArray(errors) ? errors.filter((item): item is string => typeof item === "string") : [];
  if (status === 409 && details.code === ACTING_COMPANY_CHANGED) {
    const acting = details.actingCompanyId;
    reportActingCompanyChanged(typeof acting === "string" ? acting : null);
  }
  return new ApiError(status, text, list, details);
}

/**
 * The headers every call of this page carries: the anti-CSRF token (proves it is our page) and the
 * company the page acts for (docs/architecture.md, Sign-in). Calls made with fetch directly use it too.
 */
export function pageHeaders(): Record<string, string> {
  return { ...csrfHeaders(), ...pageCompanyHeaders() };
}

export interface RequestOptions {
  /** false for the calls that learn or choose the acting company (current user, SetCompany). */
  actingCompany?: boolean;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // The session cookie goes along by itself (same origin); the anti-CSRF header proves it is our page.
  const hint = readSessionHint();
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...(options.actingCompany === false ? csrfHeaders() : pageHeaders()),
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "The server could not be reached.");
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && hasExpiryPassed(hint)) sessionExpiredHandler?.();
    throw toApiError(response.status, payload);
  }
  return payload as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, body ?? {}, options),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
