import { describe, expect, it } from "vitest";
import { LEGEND_LINE, legendHeight } from "./graphLegend";

describe("a graph widget's legend", () => {
  it("is one line while collapsed with more series than fit on it", () => {
    expect(legendHeight(LEGEND_LINE + 3, false)).toEqual({ height: 24 });
  });

  it("takes its own height when opened, or when the series fit on a line", () => {
    expect(legendHeight(LEGEND_LINE + 3, true)).toEqual({});
    expect(legendHeight(LEGEND_LINE, false)).toEqual({});
  });
});
