import { describe, expect, it } from "vitest";
import { longTrendRangeText } from "./longTrendRange";

describe("the long-trend date range of the Diagnostics breadcrumb", () => {
  it("runs from the first to the last daily value of every trend, like 5.Jan 2024", () => {
    expect(
      longTrendRangeText([
        { values: [{ timestamp: "2024-01-07T12:00:00.000Z" }, { timestamp: "2024-03-01T12:00:00.000Z" }] },
        { values: [{ timestamp: "2024-01-05T12:00:00.000Z" }] },
        { values: [] },
      ]),
    ).toBe("5.Jan 2024 – 1.Mar 2024");
  });

  it("is absent without a daily value", () => {
    expect(longTrendRangeText([{ values: [] }])).toBeNull();
    expect(longTrendRangeText([])).toBeNull();
  });
});
