import { type Theme, useTheme } from "@emotion/react";
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

/**
 * Text on a chart label filled with one of the theme's text colours (primary, danger, warning, textMuted):
 * white on the light theme, where they are dark, and the canvas on the dark one, where they are light.
 * White on the dark theme's light colours read at 2.5:1.
 */
export function filledLabelText(theme: Theme): string {
  return theme.mode === "dark" ? theme.color.canvas : "#ffffff";
}
