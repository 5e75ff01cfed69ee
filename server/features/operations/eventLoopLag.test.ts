import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { EventLoopLag, registerEventLoopLag } from "./eventLoopLag.js";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe("event loop lag", () => {
  it("shows a stall of the loop at /metrics", async () => {
    const registry = new Registry();
    const lag = new EventLoopLag();
    try {
      registerEventLoopLag(registry, lag);
      await new Promise((resolve) => setTimeout(resolve, 30));
      busy(120);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const text = await registry.metrics();
      const max = Number(/^keelson_event_loop_lag_max_seconds (\S+)$/m.exec(text)?.[1]);
      expect(max).toBeGreaterThanOrEqual(0.1);
      expect(text).toContain("keelson_event_loop_lag_p99_seconds");
    } finally {
      lag.stop();
    }
  });
});
