import { describe, expect, it } from "vitest";
import { safeChartOptions } from "../../../shared/charts/safeChartOptions";
import { apexHtmlSinks, HOSTILE, hasLiveMarkup } from "../../../shared/charts/testing/apexHtmlSinks";
import { testEvent, voyageInfo } from "../logic/testEvents";
import { summarizeVoyages } from "../logic/voyageSummaries";
import { voyagesChartOptions } from "./voyagesChartOptions";

const voyages = summarizeVoyages([
  testEvent({
    id: "d1",
    type: "Departure",
    timestamp: "2024-03-01T08:00:00Z",
    departureId: "d1",
    voyage: voyageInfo(HOSTILE),
  }),
  testEvent({ id: "a1", type: "Arrival", timestamp: "2024-03-04T20:00:00Z", departureId: "d1" }),
]);
const look = { base: {}, colors: ["#000", "#111"] as [string, string] };

describe("Emission Report voyages chart", () => {
  it("names a bar by its voyage, shown as text in the tooltip however the voyage is named", () => {
    const { series, options } = voyagesChartOptions(voyages, look);
    const sinks = apexHtmlSinks(safeChartOptions(options), series);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    expect(sinks.some((s) => s.startsWith("&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;"))).toBe(
      true,
    );
    expect(sinks.some((s) => s.endsWith("· 01. Mar, 2024"))).toBe(true);
  });

  it("carries the voyage name into the options, so only the escaping stands between it and the page", () => {
    // Without safeChartOptions the same options would put the name into the tooltip as markup.
    const { series, options } = voyagesChartOptions(voyages, look);
    expect(apexHtmlSinks(options, series).some(hasLiveMarkup)).toBe(true);
  });

  it("names the axis untrimmed, so that NA-2504 and NA-2505 stay apart", () => {
    const two = summarizeVoyages([
      testEvent({
        id: "d1",
        type: "Departure",
        timestamp: "2024-03-01T08:00:00Z",
        departureId: "d1",
        voyage: voyageInfo("NA-2504 Oslo"),
      }),
      testEvent({
        id: "d2",
        type: "Departure",
        timestamp: "2024-03-05T08:00:00Z",
        departureId: "d2",
        voyage: voyageInfo("NA-2505 Bergen"),
      }),
    ]);
    const { options } = voyagesChartOptions(two, look);
    expect(options.xaxis?.categories).toEqual([
      "NA-2504 Oslo · 01. Mar, 2024",
      "NA-2505 Bergen · 05. Mar, 2024",
    ]);
    expect(options.xaxis?.labels?.trim).toBe(false);
  });
});
