import { describe, expect, it } from "vitest";
import { safeChartOptions } from "../../shared/charts/safeChartOptions";
import { apexHtmlSinks, HOSTILE, hasLiveMarkup } from "../../shared/charts/testing/apexHtmlSinks";
import { curveChart } from "./curveChart";

const input = {
  points: [
    { x: 8, y: 320 },
    { x: 10, y: 500 },
  ],
  predictionCurve: [
    { x: 8, y: 320 },
    { x: 9, y: 405 },
    { x: 10, y: 500 },
  ],
  predictions: [{ x: 12, y: 720 }],
  // A variable name from a data package is hostile until shown as text.
  xAxis: { name: HOSTILE, unit: "knot" },
  yAxis: { name: "ME Fuel Mass Flow", unit: "kg/hr" },
};
const colors = { points: "#111", curve: "#222", prediction: "#333" };

describe("the curve view's chart", () => {
  it("draws the points, the fitted curve and the predictions on numeric axes spanning all x", () => {
    const { series, options } = curveChart(input, {}, colors);
    expect(series.map((s) => [s.name, s.type, s.data.length])).toEqual([
      ["Points", "scatter", 2],
      ["Fitted curve", "line", 3],
      ["Predictions", "scatter", 1],
    ]);
    // Nice ticks: 8 to 12 kn by 0.5, 300 to 800 kg/hr by 100.
    expect(options.xaxis).toMatchObject({ type: "numeric", min: 8, max: 12, tickAmount: 8 });
    expect(options.yaxis).toMatchObject({ min: 300, max: 800, tickAmount: 5 });
    const yLabel = (options.yaxis as { labels: { formatter: (v: number) => string } }).labels.formatter;
    expect(yLabel(600)).toBe("600");
    expect(options.yaxis).toMatchObject({ title: { text: "ME Fuel Mass Flow (kg/hr)" } });
  });

  it("puts no live markup into ApexCharts' HTML, whatever the variable is called", () => {
    const { series, options } = curveChart(input, {}, colors);
    const sinks = apexHtmlSinks(safeChartOptions(options), series);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    const title = safeChartOptions(options).tooltip?.x?.formatter as (v: number) => string;
    expect(title(11.5)).toBe("x = 11.5");
  });
});
