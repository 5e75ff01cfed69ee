import { describe, expect, it } from "vitest";
import type { EventType } from "./model.js";
import { notUnderwayPeriods } from "./notUnderway.js";

const at = (type: EventType, timestamp: string) => ({ type, timestamp });

describe("periods not underway under own propulsion (IMO DCS hours underway)", () => {
  it("are the anchoring and drifting periods before the arrival", () => {
    const events = [
      at("StartDrifting", "2025-03-02T00:00:00.000Z"),
      at("EndDrifting", "2025-03-02T02:00:00.000Z"),
      at("StartBunkering", "2025-03-02T03:00:00.000Z"),
      at("EndBunkering", "2025-03-02T04:00:00.000Z"),
      at("StartAnchoring", "2025-03-03T04:00:00.000Z"),
      at("EndAnchoring", "2025-03-03T14:00:00.000Z"),
      at("Arrival", "2025-03-03T18:00:00.000Z"),
      at("StartAnchoring", "2025-03-04T00:00:00.000Z"),
      at("EndAnchoring", "2025-03-04T04:00:00.000Z"),
    ];
    expect(notUnderwayPeriods(events, "2025-03-03T18:00:00.000Z")).toEqual([
      { from: "2025-03-02T00:00:00.000Z", to: "2025-03-02T02:00:00.000Z" },
      { from: "2025-03-03T04:00:00.000Z", to: "2025-03-03T14:00:00.000Z" },
    ]);
  });

  it("close an anchoring left open at the arrival", () => {
    expect(
      notUnderwayPeriods(
        [at("StartAnchoring", "2025-03-03T04:00:00.000Z"), at("Arrival", "2025-03-03T18:00:00.000Z")],
        "2025-03-03T18:00:00.000Z",
      ),
    ).toEqual([{ from: "2025-03-03T04:00:00.000Z", to: "2025-03-03T18:00:00.000Z" }]);
  });
});
