import { lazy, Suspense } from "react";
import type { ApexChartProps } from "./ApexChart";
import type { ChartOptions } from "./safeChartOptions";

// The library is a sixth of the app's JavaScript: a page without a chart on screen never loads it.
const ApexChart = lazy(() => import("./ApexChart"));

/**
 * The app's only way to draw an ApexCharts chart: the options go through safeChartOptions, so names
 * from data never reach ApexCharts' innerHTML unescaped (a test refuses other imports of the library).
 * Until the library's chunk arrives, an empty box of the chart's size holds its place.
 */
export function Chart(props: ApexChartProps) {
  const { width, height } = props;
  return (
    <Suspense fallback={<div style={{ width: width ?? "100%", height: height ?? "auto" }} />}>
      <ApexChart {...props} />
    </Suspense>
  );
}

export type { ChartOptions };
