import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type LingerBounds, type LingerOutcome, lingerAfterEarlyAnswer } from "./lingeringClose.js";

const KB = 1024;
const MB = 1024 * KB;
const BOUNDS: LingerBounds = { keepAliveBytes: 256 * KB, maxBytes: 2 * MB, maxMs: 5_000, idleMs: 300 };

let server: http.Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

/** A server that answers every request at once, unread; `closing` answers with Connection: close. */
async function earlyAnswers(bounds: LingerBounds = BOUNDS) {
  const outcomes: LingerOutcome[] = [];
  let waiting: ((outcome: LingerOutcome) => void) | null = null;
  server = http.createServer((request, response) => {
    lingerAfterEarlyAnswer(request, response, bounds, (outcome) => {
      outcomes.push(outcome);
      waiting?.(outcome);
    });
    const closing = request.url === "/close";
    response.writeHead(closing ? 413 : 401, {
      "content-type": "application/json",
      ...(closing ? { connection: "close" } : {}),
    });
    response.end(JSON.stringify({ message: request.method === "GET" ? "again" : "refused" }));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const port = (server!.address() as AddressInfo).port;
  const outcome = () =>
    new Promise<LingerOutcome>((resolve) => {
      const next = outcomes.shift();
      if (next) return resolve(next);
      waiting = (o) => {
        outcomes.shift();
        waiting = null;
        resolve(o);
      };
    });
  return { port, outcome };
}

/** A raw client: what it received, whether the server's FIN (end) or a reset came. */
function client(port: number) {
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  const state = { text: "", ended: false, error: null as string | null };
  socket.on("data", (chunk) => {
    state.text += chunk;
  });
  socket.on("end", () => {
    state.ended = true;
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    state.error ??= error.code ?? error.message;
  });
  const post = (path: string, length: number) =>
    socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`);
  return { socket, state, post };
}

const until = async (condition: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
};

describe("lingering close after an early answer", () => {
  it("reads a small rest of the body and keeps the connection for the next request", async () => {
    const { port, outcome } = await earlyAnswers();
    const { socket, state, post } = client(port);
    post("/", 100 * KB);
    expect(await until(() => state.text.includes("refused"))).toBe(true);
    socket.write(Buffer.alloc(100 * KB, 1));
    expect(await outcome()).toEqual({ discarded: 100 * KB, end: "kept" });
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await until(() => state.text.includes("again"))).toBe(true);
    expect(state).toMatchObject({ ended: false, error: null });
    socket.destroy();
  });

  it("half-closes past the keep-alive bytes, then closes when the body has come", async () => {
    const { port, outcome } = await earlyAnswers();
    const { socket, state, post } = client(port);
    post("/", MB);
    expect(await until(() => state.text.includes("refused"))).toBe(true);
    socket.write(Buffer.alloc(300 * KB, 1));
    // The FIN comes after the answer while the body is still due; the server goes on reading.
    expect(await until(() => state.ended)).toBe(true);
    socket.write(Buffer.alloc(MB - 300 * KB, 1));
    expect(await outcome()).toEqual({ discarded: MB, end: "closed" });
    expect(state.error).toBeNull();
  });

  it("sends the FIN at once after an answer that closes, and still reads the body", async () => {
    const { port, outcome } = await earlyAnswers();
    const { socket, state, post } = client(port);
    post("/close", MB);
    expect(await until(() => state.ended)).toBe(true);
    expect(state.text).toMatch(/^HTTP\/1\.1 413 [\s\S]*refused/);
    socket.write(Buffer.alloc(MB, 1));
    expect(await outcome()).toEqual({ discarded: MB, end: "closed" });
    expect(state.error).toBeNull();
  });

  it("closes past its byte bound without reading the rest", async () => {
    const { port, outcome } = await earlyAnswers();
    const { socket, state, post } = client(port);
    post("/close", 1000 * MB);
    const chunk = Buffer.alloc(64 * KB, 1);
    let sent = 0;
    while (!state.error && sent < 100 * MB) {
      sent += chunk.length;
      if (!socket.write(chunk))
        await Promise.race([new Promise((r) => socket.once("drain", r)), until(() => !!state.error)]);
    }
    const { discarded, end } = await outcome();
    expect(end).toBe("bound");
    expect(discarded).toBeGreaterThan(BOUNDS.maxBytes);
    expect(discarded).toBeLessThanOrEqual(BOUNDS.maxBytes + 64 * KB);
    expect(await until(() => !!state.error)).toBe(true);
    expect(sent).toBeLessThan(50 * MB);
  });

  it("closes a peer that stops sending after its idle time", async () => {
    const { port, outcome } = await earlyAnswers();
    const { socket, state, post } = client(port);
    const started = Date.now();
    post("/", MB);
    socket.write(Buffer.alloc(100 * KB, 1));
    expect(await outcome()).toEqual({ discarded: 100 * KB, end: "bound" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(BOUNDS.idleMs - 20);
    expect(await until(() => state.ended || !!state.error)).toBe(true);
    expect(state.text).toContain("refused");
  });

  it("lets a request whose body was read whole go on as usual", async () => {
    const { port } = await earlyAnswers();
    const { socket, state } = client(port);
    socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello");
    expect(await until(() => state.text.includes("refused"))).toBe(true);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await until(() => state.text.includes("again"))).toBe(true);
    socket.destroy();
  });
});
