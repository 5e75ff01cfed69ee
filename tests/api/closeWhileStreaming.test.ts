/**
 * Stopping the server while a compressed answer is still streaming to a client that has not read it: the
 * connection becomes idle once the answer ends, and closing must not wait for its keep-alive timeout (65 s).
 */
import { expect, it } from "vitest";
import { startTestServer } from "../support/testServer.js";

it("stops within seconds while a client holds an unread compressed answer", async () => {
  const server = await startTestServer();
  const answer = await fetch(`${server.url}/api/v1/openapi.json`, { headers: { "accept-encoding": "br" } });
  expect(answer.headers.get("content-encoding")).toBe("br");
  const started = Date.now();
  const outcome = await Promise.race([
    server.close().then(() => "closed"),
    new Promise((resolve) => setTimeout(() => resolve("still closing after 15 s"), 15_000)),
  ]);
  expect(outcome).toBe("closed");
  expect(Date.now() - started).toBeLessThan(15_000);
}, 60_000);
