import { describe, expect, it } from "vitest";
import { longTrendConfigurationRequest, LONG_TREND_CONFIGURATION_MESSAGES as M } from "./configuration.js";

const V = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const parse = (body: Record<string, unknown>) =>
  longTrendConfigurationRequest.safeParse({ vesselId: V, ...body });
const message = (body: Record<string, unknown>) => parse(body).error?.issues[0]?.message;

describe("long trend configuration request", () => {
  it("keeps the vessel's trends once each, a trailing semicolon stripped", () => {
    const ok = parse({
      longTrendIds: `${V}:speed;${V}:sfoc;${V}:speed;`,
      timeConfigurationType: "LastPeriod",
      lastNumberDays: 90,
    });
    expect(ok.data?.settings).toEqual({
      longTrendIds: `${V}:speed;${V}:sfoc`,
      timeConfigurationType: "LastPeriod",
      fromDateTime: null,
      toDateTime: null,
      lastNumberDays: 90,
      lastVoyage: false,
    });
  });

  it("answers the spec's messages", () => {
    expect(message({ longTrendIds: "", timeConfigurationType: "AllValues" })).toBe(M.noTrend);
    expect(message({ longTrendIds: `${V}:wind`, timeConfigurationType: "AllValues" })).toBe(M.trendIds);
    expect(
      message({
        longTrendIds: "00000000-0000-4000-8000-000000000001:speed",
        timeConfigurationType: "AllValues",
      }),
    ).toBe(M.trendIds);
    expect(message({ longTrendIds: `${V}:speed`, timeConfigurationType: "Forever" })).toBe(M.type);
    expect(
      message({ longTrendIds: `${V}:speed`, timeConfigurationType: "LastPeriod", lastNumberDays: 0 }),
    ).toBe("The total timespan must be greater than 0");
    expect(
      message({ longTrendIds: `${V}:speed`, timeConfigurationType: "LastPeriod", lastNumberDays: -2 }),
    ).toBe("The input field must be a positive number");
    expect(message({ longTrendIds: `${V}:speed`, timeConfigurationType: "SetPeriod" })).toBe(M.setPeriod);
    expect(
      message({
        longTrendIds: `${V}:speed`,
        timeConfigurationType: "SetPeriod",
        fromDateTime: "2026-03-01T00:00:00Z",
        toDateTime: "2026-02-01T00:00:00Z",
      }),
    ).toBe(M.totalSpan);
  });

  it("Last voyage sets lastVoyage", () => {
    expect(
      parse({ longTrendIds: `${V}:rpm`, timeConfigurationType: "LastVoyage" }).data?.settings.lastVoyage,
    ).toBe(true);
  });
});
