import { describe, expect, it } from "vitest";
import { axisScale, dataExtent, niceScale, tickLabel } from "./niceScale";

describe("niceScale", () => {
  it("steps of 1, 2, 2.5 or 5 × 10ⁿ, ends on a step", () => {
    // The curve view's 9 … 14.5 kn read 9, 9.69, 10.38: now 9 to 15 in steps of 1.
    expect(niceScale(9, 14.5)).toEqual({ min: 9, max: 15, step: 1, tickAmount: 6, decimals: 0 });
    // A 1–2 % speed-loss trend: 0.2 steps.
    expect(niceScale(1.1, 2.3)).toEqual({ min: 1, max: 2.4, step: 0.2, tickAmount: 7, decimals: 1 });
    // The dashboard's −2,000 … 8,000 kW: steps of 1,000 (not 8000.0, 6000.0 …).
    expect(niceScale(-1830, 7950)).toEqual({
      min: -2000,
      max: 8000,
      step: 1000,
      tickAmount: 10,
      decimals: 0,
    });
    // The spec's ±50 % and ±25 % stay as they are.
    expect(niceScale(-50, 50)).toEqual({ min: -50, max: 50, step: 10, tickAmount: 10, decimals: 0 });
    expect(niceScale(-25, 25)).toEqual({ min: -25, max: 25, step: 5, tickAmount: 10, decimals: 0 });
    expect(niceScale(0, 0.07)).toEqual({ min: 0, max: 0.07, step: 0.01, tickAmount: 7, decimals: 2 });
    expect(niceScale(0, 9, 4)).toEqual({ min: 0, max: 10, step: 2.5, tickAmount: 4, decimals: 1 });
  });

  it("widens a single value and survives bad input", () => {
    expect(niceScale(10, 10)).toMatchObject({ min: 9.5, max: 10.5 });
    expect(niceScale(0, 0)).toMatchObject({ min: -1, max: 1 });
    expect(niceScale(Number.NaN, 3)).toMatchObject({ min: 0, max: 1 });
    expect(niceScale(5, 1)).toMatchObject({ min: 1, max: 5 });
  });
});

describe("tickLabel", () => {
  it("keeps the step's decimals, separates thousands, names the unit and never says -0", () => {
    expect(tickLabel(8000, 0, "kW")).toBe("8,000 kW");
    expect(tickLabel(1.25, 2, "%")).toBe("1.25 %");
    expect(tickLabel(0.30000000000000004, 1)).toBe("0.3");
    expect(tickLabel(-0.0001, 1, "%")).toBe("0.0 %");
    expect(tickLabel(Number.NaN, 1)).toBe("");
  });
});

describe("axisScale", () => {
  it("keeps the default range until fit to data is on", () => {
    const values = [1.2, 1.5, null, 2.1];
    expect(axisScale({ min: -50, max: 50 }, "%", { values })).toMatchObject({
      min: -50,
      max: 50,
      tickAmount: 10,
    });
    const fitted = axisScale({ min: -50, max: 50 }, "%", { fit: true, values });
    expect(fitted).toMatchObject({ min: 1.2, max: 2.1, tickAmount: 9 });
    expect(fitted.labels.formatter(1.4)).toBe("1.4 %");
    // Nothing to fit: the default range.
    expect(axisScale({ min: -50, max: 50 }, "%", { fit: true, values: [] })).toMatchObject({ min: -50 });
  });

  it("dataExtent skips gaps", () => {
    expect(dataExtent([3, null, Number.NaN, -1, undefined])).toEqual({ low: -1, high: 3 });
    expect(dataExtent([])).toBeNull();
  });
});
