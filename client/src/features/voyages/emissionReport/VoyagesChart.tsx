import { useTheme } from "@emotion/react";
import { Chart } from "../../../shared/charts/Chart";
import type { VoyageSummary } from "../logic/voyageSummaries";
import { useChartBase } from "../ui/chartTheme";
import { voyagesChartOptions } from "./voyagesChartOptions";

/** Distance sailed and days under way per voyage in the window, oldest first. */
export function VoyagesChart({ voyages }: { voyages: VoyageSummary[] }) {
  const base = useChartBase();
  const theme = useTheme();
  const { series, options } = voyagesChartOptions(voyages, {
    base,
    colors: [theme.color.primary, theme.color.accent],
  });
  return (
    <div data-testid="voyages-chart">
      <Chart type="line" height={260} series={series} options={options} />
    </div>
  );
}
