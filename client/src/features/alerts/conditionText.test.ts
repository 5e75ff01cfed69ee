import { describe, expect, it } from "vitest";
import type { LogVariableOption } from "./alertsApi";
import { describeCondition, durationText, variableChoicesOf } from "./conditionText";

describe("condition text", () => {
  it("describes a threshold with two levels, duration and hysteresis", () => {
    expect(
      describeCondition({
        kind: "Threshold",
        threshold: {
          variableName: "ME Exhaust Temp",
          comparison: "Above",
          warning: { low: null, high: 420 },
          critical: { low: null, high: 450 },
          sustainedMinutes: 10,
          hysteresis: 5,
        },
        noData: null,
        importFailed: null,
      }),
    ).toBe("ME Exhaust Temp above 420 (Warning), above 450 (Critical) for 10 min, hysteresis 5");
  });

  it("gives the limits and the hysteresis the variable's unit, from the form or the listed condition", () => {
    const wind = {
      kind: "Threshold" as const,
      threshold: {
        variableName: "True Wind Speed",
        comparison: "Above" as const,
        warning: { low: null, high: 22 },
        critical: { low: null, high: 24.5 },
        sustainedMinutes: 60,
        hysteresis: 1,
      },
      noData: null,
      importFailed: null,
    };
    const text = "True Wind Speed above 22 kn (Warning), above 24.5 kn (Critical) for 1 h, hysteresis 1 kn";
    expect(describeCondition(wind, "kn")).toBe(text);
    expect(describeCondition({ ...wind, unit: "kn" })).toBe(text);
  });

  it("describes a range and no-data and import conditions", () => {
    expect(
      describeCondition({
        kind: "Threshold",
        threshold: {
          variableName: "Draft",
          comparison: "Outside",
          warning: { low: 4, high: 12.5 },
          critical: null,
          sustainedMinutes: 120,
          hysteresis: 0,
        },
        noData: null,
        importFailed: null,
      }),
    ).toBe("Draft outside 4 – 12.5 (Warning) for 2 h");
    expect(
      describeCondition({
        kind: "NoData",
        threshold: null,
        noData: { variableName: null, hours: 24, severity: "Critical" },
        importFailed: null,
      }),
    ).toBe("No data received for 24 h (Critical)");
    expect(
      describeCondition({
        kind: "ImportFailed",
        threshold: null,
        noData: null,
        importFailed: { severity: "Warning" },
      }),
    ).toBe("An import fails (Warning)");
    expect(
      describeCondition({
        kind: "PowerReserveUsed",
        threshold: null,
        noData: null,
        importFailed: null,
        powerReserve: { severity: "Critical" },
      }),
    ).toBe("Shaft power above the limited power (Critical)");
    expect(
      describeCondition({
        kind: "MaintenanceTrigger",
        threshold: null,
        noData: null,
        importFailed: null,
        maintenanceTrigger: { severity: "Warning" },
      }),
    ).toBe("ISO 19030 maintenance trigger reached (Warning)");
  });

  it("writes durations in their largest whole unit", () => {
    expect(durationText(0)).toBe("at once");
    expect(durationText(45)).toBe("for 45 min");
    expect(durationText(2880)).toBe("for 2 d");
  });

  it("joins the chosen vessels' variables by name and counts the vessels having each", () => {
    let id = 0;
    const v = (vesselId: string, name: string, caption = "C"): LogVariableOption => ({
      id: ++id,
      vesselId,
      name,
      displayName: name.replace("_", " "),
      unit: { caption, unitType: null },
    });
    const choices = variableChoicesOf([[v("a", "ME_Exhaust"), v("a", "Sea_Temp")], [v("b", "ME_Exhaust")]]);
    expect(choices).toEqual([
      { name: "ME_Exhaust", label: "ME Exhaust (C)", unit: "C", vesselCount: 2 },
      { name: "Sea_Temp", label: "Sea Temp (C)", unit: "C", vesselCount: 1 },
    ]);
  });
});
