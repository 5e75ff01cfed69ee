import type { ChartOptions } from "../../../shared/charts/Chart";
import type { SpeedSeries } from "../api/speedApi";
import { eventLabel } from "../logic/eventLabels";
import type { TimeRange } from "../logic/speedChartWindow";
import type { VesselEventDto } from "../types";

export interface SpeedChartLook {
  base: ChartOptions;
  color: { primary: string; warning: string; surfaceRaised: string; text: string };
}

/**
 * GPS speed over the range with a dashed line per event. The unit comes from the ship's data package,
 * so it is data, like a name. `speed` undefined means still loading, null means none.
 */
export function speedChartOptions(
  {
    range,
    speed,
    events,
    endId,
  }: {
    range: TimeRange;
    speed: SpeedSeries | null | undefined;
    events: VesselEventDto[];
    endId: string | null;
  },
  look: SpeedChartLook,
): { series: ApexAxisChartSeries; options: ChartOptions } {
  return {
    series: [{ name: `Speed${speed ? ` (${speed.unit})` : ""}`, data: speed?.points ?? [] }],
    options: {
      ...look.base,
      colors: [look.color.primary],
      xaxis: { type: "datetime", min: range.from, max: range.to, labels: { datetimeUTC: true } },
      yaxis: { min: 0, decimalsInFloat: 1, title: { text: speed?.unit ?? "kn" } },
      stroke: { width: 2, curve: "straight" },
      fill: { type: "gradient", gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
      dataLabels: { enabled: false },
      noData: { text: speed === undefined ? "Loading speed…" : "No speed data for this period" },
      annotations: {
        xaxis: events.map((e) => ({
          x: new Date(e.timestamp).getTime(),
          borderColor: look.color.warning,
          strokeDashArray: 4,
          label: {
            text: eventLabel(e.type, e.id === endId),
            orientation: "horizontal",
            style: { background: look.color.surfaceRaised, color: look.color.text, fontSize: "11px" },
          },
        })),
      },
    },
  };
}
