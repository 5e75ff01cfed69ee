import { describe, expect, it } from "vitest";
import { DEFAULT_ANALYSIS_SETTINGS } from "../../../../domain/dataAnalysis/configuration";
import { formOf, formProblems, settingsOfForm, withNewGroup } from "./analysisForm";

const NOW = Date.UTC(2026, 2, 10, 12);

describe("analysis form", () => {
  it("opens a saved configuration and saves the same configuration back", () => {
    const saved = {
      ...DEFAULT_ANALYSIS_SETTINGS,
      logVariableIds: "1;2|3",
      timeConfigurationType: "SetPeriod" as const,
      fromDateTime: "2026-03-01T06:30:00.000Z",
      toDateTime: "2026-03-02T00:00:00.000Z",
      lastNumberDays: 0,
      dataInterval: "Hour" as const,
      filterMinMax: true,
      filterOutliers: true,
      showVoyages: true,
      ranges: [{ logVariableId: 3, min: 0, max: null }],
      scatter: { x: 1, y: 3 },
    };
    const form = formOf(saved, NOW);
    expect(form).toMatchObject({
      groups: [[1, 2], [3]],
      fromDay: "2026-03-01",
      fromTime: "06:30",
      toTime: "00:00",
    });
    expect(formProblems(form)).toEqual({});
    expect(settingsOfForm(form)).toEqual(saved);
  });

  it("keeps Plot disabled without variables, with a bad time or a bad range", () => {
    const form = formOf(null, NOW);
    expect(formProblems(form)).toEqual({ variables: "Please select at least 1 item." });
    expect(formProblems({ ...form, groups: [[1]], lastHours: "-1" })).toEqual({
      lastHours: "The input field must be a positive number",
    });
    expect(
      formProblems({ ...form, groups: [[1]], filterMinMax: true, ranges: { 1: { min: "5", max: "2" } } }),
    ).toEqual({ "range-1": "Min must not be greater than max" });
  });

  it("adds groups up to 10", () => {
    let groups: number[][] = [[1]];
    for (let i = 0; i < 12; i++) groups = withNewGroup(groups);
    expect(groups).toHaveLength(10);
  });
});
