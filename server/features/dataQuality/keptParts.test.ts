import { describe, expect, it } from "vitest";
import { KeptParts } from "./keptParts.js";

const part = (badHours: number) =>
  JSON.stringify({
    features: { SOG: { counts: [[6, 24]], badHours, runs: [] } },
    speedLog: { stw: 0, sog: 0 },
    noon: [],
  });

describe("KeptParts", () => {
  it("answers a kept part only under the key it was stored with", () => {
    const kept = new KeptParts();
    const parsed = kept.keep("v1", 0, "m.a", part(1));
    expect(parsed.features.SOG!.badHours).toBe(1);
    expect(kept.get("v1", 0, "m.a")).toBe(parsed);
    expect(kept.get("v1", 0, "m.b")).toBeUndefined();
    expect(kept.get("v2", 0, "m.a")).toBeUndefined();
    expect(kept.get("v1", 86_400_000, "m.a")).toBeUndefined();
    kept.keep("v1", 0, "m.b", part(2));
    expect(kept.get("v1", 0, "m.a")).toBeUndefined();
    expect(kept.get("v1", 0, "m.b")!.features.SOG!.badHours).toBe(2);
  });

  it("drops the oldest kept day past its capacity", () => {
    const kept = new KeptParts(2);
    kept.keep("v", 1, "k", part(1));
    kept.keep("v", 2, "k", part(2));
    kept.keep("v", 1, "k2", part(3));
    kept.keep("v", 3, "k", part(4));
    expect(kept.size).toBe(2);
    expect(kept.get("v", 2, "k")).toBeUndefined();
    expect(kept.get("v", 1, "k2")!.features.SOG!.badHours).toBe(3);
    expect(kept.get("v", 3, "k")!.features.SOG!.badHours).toBe(4);
  });
});
