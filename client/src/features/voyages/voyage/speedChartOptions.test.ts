import { describe, expect, it } from "vitest";
import { safeChartOptions } from "../../../shared/charts/safeChartOptions";
import { apexHtmlSinks, HOSTILE, hasLiveMarkup } from "../../../shared/charts/testing/apexHtmlSinks";
import { testEvent } from "../logic/testEvents";
import { speedChartOptions } from "./speedChartOptions";

const look = { base: {}, color: { primary: "#0", warning: "#1", surfaceRaised: "#2", text: "#3" } };

describe("voyage speed chart", () => {
  it("shows a speed unit from the ship's data package as text in the tooltip", () => {
    const { series, options } = speedChartOptions(
      {
        range: { from: 0, to: 3_600_000 },
        speed: { unit: HOSTILE, points: [[0, 12]] },
        events: [testEvent({ id: "d1", type: "Departure", timestamp: "1970-01-01T00:10:00Z" })],
        endId: null,
      },
      look,
    );
    const sinks = apexHtmlSinks(safeChartOptions(options), series);
    expect(sinks.filter(hasLiveMarkup)).toEqual([]);
    expect(sinks).toContain(
      "Speed (&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;): ",
    );
  });
});
