import { describe, expect, it } from "vitest";
import { createStore, sameState } from "./createStore";

describe("createStore", () => {
  it("notifies its subscribers of a change", () => {
    const store = createStore({ items: [1], status: "idle" });
    let calls = 0;
    store.subscribe(() => calls++);
    store.set((s) => ({ ...s, status: "ready" }));
    expect(store.get().status).toBe("ready");
    expect(calls).toBe(1);
  });

  it("keeps the value and notifies nobody when a set changes nothing", () => {
    const items = [1, 2];
    const store = createStore({ items, status: "ready" });
    const before = store.get();
    let calls = 0;
    store.subscribe(() => calls++);
    store.set((s) => ({ ...s, status: s.status === "ready" ? "ready" : "loading" }));
    store.set({ items, status: "ready" });
    expect(calls).toBe(0);
    expect(store.get()).toBe(before);
  });

  it("ends a subscriber that writes back what it read (in React, an update loop: error #185)", () => {
    const store = createStore({ items: [] as number[], status: "ready" as string });
    let calls = 0;
    // Like a screen whose update re-applies the state it was given: before issue 34 every such set
    // notified again, without end (here: a stack overflow; in React: maximum update depth exceeded).
    store.subscribe(() => {
      calls++;
      store.set((s) => ({ ...s }));
    });
    expect(() => store.set((s) => ({ ...s, status: "loading" }))).not.toThrow();
    expect(calls).toBe(1);
  });

  it("compares plain objects and arrays by their entries only", () => {
    expect(sameState({ a: 1 }, { a: 1 })).toBe(true);
    expect(sameState({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameState([1, 2], [1, 2])).toBe(true);
    expect(sameState([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameState({ a: [1] }, { a: [1] })).toBe(false);
    expect(sameState("x", "x")).toBe(true);
    expect(sameState(null, {})).toBe(false);
  });
});
