import { describe, expect, it } from "vitest";
import { forwardedAddress } from "./clientAddress.js";

describe("forwardedAddress", () => {
  it("is the peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(forwardedAddress("10.0.0.5", "203.0.113.9", 0)).toBe("10.0.0.5");
  });

  it("is what the nearest trusted proxy saw, not what the client wrote before it", () => {
    // nginx appended 198.51.100.7 (its peer) to a header the client forged.
    expect(forwardedAddress("172.18.0.4", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(forwardedAddress("172.18.0.4", " 198.51.100.7 ", 1)).toBe("198.51.100.7");
    // Two proxies: a TLS terminator's entry, then nginx's.
    expect(forwardedAddress("172.18.0.4", "1.2.3.4, 198.51.100.7, 10.1.1.1", 2)).toBe("198.51.100.7");
  });

  it("falls back to the peer when the header is missing or shorter than the trusted hops", () => {
    expect(forwardedAddress("127.0.0.1", undefined, 1)).toBe("127.0.0.1");
    expect(forwardedAddress("127.0.0.1", "", 1)).toBe("127.0.0.1");
    expect(forwardedAddress("127.0.0.1", "198.51.100.7", 2)).toBe("127.0.0.1");
  });
});
