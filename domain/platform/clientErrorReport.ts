import { z } from "zod";

/**
 * An error a browser page met, as the client reports it (POST /ClientErrors; docs/operations.md, "Client
 * errors"). The client truncates every field to these lengths before it sends; the server refuses longer
 * ones. Nothing a person typed goes in beyond the error's own message: the route is the pattern
 * ("/Vessel/:vesselId/Info"), never the address with its query.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  name: 100,
  stack: 8_000,
  componentStack: 8_000,
  route: 300,
  build: 100,
  userAgent: 400,
} as const;

/** The largest body the route reads (the sum of the limits above with room for JSON's escapes). */
export const CLIENT_ERROR_MAX_BODY_BYTES = 48 * 1024;

/** Where the client caught it: React's three root callbacks, or the window's two handlers. */
export const CLIENT_ERROR_SOURCES = [
  "react-uncaught",
  "react-caught",
  "react-recoverable",
  "window-error",
  "unhandled-rejection",
] as const;

const text = (max: number) => z.string().max(max, { message: `must be at most ${max} characters` });

export const clientErrorReport = z.strictObject({
  source: z.enum(CLIENT_ERROR_SOURCES),
  message: text(CLIENT_ERROR_LIMITS.message),
  name: text(CLIENT_ERROR_LIMITS.name),
  stack: text(CLIENT_ERROR_LIMITS.stack).nullable(),
  componentStack: text(CLIENT_ERROR_LIMITS.componentStack).nullable(),
  route: text(CLIENT_ERROR_LIMITS.route),
  build: text(CLIENT_ERROR_LIMITS.build),
  userAgent: text(CLIENT_ERROR_LIMITS.userAgent),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
