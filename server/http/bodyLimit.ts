import type { Context, MiddlewareHandler } from "hono";

/** What a route accepts when it says nothing: JSON commands are small. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** A request body over its route's limit: answered 413 with the message. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
  readonly status = 413;
}

interface Allowance {
  maxBytes: number;
  message: string;
}

const allowances = new WeakMap<Context, Allowance>();

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

const defaultAllowance = (): Allowance => ({
  maxBytes: DEFAULT_BODY_LIMIT,
  message: `The request body is larger than ${sizeText(DEFAULT_BODY_LIMIT)}. Send less data in one request.`,
});

/**
 * Every request body passes through a counter as it is read, so no route can buffer more than its limit:
 * a declared Content-Length over the limit is refused before a byte is read, a streamed (chunked) body
 * as soon as it passes the limit. The limit is DEFAULT_BODY_LIMIT unless the route raises it with
 * `allowBody` (uploads). Reading past the limit throws BodyTooLargeError, which the error handler
 * answers 413; the server then reads and discards the rest within bounds before it closes (a lingering
 * close, lingeringClose.ts), so the answer reaches a client or nginx still sending.
 */
export function limitBodies(): MiddlewareHandler {
  return async (c, next) => {
    const source = c.req.raw.body;
    if (!source) return next();
    const allowance = defaultAllowance();
    allowances.set(c, allowance);
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    let received = 0;
    const limited = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (!reader) {
            // The source is left alone when refused: cancelling it would close the socket before the 413.
            if (declared > allowance.maxBytes)
              return controller.error(new BodyTooLargeError(allowance.message));
            reader = source.getReader();
          }
          const { done, value } = await reader.read();
          if (done) return controller.close();
          received += value.byteLength;
          if (received > allowance.maxBytes) {
            reader.releaseLock();
            return controller.error(new BodyTooLargeError(allowance.message));
          }
          controller.enqueue(value);
        },
        // A reader giving up (a refused upload) leaves the source to the server's lingering close, which
        // discards a bounded rest; cancelling it would destroy the socket before the answer is written.
        cancel: () => {
          try {
            reader?.releaseLock();
          } catch {}
        },
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(c.req.raw, { body: limited, duplex: "half" } as RequestInit);
    await next();
  };
}

/** Raises (or lowers) the body limit of a route: `app.post("/Upload", allowBody(10 MB, "…"), …)`. */
export function allowBody(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const allowance = allowances.get(c);
    if (allowance) Object.assign(allowance, { maxBytes, message });
    await next();
  };
}

/** The BodyTooLargeError an error is or was caused by (body readers wrap stream errors). */
export function bodyTooLargeIn(error: unknown): BodyTooLargeError | null {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof BodyTooLargeError) return current;
    current = current.cause;
  }
  return null;
}
