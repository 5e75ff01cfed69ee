import { useTheme } from "@emotion/react";
import { useEffect, useState } from "react";
import Chart from "react-apexcharts";
import { loadSpeed, type SpeedSeries } from "../api/speedApi";
import { eventLabel } from "../logic/eventLabels";
import { speedChartRange } from "../logic/speedChartWindow";
import type { VesselEventDto } from "../types";
import { useChartBase } from "../ui/chartTheme";

/** GPS speed around the voyage (±12 h, or 168 h after a lone departure) with a plot line per event. */
export function SpeedChart({
  vesselId,
  events,
  endId,
}: {
  vesselId: string;
  events: VesselEventDto[];
  endId: string | null;
}) {
  const base = useChartBase();
  const theme = useTheme();
  const [speed, setSpeed] = useState<SpeedSeries | null | undefined>(undefined);
  const range = speedChartRange(events.map((e) => e.timestamp));
  const from = range?.from;
  const to = range?.to;

  useEffect(() => {
    if (from === undefined || to === undefined) return;
    let live = true;
    void loadSpeed(vesselId, { from, to }).then((series) => live && setSpeed(series));
    return () => {
      live = false;
    };
  }, [vesselId, from, to]);

  if (!range) return null;
  return (
    <div data-testid="speed-chart" data-has-speed={Boolean(speed)}>
      <Chart
        type="area"
        height={220}
        series={[{ name: `Speed${speed ? ` (${speed.unit})` : ""}`, data: speed?.points ?? [] }]}
        options={{
          ...base,
          colors: [theme.color.primary],
          xaxis: { type: "datetime", min: range.from, max: range.to, labels: { datetimeUTC: true } },
          yaxis: { min: 0, decimalsInFloat: 1, title: { text: speed?.unit ?? "kn" } },
          stroke: { width: 2, curve: "straight" },
          fill: { type: "gradient", gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
          dataLabels: { enabled: false },
          noData: { text: speed === undefined ? "Loading speed…" : "No speed data for this period" },
          annotations: {
            xaxis: events.map((e) => ({
              x: new Date(e.timestamp).getTime(),
              borderColor: theme.color.warning,
              strokeDashArray: 4,
              label: {
                text: eventLabel(e.type, e.id === endId),
                orientation: "horizontal",
                style: { background: theme.color.surfaceRaised, color: theme.color.text, fontSize: "11px" },
              },
            })),
          },
        }}
      />
    </div>
  );
}
