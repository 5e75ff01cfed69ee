/**
 * The bench times the server as it runs in production: outside production every JSON answer is parsed
 * again and checked against its schema (server/http/openapi.ts, CHECK_ANSWERS), which cost 6–18 % of a
 * fleet-scale call's CPU (docs/performance.md, "Fifth pass"). Imported first by run.ts, before any server
 * module reads it; NODE_ENV set by the caller (e.g. development) is kept.
 */
process.env.NODE_ENV ??= "production";
