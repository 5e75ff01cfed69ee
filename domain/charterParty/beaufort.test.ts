import { describe, expect, it } from "vitest";
import { beaufortOf } from "./beaufort.js";

describe("beaufortOf", () => {
  it("reads the WMO limits in knots", () => {
    expect(beaufortOf(0)).toBe(0);
    // 7.9 m/s = 15.36 kn is the top of force 4, 8.0 m/s = 15.55 kn force 5.
    expect(beaufortOf(15.3)).toBe(4);
    expect(beaufortOf(15.6)).toBe(5);
    // 10 kn = 5.14 m/s: force 3; 11 kn = 5.66 m/s: force 4.
    expect(beaufortOf(10)).toBe(3);
    expect(beaufortOf(11)).toBe(4);
    expect(beaufortOf(40)).toBe(8);
    expect(beaufortOf(70)).toBe(12);
  });
});
