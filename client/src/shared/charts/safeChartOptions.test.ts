import { describe, expect, it } from "vitest";
import { html } from "../html/escapeHtml";
import { safeChartOptions } from "./safeChartOptions";
import { apexHtmlSinks, HOSTILE, hasLiveMarkup } from "./testing/apexHtmlSinks";

const escaped = "&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;";

describe("safeChartOptions", () => {
  it("escapes category names in the tooltip title, series names and legend entries", () => {
    const options = safeChartOptions({ xaxis: { categories: [HOSTILE, "Oslo"] } });
    const sinks = apexHtmlSinks(options, [{ name: HOSTILE, data: [1, 2] }]);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    expect(sinks).toContain(`${escaped}&lt;script&gt;window.__xss=1&lt;/script&gt;`);
    expect(sinks).toContain("Oslo");
  });

  it("escapes the category a line chart maps back from its internal index", () => {
    // Line and area charts number categories 1…n and name them with w.globals.xLabelFormatter.
    const options = safeChartOptions({ xaxis: { categories: [HOSTILE] } });
    const title = options.tooltip?.x?.formatter as (value: number, opts: unknown) => string;
    const w = { globals: { xLabelFormatter: (index: number) => [HOSTILE][index - 1] } };
    expect(title(1, { w })).toBe(`${escaped}&lt;script&gt;window.__xss=1&lt;/script&gt;`);
  });

  it("shows pie labels (series names of a non-axis chart) as text", () => {
    const options = safeChartOptions({ labels: [HOSTILE] });
    expect(apexHtmlSinks(options, [3]).filter(hasLiveMarkup)).toEqual([]);
  });

  it("escapes what a chart's own formatters answer, and still calls them", () => {
    const options = safeChartOptions({
      xaxis: { categories: ["a"], labels: { formatter: (v: string) => `${v}${HOSTILE}` } },
      yaxis: { labels: { formatter: (v: number) => `${v} ${HOSTILE}` } },
      legend: { formatter: (name: string) => `${name}${HOSTILE}` },
      tooltip: { y: { title: { formatter: (name: string) => `${name}${HOSTILE}` } }, z: { title: HOSTILE } },
    });
    const sinks = apexHtmlSinks(options, [{ name: "Fuel", data: [7] }]);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    expect(sinks).toContain(`a${escaped}&lt;script&gt;window.__xss=1&lt;/script&gt;`);
    expect(sinks.some((s) => s.startsWith("7 &lt;img"))).toBe(true);
  });

  it("keeps ApexCharts' own date and number formatting where nothing carries text", () => {
    const options = safeChartOptions({ xaxis: { type: "datetime" } });
    expect(options.tooltip?.x?.formatter).toBeUndefined();
    expect((options.tooltip?.y as ApexTooltipY | undefined)?.formatter).toBeUndefined();
  });

  it("applies the same escaping to every entry of a per-series tooltip", () => {
    const options = safeChartOptions({ tooltip: { y: [{}, { formatter: () => HOSTILE }] } });
    const sinks = apexHtmlSinks(options, [
      { name: HOSTILE, data: [1] },
      { name: "b", data: [2] },
    ]);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
  });

  it("takes a custom tooltip built with html`` as markup and shows a raw string as text", () => {
    const built = safeChartOptions({ tooltip: { custom: () => html`<div class="t">${HOSTILE}</div>` } });
    const [fromTemplate] = apexHtmlSinks(built, [{ name: "a", data: [1] }]).slice(-1);
    expect(fromTemplate).toBe(`<div class="t">${escaped}&lt;script&gt;window.__xss=1&lt;/script&gt;</div>`);

    // A caller that gets around the type (plain JavaScript, a cast) still cannot inject markup.
    const raw = safeChartOptions({ tooltip: { custom: (() => `<b>${HOSTILE}</b>`) as never } });
    expect(apexHtmlSinks(raw, [{ name: "a", data: [1] }]).filter(hasLiveMarkup)).toEqual([]);
  });

  it("would catch the unescaped options ApexCharts gets without it", () => {
    // Proves the sink model sees the defect: the voyage chart's options as they were before the fix.
    const sinks = apexHtmlSinks({ xaxis: { categories: [HOSTILE] } }, [{ name: "Distance (nm)", data: [1] }]);
    expect(sinks.some(hasLiveMarkup)).toBe(true);
  });
});
