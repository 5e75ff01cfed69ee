import { describe, expect, it } from "vitest";
import { noonValue } from "./noonValue";

describe("noonValue", () => {
  it("writes a figure with its unit, positions in degrees with four decimals", () => {
    const values = { distanceNm: 312.456, latitude: 57.123456, windForceBft: 5, remarks: "Heavy swell" };
    expect(noonValue(values, "distanceNm")).toBe("312.46 nm");
    expect(noonValue(values, "latitude")).toBe("57.1235°");
    expect(noonValue(values, "windForceBft")).toBe("5 Bft");
    expect(noonValue(values, "remarks")).toBe("Heavy swell");
  });

  it("leaves a field the ship did not fill empty", () => {
    expect(noonValue({ meFuelT: null }, "meFuelT")).toBe("");
    expect(noonValue({}, "meFuelT")).toBe("");
  });
});
