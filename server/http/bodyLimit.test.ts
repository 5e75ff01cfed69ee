import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../shared/logger.js";
import { allowBody, DEFAULT_BODY_LIMIT, limitBodies } from "./bodyLimit.js";
import { errorHandler } from "./errors.js";
import { parseBody } from "./validate.js";

const app = new Hono();
app.onError(errorHandler(createLogger("silent")));
app.use("*", limitBodies());
app.post("/json", async (c) => c.json(await parseBody(c, z.object({ text: z.string() }))));
app.post("/upload", allowBody(1024 * 1024, "At most 1 MB, please."), async (c) =>
  c.json({ length: (await c.req.text()).length }),
);

/** A body sent in 64 KB chunks, as a chunked upload arrives, counting the chunks the server pulled. */
function chunked(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled * chunk.length >= bytes) return controller.close();
      pulled++;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request body limits", () => {
  it("accepts a body under the limit", async () => {
    const response = await post("/json", JSON.stringify({ text: "hello" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: "hello" });
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const stream = chunked(10 * 1024 * 1024);
    const response = await post("/json", stream.body, { "content-length": String(10 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: "The request body is larger than 256 KB. Send less data in one request.",
    });
    expect(stream.pulled()).toBeLessThanOrEqual(1);
  });

  it("refuses a streamed body as soon as it passes the limit", async () => {
    const stream = chunked(100 * 1024 * 1024);
    const response = await post("/json", stream.body);
    expect(response.status).toBe(413);
    expect(stream.pulled() * 64 * 1024).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT + 3 * 64 * 1024);
  });

  it("lets a route raise its limit, and keeps that limit", async () => {
    expect((await post("/upload", chunked(512 * 1024).body)).status).toBe(200);
    const response = await post("/upload", chunked(4 * 1024 * 1024).body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "At most 1 MB, please." });
  });
});
