import type { ChartOptions } from "../../../shared/charts/Chart";
import { formatDay } from "../logic/formats";
import { type VoyageSummary, voyageHours } from "../logic/voyageSummaries";

/** Distance sailed (columns) and days under way (line) per voyage, oldest first; a bar is named by its voyage. */
export function voyagesChartOptions(
  voyages: VoyageSummary[],
  look: { base: ChartOptions; colors: [string, string] },
): { series: ApexAxisChartSeries; options: ChartOptions } {
  const ordered = [...voyages].reverse();
  // Labels are rotated, not trimmed: trimmed to the bar's width they all read "NA-25...".
  const categories = ordered.map(
    (v) => `${v.departure.voyage?.name || "Voyage"} · ${formatDay(v.departure.timestamp)}`,
  );
  const series: ApexAxisChartSeries = [
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
  return {
    series,
    options: {
      ...look.base,
      colors: look.colors,
      xaxis: {
        categories,
        labels: { rotate: -45, rotateAlways: true, trim: false, hideOverlappingLabels: true, maxHeight: 120 },
      },
      yaxis: [
        { title: { text: "nm" }, decimalsInFloat: 0, min: 0 },
        { opposite: true, title: { text: "days" }, decimalsInFloat: 1, min: 0 },
      ],
      stroke: { width: [0, 3] },
      markers: { size: 4 },
      plotOptions: { bar: { columnWidth: "45%", borderRadius: 4 } },
      dataLabels: { enabled: false },
      noData: { text: "No voyages in this period" },
    },
  };
}
