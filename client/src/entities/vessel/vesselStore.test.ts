import { beforeAll, describe, expect, it } from "vitest";
import type { Vessel } from "./types";

type StoreModule = typeof import("./vesselStore");
let store: StoreModule;

beforeAll(async () => {
  // The store reads the selected vessel from localStorage when its module loads; the unit tests run in node.
  const items = new Map<string, string>();
  globalThis.localStorage ??= {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
  store = await import("./vesselStore");
});

const aurora = { id: "v1", name: "Nordic Aurora" } as Vessel;

describe("the vessel list, as pages wait for it", () => {
  it("is not known before its first load has ended, and known while a known list is read again", () => {
    const { vesselListKnown } = store;
    expect(vesselListKnown({ vessels: [], status: "idle", selectedVesselId: null })).toBe(false);
    expect(vesselListKnown({ vessels: [], status: "loading", selectedVesselId: null })).toBe(false);
    expect(vesselListKnown({ vessels: [], status: "ready", selectedVesselId: null })).toBe(true);
    expect(vesselListKnown({ vessels: [], status: "error", selectedVesselId: null })).toBe(true);
    expect(vesselListKnown({ vessels: [aurora], status: "loading", selectedVesselId: null })).toBe(true);
  });

  it("loadedVessels answers when a load ends, and at once when one has", async () => {
    const { loadedVessels, vesselStore } = store;
    vesselStore.set((s) => ({ ...s, vessels: [], status: "loading" }));
    let answer: Vessel[] | null = null;
    const waiting = loadedVessels().then((vessels) => {
      answer = vessels;
    });
    await Promise.resolve();
    expect(answer).toBeNull();
    vesselStore.set((s) => ({ ...s, vessels: [aurora], status: "ready" }));
    await waiting;
    expect(answer).toEqual([aurora]);
    await expect(loadedVessels()).resolves.toEqual([aurora]);
  });

  it("loadedVessels answers an empty list when the load failed", async () => {
    const { loadedVessels, vesselStore } = store;
    vesselStore.set((s) => ({ ...s, vessels: [], status: "loading" }));
    const waiting = loadedVessels();
    vesselStore.set((s) => ({ ...s, vessels: [], status: "error" }));
    await expect(waiting).resolves.toEqual([]);
  });
});
