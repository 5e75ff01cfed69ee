import { describe, expect, it } from "vitest";
import { ByteLru } from "./ByteLru.js";

describe("ByteLru", () => {
  it("evicts the least recently used entries beyond its byte bound and never keeps an oversized one", () => {
    const cache = new ByteLru<string>(100);
    cache.set("a", "A", 40);
    cache.set("b", "B", 40);
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C", 40);
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("a")).toBe("A");
    expect(cache.bytes).toBe(80);
    cache.set("huge", "H", 101);
    expect(cache.peek("huge")).toBeUndefined();
    cache.set("a", "A2", 10);
    expect(cache.bytes).toBe(50);
    expect(cache.size).toBe(2);
  });
});
