import { useTheme } from "@emotion/react";
import { useEffect, useState } from "react";
import { Chart } from "../../../shared/charts/Chart";
import { loadSpeed, type SpeedSeries } from "../api/speedApi";
import { speedChartRange } from "../logic/speedChartWindow";
import type { VesselEventDto } from "../types";
import { useChartBase } from "../ui/chartTheme";
import { speedChartOptions } from "./speedChartOptions";

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
  const { series, options } = speedChartOptions(
    { range, speed, events, endId },
    { base, color: theme.color },
  );
  return (
    <div data-testid="speed-chart" data-has-speed={Boolean(speed)}>
      <Chart type="area" height={220} series={series} options={options} />
    </div>
  );
}
