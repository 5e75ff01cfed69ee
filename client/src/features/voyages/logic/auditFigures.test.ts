import { describe, expect, it } from "vitest";
import { describeAuditData, diffFigures } from "./auditFigures";

describe("fuel entries of the voyage history", () => {
  it("say what figure a fuel change set and when", () => {
    expect(
      describeAuditData({
        consumptionId: "c1",
        fuelConsumptionInTon: 1e9,
        startAt: "2025-05-01T06:00:00Z",
        endAt: "2025-05-03T18:00:00Z",
      }),
    ).toBe("Consumption 1,000,000,000 t, 01. May, 2025 06:00 – 03. May, 2025 18:00");
    expect(describeAuditData({ id: "o1", fuelAdjustmentInTon: 300, timestamp: "2025-05-01T06:00:00Z" })).toBe(
      "Adjustment 300 t, at 01. May, 2025 06:00",
    );
    expect(describeAuditData({ vesselEventId: "e1", isConfirmed: true })).toBeNull();
  });

  it("compare the figures of two moments", () => {
    expect(
      diffFigures(
        [
          { label: "MRV CO2 at sea", value: "5.605 t" },
          { label: "Sounding", value: "250 t" },
        ],
        [
          { label: "MRV CO2 at sea", value: "3,114,000,001.557 t" },
          { label: "Bunkering", value: "300 t" },
        ],
      ),
    ).toEqual([
      { label: "MRV CO2 at sea", from: "5.605 t", to: "3,114,000,001.557 t" },
      { label: "Bunkering", from: "—", to: "300 t" },
      { label: "Sounding", from: "250 t", to: "—" },
    ]);
  });
});
