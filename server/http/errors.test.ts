import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../domain/shared/errors.js";
import type { AppEnv } from "./env.js";
import { ERROR_MESSAGES, errorHandler } from "./errors.js";
import { noteRequestWrote, requestContext } from "./requestContext.js";
import { correlation } from "./session.js";

function appLogging(errors: Array<Record<string, unknown> | undefined>) {
  const app = new Hono<AppEnv>();
  app.use("*", correlation());
  app.use("*", requestContext());
  app.onError(
    errorHandler({ debug() {}, info() {}, warn() {}, error: (_message, fields) => errors.push(fields) }),
  );
  app.post("/refused", () => {
    throw new ValidationError("The vessel has no deadweight.");
  });
  app.post("/refused-after-writing", async () => {
    noteRequestWrote();
    await Promise.resolve();
    throw new ValidationError("The vessel has no deadweight.");
  });
  return app;
}

describe("the error answer of a refusal (issue 28)", () => {
  it("answers a refusal before anything was stored with its 4xx", async () => {
    const errors: Array<Record<string, unknown> | undefined> = [];
    const answer = await appLogging(errors).request("/refused", { method: "POST" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: "The vessel has no deadweight." });
    expect(errors).toEqual([]);
  });

  it("never answers a 4xx once the request stored its change: a 500 saying it was saved, logged", async () => {
    const errors: Array<Record<string, unknown> | undefined> = [];
    const answer = await appLogging(errors).request("/refused-after-writing", {
      method: "POST",
      headers: { "x-correlation-id": "refused-after-writing" },
    });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      message: ERROR_MESSAGES.refusedAfterWrite("The vessel has no deadweight."),
    });
    expect(errors).toEqual([
      expect.objectContaining({ correlationId: "refused-after-writing", status: 400, method: "POST" }),
    ]);
  });
});
