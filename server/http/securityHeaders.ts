import type { MiddlewareHandler } from "hono";
import { API_DOCS_CONTENT_SECURITY_POLICY } from "./apiReference.js";

/**
 * The policy of the single-page app. No inline or foreign script, so markup that slips into the page
 * from data cannot run (`script-src 'self'`, no 'unsafe-inline', no 'unsafe-eval'). Styles need
 * 'unsafe-inline': emotion and PrimeReact insert <style> elements at run time and ApexCharts sets
 * style attributes; a style cannot run script. Images allow data: and blob: (PrimeReact icons, chart
 * exports, Leaflet markers) plus the origins of configured map tiles. `connect-src 'self'` covers the
 * API and the Socket.IO channel (same-origin ws: and wss: count as 'self').
 */
export function clientContentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers are data, never a document: nothing may load or run from one, nor frame it. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/**
 * Sets the content-security headers on every answer, including errors and the static client: the
 * strict API policy under /api/ (the reference page at /api/docs has its own), the client policy elsewhere. `nosniff` stops a browser from reading
 * an uploaded or JSON answer as HTML or script. The referrer policy keeps paths (reset tokens in
 * links) from other sites while still telling a map tile server which site asks.
 */
export function securityHeaders(options: { imageOrigins?: readonly string[] } = {}): MiddlewareHandler {
  const clientPolicy = clientContentSecurityPolicy(options.imageOrigins);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const path = c.req.path;
    headers.set(
      "Content-Security-Policy",
      path === "/api/docs" || path.startsWith("/api/docs/")
        ? API_DOCS_CONTENT_SECURITY_POLICY
        : path.startsWith("/api/")
          ? API_CONTENT_SECURITY_POLICY
          : clientPolicy,
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}
