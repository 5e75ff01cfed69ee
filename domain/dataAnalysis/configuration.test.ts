import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import {
  analysisConfigurationAggregate,
  analysisConfigurationRequest,
  DEFAULT_ANALYSIS_SETTINGS,
  saveAnalysisConfiguration,
  settingsOf,
} from "./configuration.js";

const vesselId = "8c5e7a4e-0a8e-4d0a-9e4b-1f2a3b4c5d6e";
const message = (body: unknown) => analysisConfigurationRequest.safeParse(body).error?.issues[0]?.message;

describe("data analysis configuration", () => {
  it("normalises the variable list (trailing semicolons, empty groups) and keeps the options", () => {
    const request = analysisConfigurationRequest.parse({
      vesselId,
      logVariableIds: "1;2;||3;",
      cdsFeatureIds: "4;5;",
      timeConfigurationType: "LastPeriod",
      lastNumberHours: 6,
      dataInterval: "Hour",
      filterOutliers: true,
      ranges: [{ logVariableId: 3, min: 0, max: 20 }],
      scatter: { x: 1, y: 3 },
    });
    const settings = settingsOf(request);
    expect(settings).toMatchObject({
      logVariableIds: "1;2|3",
      cdsFeatureIds: "4;5",
      lastNumberDays: 0,
      lastNumberHours: 6,
      dataInterval: "Hour",
      filterOutliers: true,
      filterMinMax: false,
      scatter: { x: 1, y: 3 },
    });
    expect(settings).not.toHaveProperty("vesselId");
    const empty = settingsOf(
      analysisConfigurationRequest.parse({ vesselId, timeConfigurationType: "AllValues" }),
    );
    expect(empty.logVariableIds).toBe("|");
  });

  it("refuses what the page would refuse, with the page's words", () => {
    const base = { vesselId, timeConfigurationType: "LastPeriod", lastNumberDays: 1 };
    expect(message({ ...base, logVariableIds: Array.from({ length: 21 }, (_, i) => i + 1).join(";") })).toBe(
      "Maximum 20 items reached",
    );
    expect(message({ ...base, logVariableIds: "1|2;3;4;5;6;7" })).toBe("Maximum 5 items reached");
    expect(message({ ...base, lastNumberDays: -1 })).toBe("The input field must be a positive number");
    expect(message({ ...base, lastNumberDays: 0 })).toBe("The total timespan must be greater than 0");
    expect(
      message({
        ...base,
        timeConfigurationType: "SetPeriod",
        fromDateTime: "2026-03-02T00:00:00Z",
        toDateTime: "2026-03-01T00:00:00Z",
      }),
    ).toBe("The total timespan must be greater than 0");
    expect(message({ ...base, timeConfigurationType: "Forever" })).toMatch(
      /timeConfigurationType must be one of/,
    );
    expect(message({ ...base, dataInterval: "Second" })).toMatch(/dataInterval must be one of/);
    expect(message({ ...base, logVariableIds: "1", ranges: [{ logVariableId: 1, min: 5, max: 1 }] })).toBe(
      "A range's min must not be greater than its max.",
    );
    expect(message({ ...base, logVariableIds: "1", scatter: { x: 1, y: 2 } })).toBe(
      "The scatter axes must be chosen variables.",
    );
    expect(message({ ...base, logVariableIds: "x".repeat(1001) })).toMatch(/may not be longer than 1000/);
  });

  it("stores each save as an event of the page, user and vessel", () => {
    const events = saveAnalysisConfiguration(analysisConfigurationAggregate.initialState, {
      page: "DataAnalysis",
      userId: "u1",
      vesselId,
      settings: DEFAULT_ANALYSIS_SETTINGS,
    });
    expect(events).toEqual([
      {
        type: "AnalysisConfigurationSaved",
        data: { page: "DataAnalysis", userId: "u1", vesselId, settings: DEFAULT_ANALYSIS_SETTINGS },
      },
    ]);
    expect(foldEvents(analysisConfigurationAggregate, events).saved).toBe(true);
  });
});
