import { describe, expect, it } from "vitest";
import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorReport,
  clientErrorReport,
} from "../../../../domain/platform/clientErrorReport";
import { createErrorReporter, MAX_REPORTS_PER_PAGE } from "./errorReporter";

function reporter(send: (report: ClientErrorReport) => Promise<unknown> = async () => {}) {
  const sent: ClientErrorReport[] = [];
  const r = createErrorReporter({
    send: (report) => {
      sent.push(report);
      return send(report);
    },
    route: () => "/Vessel/:vesselId/Info",
    build: "0.6.0+abc",
    userAgent: "test agent",
  });
  return { r, sent };
}

describe("createErrorReporter", () => {
  it("sends an error with its stack, component stack, route pattern, build and agent", () => {
    const { r, sent } = reporter();
    const error = new Error("Maximum update depth exceeded");
    expect(r.report("react-uncaught", error, "\n    at AlertsList")).toBe(true);
    expect(sent).toEqual([
      {
        source: "react-uncaught",
        message: "Maximum update depth exceeded",
        name: "Error",
        stack: error.stack,
        componentStack: "\n    at AlertsList",
        route: "/Vessel/:vesselId/Info",
        build: "0.6.0+abc",
        userAgent: "test agent",
      },
    ]);
  });

  it("reports each error once (same message and stack), a different stack again", () => {
    const { r, sent } = reporter();
    const error = new Error("boom");
    expect(r.report("window-error", error)).toBe(true);
    expect(r.report("react-caught", error, "\n    at X")).toBe(false);
    const elsewhere = new Error("boom");
    elsewhere.stack = "Error: boom\n    at elsewhere (x.js:1:1)";
    expect(r.report("window-error", elsewhere)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} reports a page load`, () => {
    const { r, sent } = reporter();
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++) r.report("window-error", new Error(`error ${i}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it("cuts every field to the server's limits, so the server accepts what it sends", () => {
    const { r, sent } = reporter();
    const error = new Error("m".repeat(50_000));
    error.name = "N".repeat(500);
    error.stack = "s".repeat(50_000);
    r.report("unhandled-rejection", error, "c".repeat(50_000));
    const [report] = sent;
    expect(report?.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report?.message.endsWith("…")).toBe(true);
    expect(report?.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(report?.componentStack).toHaveLength(CLIENT_ERROR_LIMITS.componentStack);
    expect(report?.name).toHaveLength(CLIENT_ERROR_LIMITS.name);
    expect(clientErrorReport.safeParse(report).success).toBe(true);
  });

  it("describes a thrown non-Error as text, and swallows a failed send", async () => {
    const { r, sent } = reporter(async () => {
      throw new Error("offline");
    });
    expect(r.report("unhandled-rejection", "plain text reason")).toBe(true);
    expect(sent[0]).toMatchObject({ message: "plain text reason", name: "string", stack: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
