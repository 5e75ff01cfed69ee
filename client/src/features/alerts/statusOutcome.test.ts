import { describe, expect, it } from "vitest";
import { statusOutcome } from "./statusOutcome";

describe("statusOutcome", () => {
  it("opens at Not ok, and at Observe only when the condition opens at Observe", () => {
    expect(statusOutcome("NotOk", "NotOk")).toMatchObject({ status: "Not ok", effect: "opens" });
    expect(statusOutcome("Observe", "Observe").effect).toBe("opens");
    expect(statusOutcome("Observe", "NotOk").effect).toBe("none");
    expect(statusOutcome("BenchMarking", "Observe")).toMatchObject({
      status: "Benchmarking",
      effect: "none",
    });
  });

  it("names the statuses that judge nothing, and a vessel without a status", () => {
    expect(statusOutcome("DiagnosticsNotActivated", "Observe")).toMatchObject({
      status: "Diagnostics module not activated",
      effect: "unwatched",
    });
    expect(statusOutcome("NoEnabledLongTrends", "NotOk").effect).toBe("unwatched");
    expect(statusOutcome(null, "NotOk").effect).toBe("unknown");
    expect(statusOutcome("notAvailable", "NotOk").effect).toBe("unknown");
  });
});
