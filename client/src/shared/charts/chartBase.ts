import { useTheme } from "@emotion/react";
import type { ChartOptions } from "./Chart";

/** The ApexCharts options every chart of the area shares: the app's theme, fonts and no toolbar clutter. */
export function useChartBase(): ChartOptions {
  const theme = useTheme();
  return {
    chart: {
      background: "transparent",
      foreColor: theme.color.textMuted,
      toolbar: { show: false },
      fontFamily: "inherit",
      animations: { enabled: false },
    },
    theme: { mode: theme.mode },
    grid: { borderColor: theme.color.border },
    tooltip: { theme: theme.mode },
    legend: { labels: { colors: theme.color.text } },
  };
}
