import { describe, expect, it } from "vitest";
import { liveFallback } from "./liveFallback";

describe("alerts refresh while the live channel is down", () => {
  it("polls while the channel is not online and stops once it is", () => {
    expect(liveFallback("connecting").poll).toBe(true);
    expect(liveFallback("offline").poll).toBe(true);
    expect(liveFallback("idle").poll).toBe(true);
    expect(liveFallback("online").poll).toBe(false);
  });
});
