import { describe, expect, it } from "vitest";
import { curveForLeg, loadConditionOf } from "./loadCondition.js";

const bands = { ballastDraftLow: 5, ballastDraftHigh: 7, ladenDraftLow: 11, ladenDraftHigh: 13 };
const none = { ballastDraftLow: null, ballastDraftHigh: null, ladenDraftLow: null, ladenDraftHigh: null };

describe("loadConditionOf", () => {
  it("reads the band, and the nearer band between them (midpoint 9 m)", () => {
    expect(loadConditionOf(12.2, bands)).toBe("Laden");
    expect(loadConditionOf(6.1, bands)).toBe("Ballast");
    expect(loadConditionOf(9.2, bands)).toBe("Laden");
    expect(loadConditionOf(8.8, bands)).toBe("Ballast");
  });
  it("is unknown without bands or a draft", () => {
    expect(loadConditionOf(12, none)).toBeNull();
    expect(loadConditionOf(null, bands)).toBeNull();
    expect(loadConditionOf(12, { ...none, ballastDraftHigh: 7 })).toBeNull();
    expect(loadConditionOf(6, { ...none, ballastDraftHigh: 7 })).toBe("Ballast");
  });
});

describe("curveForLeg", () => {
  const laden = { id: "laden", loadCondition: "Laden" as const, updatedAt: "2025-01-02" };
  const ballast = { id: "ballast", loadCondition: "Ballast" as const, updatedAt: "2025-01-01" };
  const any = { id: "any", loadCondition: null, updatedAt: "2025-01-03" };
  it("takes the curve of the leg's condition, else one for any draft", () => {
    expect(curveForLeg([laden, ballast, any], "Ballast")?.id).toBe("ballast");
    expect(curveForLeg([laden, any], "Ballast")?.id).toBe("any");
    expect(curveForLeg([laden], "Ballast")).toBeNull();
    expect(curveForLeg([laden, any], null)?.id).toBe("any");
    expect(curveForLeg([laden], null)).toBeNull();
  });
  it("prefers the curve asked for when it fits, else the newest", () => {
    const laden2 = { id: "laden2", loadCondition: "Laden" as const, updatedAt: "2025-02-01" };
    expect(curveForLeg([laden, laden2], "Laden")?.id).toBe("laden2");
    expect(curveForLeg([laden, laden2], "Laden", "laden")?.id).toBe("laden");
    expect(curveForLeg([laden, laden2, ballast], "Ballast", "laden")?.id).toBe("ballast");
    // Changed in the same millisecond: the one added last.
    const laden3 = { ...laden2, id: "laden3" };
    expect(curveForLeg([laden2, laden3], "Laden")?.id).toBe("laden3");
  });
});
