import { describe, expect, it } from "vitest";
import {
  compareByStatus,
  statusSortOrder,
  UnknownPerformanceStatusError,
  VESSEL_STATUS_LABELS,
  vesselOverallStatus,
} from "./performanceStatus.js";

const trend = (performanceStatus: string, isDiagnosticType = true, useInVesselStatus = true) => ({
  performanceStatus,
  isDiagnosticType,
  useInVesselStatus,
});

describe("vessel overall performance status", () => {
  it("is DiagnosticsNotActivated when diagnostics are off, whatever the trends say", () => {
    expect(vesselOverallStatus({ diagnosticsActivated: false, longTrends: [] })).toBe(
      "DiagnosticsNotActivated",
    );
    expect(vesselOverallStatus({ diagnosticsActivated: false, longTrends: [trend("NotOk")] })).toBe(
      "DiagnosticsNotActivated",
    );
  });

  it("is NoDiagnosticTypes without a long trend of a diagnostic type", () => {
    expect(vesselOverallStatus({ diagnosticsActivated: true, longTrends: [] })).toBe("NoDiagnosticTypes");
    expect(vesselOverallStatus({ diagnosticsActivated: true, longTrends: [trend("NotOk", false)] })).toBe(
      "NoDiagnosticTypes",
    );
  });

  it("is NoEnabledLongTrends when no diagnostic trend is used for the vessel status", () => {
    expect(
      vesselOverallStatus({
        diagnosticsActivated: true,
        longTrends: [trend("NotOk", true, false), trend("Ok", false)],
      }),
    ).toBe("NoEnabledLongTrends");
  });

  it("is the worst of the enabled trends: NotOk, then Observe, then BenchMarking, then Ok", () => {
    const of = (...statuses: string[]) =>
      vesselOverallStatus({ diagnosticsActivated: true, longTrends: statuses.map((s) => trend(s)) });
    expect(of("Ok", "Observe", "NotOk", "BenchMarking")).toBe("NotOk");
    expect(of("Ok", "BenchMarking", "Observe")).toBe("Observe");
    expect(of("Ok", "BenchMarking")).toBe("BenchMarking");
    expect(of("Ok", "Ok")).toBe("Ok");
    // A disabled NotOk trend does not count.
    expect(
      vesselOverallStatus({
        diagnosticsActivated: true,
        longTrends: [trend("Ok"), trend("NotOk", true, false)],
      }),
    ).toBe("Ok");
    // Enabled trends without a judgement (N/A) leave the vessel without performance parameters.
    expect(of("notAvailable")).toBe("NoDiagnosticTypes");
    expect(of("notAvailable", "Observe")).toBe("Observe");
  });

  it("refuses a status outside the known set", () => {
    expect(() => vesselOverallStatus({ diagnosticsActivated: true, longTrends: [trend("Great")] })).toThrow(
      UnknownPerformanceStatusError,
    );
    expect(() =>
      vesselOverallStatus({ diagnosticsActivated: false, longTrends: [trend("PreviousPosition")] }),
    ).toThrow(/Unknown performance status/);
    expect(() => statusSortOrder("Unknown")).toThrow(UnknownPerformanceStatusError);
  });

  it("sorts NotOk 0, Observe 1, Ok 2, BenchMarking 3, NoDiagnosticTypes 4, NoEnabledLongTrends 5, DiagnosticsNotActivated 6", () => {
    expect(
      [
        "DiagnosticsNotActivated",
        "NoEnabledLongTrends",
        "NoDiagnosticTypes",
        "BenchMarking",
        "Ok",
        "Observe",
        "NotOk",
      ].map(statusSortOrder),
    ).toEqual([6, 5, 4, 3, 2, 1, 0]);
    const vessels = [
      { name: "b", performanceStatus: "Ok" },
      { name: "a", performanceStatus: "DiagnosticsNotActivated" },
      { name: "c", performanceStatus: "NotOk" },
      { name: "A", performanceStatus: "Ok" },
    ];
    expect(vessels.sort(compareByStatus).map((v) => v.name)).toEqual(["c", "A", "b", "a"]);
    expect(VESSEL_STATUS_LABELS.NoEnabledLongTrends).toBe("Performance status disabled by user");
  });
});
