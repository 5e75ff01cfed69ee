import { describe, expect, it } from "vitest";
import { liveFallback } from "./liveFallback";

describe("alerts refresh while the live channel is down", () => {
  it("polls while the channel is not online and stops once it is", () => {
    expect(liveFallback(null, "connecting").poll).toBe(true);
    expect(liveFallback("connecting", "offline").poll).toBe(true);
    expect(liveFallback("offline", "online").poll).toBe(false);
    expect(liveFallback("online", "online").poll).toBe(false);
  });

  it("refetches once when the channel comes back, not on every state report", () => {
    expect(liveFallback("offline", "online").refetchNow).toBe(true);
    expect(liveFallback("connecting", "online").refetchNow).toBe(true);
    expect(liveFallback("online", "online").refetchNow).toBe(false);
    expect(liveFallback("online", "offline").refetchNow).toBe(false);
    expect(liveFallback(null, "online").refetchNow).toBe(false);
  });
});
