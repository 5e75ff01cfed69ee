/**
 * An answer given before the body was read (401 on an upload, 413) reaches a client that is still sending:
 * the server keeps reading and discarding the rest within bounds (server/http/lingeringClose.ts) instead of
 * closing under it. Before, the socket closed 500 ms after a 401 (at once after a 413) and the client's next
 * bytes were answered with a reset: a client that sends its whole body before it reads lost the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINGER } from "../../server/http/lingeringClose.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { type SequentialAnswer, sequentialPost } from "./limitsSupport.js";

const MB = 1024 * 1024;
const BOUNDARY = "keelson-linger-test";
const REPETITIONS = 30;
const AT_ONCE = 10;

describe("an early answer reaches a client still sending its body (lingering close)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** REPETITIONS sends, AT_ONCE at a time: the statuses counted ("0" is a lost answer). */
  async function repeated(send: () => Promise<SequentialAnswer>, check: (answer: SequentialAnswer) => void) {
    const counts: Record<string, number> = {};
    for (let round = 0; round < REPETITIONS / AT_ONCE; round++) {
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, send));
      for (const answer of answers) {
        const key = answer.status === 0 ? `lost (${answer.socketError})` : String(answer.status);
        counts[key] = (counts[key] ?? 0) + 1;
        if (answer.status !== 0) check(answer);
      }
    }
    return counts;
  }

  // 6 MB in 64 KB chunks 8 ms apart: about 0.8 s of sending, past the old 500 ms.
  const slowly = { bytes: 6 * MB, gapMs: 8 };

  it(`answers an upload without credentials 401 every time (${REPETITIONS} × 6 MB, sent whole before reading)`, async () => {
    const counts = await repeated(
      () =>
        sequentialPost(server.port, "/api/v1/Imports?imoNumber=9312482", {
          ...slowly,
          headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        }),
      (answer) => expect(answer.body).toEqual({ message: "Please sign in." }),
    );
    expect(counts).toEqual({ 401: REPETITIONS });
  });

  it(`answers a declared body over 256 KB 413 every time (${REPETITIONS} × 6 MB)`, async () => {
    const counts = await repeated(
      () =>
        sequentialPost(server.port, "/api/v1/Authenticate", {
          ...slowly,
          headers: { "content-type": "application/json" },
        }),
      (answer) =>
        expect(answer.body).toEqual({
          message: "The request body is larger than 256 KB. Send less data in one request.",
        }),
    );
    expect(counts).toEqual({ 413: REPETITIONS });
  });

  it(`answers a chunked body 413 once it passes 256 KB, every time (${REPETITIONS} × 6 MB)`, async () => {
    const counts = await repeated(
      () =>
        sequentialPost(server.port, "/api/v1/Authenticate", {
          ...slowly,
          contentLength: false,
          headers: { "content-type": "application/json" },
        }),
      (answer) => expect(answer.body).toMatchObject({ message: expect.stringContaining("256 KB") }),
    );
    expect(counts).toEqual({ 413: REPETITIONS });
  });

  it("reads at most its bound of a 1000 MB upload refused at byte 0, then closes", async () => {
    const started = Date.now();
    const answer = await sequentialPost(server.port, "/api/v1/Imports?imoNumber=9312482", {
      bytes: 1000 * MB,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    // This client only reads after its whole body: past the server's bound it gets the reset instead.
    expect(answer.socketError).toMatch(/EPIPE|ECONNRESET|closed/);
    expect(answer.sent).toBeGreaterThan(LINGER.maxBytes);
    // The bound, plus what the two sockets' buffers held when the server stopped reading.
    expect(answer.sent).toBeLessThan(LINGER.maxBytes + 16 * MB);
    expect(Date.now() - started).toBeLessThan(LINGER.maxMs);
    expect((await server.api("GET", "/Health")).status).toBe(200);
  });
});
