import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.js";

export interface RequestContext {
  correlationId: string;
  method: string;
  path: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs the rest of a request inside its context, so code that has lost the Hono context (a stream error,
 * a rejection nobody awaited, the process guard) can still name the request it belongs to.
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    runInRequest({ correlationId: c.get("correlationId"), method: c.req.method, path: c.req.path }, next);
}

/** Runs `work` as part of a request (the middleware's job; tests). */
export const runInRequest = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/** The request the current code runs for, if any. */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

const wrote = new WeakSet<RequestContext>();

/** Marks the current request as having stored something (`execute`, once its append succeeded). */
export const noteRequestWrote = (): void => {
  const request = storage.getStore();
  if (request) wrote.add(request);
};

/** Whether the current request has stored something: a refusal after that would be a lie. */
export const requestWrote = (): boolean => {
  const request = storage.getStore();
  return request !== undefined && wrote.has(request);
};
