import { useTheme } from "@emotion/react";
import Chart from "react-apexcharts";
import { formatDay } from "../logic/formats";
import { type VoyageSummary, voyageHours } from "../logic/voyageSummaries";
import { useChartBase } from "../ui/chartTheme";

/** Distance sailed and days under way per voyage in the window, oldest first. */
export function VoyagesChart({ voyages }: { voyages: VoyageSummary[] }) {
  const base = useChartBase();
  const theme = useTheme();
  const ordered = [...voyages].reverse();
  const categories = ordered.map(
    (v) => `${v.departure.voyage?.name || "Voyage"} · ${formatDay(v.departure.timestamp)}`,
  );
  const series = [
    { name: "Distance (nm)", type: "column", data: ordered.map((v) => Math.round(v.distanceNm * 10) / 10) },
    {
      name: "Days under way",
      type: "line",
      data: ordered.map((v) => {
        const hours = voyageHours(v);
        return hours === null ? null : Math.round((hours / 24) * 10) / 10;
      }),
    },
  ];
  return (
    <div data-testid="voyages-chart">
      <Chart
        type="line"
        height={260}
        series={series}
        options={{
          ...base,
          colors: [theme.color.primary, theme.color.accent],
          xaxis: { categories, labels: { rotate: -20, trim: true, maxHeight: 70 } },
          yaxis: [
            { title: { text: "nm" }, decimalsInFloat: 0, min: 0 },
            { opposite: true, title: { text: "days" }, decimalsInFloat: 1, min: 0 },
          ],
          stroke: { width: [0, 3] },
          markers: { size: 4 },
          plotOptions: { bar: { columnWidth: "45%", borderRadius: 4 } },
          dataLabels: { enabled: false },
          noData: { text: "No voyages in this period" },
        }}
      />
    </div>
  );
}
