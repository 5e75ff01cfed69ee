import type { Context } from "hono";
import { dateOrThrow } from "../../domain/shared/dates.js";
import { ValidationError } from "../../domain/shared/errors.js";
import type { AppEnv } from "./env.js";

export const AT_MESSAGE = "at must be an ISO date and time (e.g. 2026-03-01T12:00:00Z).";

/** The query parameter's description in the API document. */
export const AT_PARAM = { at: "The figures as they stood at this moment (ISO 8601; default now)" };

/** `?at=`: the moment figures are wanted as they stood (epoch ms and its ISO text); null for now. */
export function atMomentOf(c: Context<AppEnv>): { ms: number; iso: string } | null {
  const raw = c.req.query("at");
  if (raw === undefined || raw === "") return null;
  const ms = dateOrThrow(raw, "at", { message: AT_MESSAGE }, () => new ValidationError(AT_MESSAGE));
  return { ms, iso: new Date(ms).toISOString() };
}
