import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { runInRequest } from "./http/requestContext.js";
import { installProcessGuard } from "./processGuard.js";
import type { Logger } from "./shared/logger.js";

function guarded() {
  const target = new EventEmitter();
  const logged: Array<{ level: string; message: string; fields: Record<string, unknown> }> = [];
  const log =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) =>
      logged.push({ level, message, fields });
  const logger: Logger = { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
  const restarts: string[] = [];
  const remove = installProcessGuard({
    logger,
    stopForRestart: (reason) => restarts.push(reason),
    target: target as unknown as NodeJS.Process,
  });
  return { target, logged, restarts, remove };
}

const disconnect = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

describe("the process guard", () => {
  it("logs an unhandled rejection with the request it belongs to and keeps serving", () => {
    const { target, logged, restarts } = guarded();
    runInRequest({ correlationId: "corr-12345678", method: "POST", path: "/api/v1/Imports" }, () =>
      target.emit("unhandledRejection", new Error("lost write"), Promise.resolve()),
    );
    expect(restarts).toEqual([]);
    expect(logged).toMatchObject([
      {
        level: "error",
        fields: { correlationId: "corr-12345678", path: "/api/v1/Imports", error: "Error: lost write" },
      },
    ]);
  });

  it("only warns when a client went away, by rejection or by an unheard stream error", () => {
    const { target, logged, restarts } = guarded();
    target.emit("unhandledRejection", disconnect(), Promise.resolve());
    target.emit("uncaughtException", new Error("socket", { cause: disconnect() }), "uncaughtException");
    expect(restarts).toEqual([]);
    expect(logged.map((l) => l.level)).toEqual(["warn", "warn"]);
  });

  it("logs any other uncaught exception and stops the server for its supervisor to restart", () => {
    const { target, logged, restarts } = guarded();
    runInRequest({ correlationId: "corr-abcdefgh", method: "GET", path: "/api/v1/Vessels" }, () =>
      target.emit("uncaughtException", new TypeError("x is undefined"), "uncaughtException"),
    );
    expect(restarts).toEqual(["uncaught exception"]);
    expect(logged).toMatchObject([{ level: "error", fields: { correlationId: "corr-abcdefgh" } }]);
  });

  it("can be removed", () => {
    const { target, remove } = guarded();
    remove();
    expect(target.listenerCount("unhandledRejection") + target.listenerCount("uncaughtException")).toBe(0);
  });
});
