/**
 * POST /ClientErrors (docs/operations.md, "Client errors"): a signed-in page's error report becomes one JSON
 * log line with the user, company and request id; anything else is refused 4xx and logs no report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from "../../domain/platform/clientErrorReport.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { CLIENT_ERROR_RATE } from "../../server/features/clientErrors/logClientError.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

type Line = Record<string, unknown>;
const lines: Line[] = [];
let server: TestServer;
let superToken: string;
let opsToken: string;

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: "info" },
    { logDestination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
  );
  superToken = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  opsToken = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
});
afterAll(async () => {
  await server.close();
});

const report = (over: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  source: "react-uncaught",
  message: "Minified React error #185",
  name: "Error",
  stack: "Error: Minified React error #185\n    at Nl (http://x/assets/react-abc.js:1:2345)",
  componentStack: "\n    at AlertsList (http://x/assets/index-abc.js:9:99)\n    at FleetOverview",
  route: "/FleetOverview",
  build: "0.6.0+abc123",
  userAgent: "Mozilla/5.0 test",
  ...over,
});

const reportLines = () => lines.filter((line) => line.event === "client-error");

async function send(body: unknown, token: string | undefined, requestId: string) {
  return server.api("POST", "/ClientErrors", {
    token,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "x-request-id": requestId },
  });
}

describe("POST /ClientErrors", () => {
  it("answers 204 and writes one JSON line with the report, user, company and request id", async () => {
    const { status } = await send(report(), superToken, "req-client-error-1");
    expect(status).toBe(204);
    const written = reportLines().filter((line) => line.requestId === "req-client-error-1");
    expect(written).toHaveLength(1);
    // The request log names the same caller (server/http/requestLog.ts).
    const request = lines.find((line) => line.event === "request" && line.requestId === "req-client-error-1");
    expect(request?.userId).toEqual(expect.any(String));
    expect(request?.companyId).toEqual(expect.any(String));
    expect(written[0]).toMatchObject({
      level: "warn",
      message: "client error",
      errorMessage: "Minified React error #185",
      errorName: "Error",
      stack: report().stack,
      userId: request?.userId,
      companyId: request?.companyId,
      requestId: "req-client-error-1",
      componentStack: report().componentStack,
      route: "/FleetOverview",
      build: "0.6.0+abc123",
    });
  });

  it("refuses invalid and oversize bodies with 4xx and logs no report", async () => {
    const before = reportLines().length;
    const tooLong = report({ message: "x".repeat(CLIENT_ERROR_LIMITS.message + 1) });
    const refused = await send(tooLong, opsToken, "req-client-error-long");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("message must be at most 1000 characters");
    expect((await send({ ...report(), extra: "typed text" }, opsToken, "req-ce-extra")).status).toBe(400);
    expect((await send({ message: "only" }, opsToken, "req-ce-partial")).status).toBe(400);
    expect((await send("{not json", opsToken, "req-ce-json")).status).toBe(400);
    const huge = report({ stack: "s".repeat(100 * 1024) });
    expect((await send(huge, opsToken, "req-ce-huge")).status).toBe(413);
    expect(reportLines().length).toBe(before);
  });

  it("refuses a caller without a session", async () => {
    const before = reportLines().length;
    expect((await send(report(), undefined, "req-ce-anonymous")).status).toBe(401);
    expect(reportLines().length).toBe(before);
  });

  it("throttles one user past the rate, with Retry-After, and not the others", async () => {
    const crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    for (let i = 0; i < CLIENT_ERROR_RATE.max; i++) {
      expect((await send(report({ message: `error ${i}` }), crew, `req-ce-rate-${i}`)).status).toBe(204);
    }
    const throttled = await send(report(), crew, "req-ce-rate-over");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(reportLines().some((line) => line.requestId === "req-ce-rate-over")).toBe(false);
    expect((await send(report(), superToken, "req-ce-other-user")).status).toBe(204);
    server.advanceClock(CLIENT_ERROR_RATE.windowMs);
    expect((await send(report(), crew, "req-ce-rate-later")).status).toBe(204);
  });
});
