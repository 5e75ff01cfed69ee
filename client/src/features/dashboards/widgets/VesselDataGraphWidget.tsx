import { useTheme } from "@emotion/react";
import { useEffect, useMemo, useState } from "react";
import type { VesselDataConfigView } from "../../../../../domain/dashboards/widgetConfigs";
import { Chart, type ChartOptions } from "../../../shared/charts/Chart";
import { unitAxes } from "../../../shared/charts/unitAxes";
import { type GraphSeries, loadGraphSeries } from "../data/vesselData";
import { useVesselsRevision } from "../state/liveRefresh";
import { LEGEND_LINE, legendHeight } from "./graphLegend";
import { Muted } from "./WidgetFrame";

/** Time series of the config's columns over each column's span, at an automatic data interval. */
export function VesselDataGraphWidget({ config }: { config: VesselDataConfigView }) {
  const theme = useTheme();
  const [data, setData] = useState<{ series: GraphSeries[] } | null>(null);
  const [failed, setFailed] = useState(false);
  // The legend is one scrolling line unless opened: with many series it took half the widget (issue 34).
  const [legendOpen, setLegendOpen] = useState(false);
  const revision = useVesselsRevision(config.vessels.map((v) => v.id));

  useEffect(() => {
    void revision;
    let live = true;
    loadGraphSeries(config, Date.now())
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setFailed(false);
      })
      .catch((error) => {
        console.warn("The graph could not be loaded", error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [config, revision]);

  const options = useMemo((): ChartOptions => {
    const series = data?.series ?? [];
    return {
      chart: {
        background: "transparent",
        foreColor: theme.color.textMuted,
        toolbar: { show: false },
        fontFamily: "inherit",
        animations: { enabled: false },
        zoom: { enabled: false },
      },
      theme: { mode: theme.mode },
      grid: { borderColor: theme.color.border },
      stroke: { width: 1.5, curve: "straight" },
      legend: {
        position: "top",
        horizontalAlign: "left",
        labels: { colors: theme.color.text },
        ...legendHeight(series.length, legendOpen),
      },
      xaxis: { type: "datetime", labels: { datetimeUTC: false } },
      yaxis: unitAxes(
        series.map((s) => ({ name: s.name, unit: s.unit, precision: 1, values: s.points.map((p) => p[1]) })),
      ),
      tooltip: { theme: theme.mode, x: { format: "d MMM yyyy HH:mm" } },
      dataLabels: { enabled: false },
      markers: { size: 0 },
    };
  }, [data, theme, legendOpen]);

  if (config.vessels.length === 0 || config.columns.length === 0)
    return (
      <Muted data-testid="widget-empty">
        {config.vessels.length === 0
          ? "Choose vessels and variables with the cog of this widget."
          : `No variables yet for ${config.vessels.map((v) => v.name).join(", ")}: choose them with the cog of this widget (a vessel's variables appear once its data has been received).`}
      </Muted>
    );
  if (failed) return <Muted>The graph could not be loaded.</Muted>;
  if (!data) return <Muted>Loading…</Muted>;
  const points = data.series.reduce((n, s) => n + s.points.length, 0);
  if (points === 0) return <Muted data-testid="graph-no-data">No data in the chosen time span.</Muted>;
  return (
    <div
      css={{ height: "100%", minHeight: 160, position: "relative" }}
      data-testid="vessel-data-graph"
      data-points={points}
      data-legend={data.series.length > LEGEND_LINE ? (legendOpen ? "open" : "collapsed") : "all"}
    >
      {data.series.length > LEGEND_LINE && (
        <button
          type="button"
          onClick={() => setLegendOpen((open) => !open)}
          aria-expanded={legendOpen}
          css={{
            position: "absolute",
            top: 0,
            right: 0,
            zIndex: 1,
            border: 0,
            background: theme.color.surface,
            color: theme.color.primary,
            font: "inherit",
            fontSize: "0.8rem",
            cursor: "pointer",
            padding: "2px 4px",
          }}
          data-testid="graph-legend-toggle"
        >
          {legendOpen ? "Less" : `All ${data.series.length} series`}
        </button>
      )}
      <Chart
        type="line"
        height="100%"
        series={data.series.map((s) => ({ name: s.name, data: s.points }))}
        options={options}
      />
    </div>
  );
}
