import ReactApexChart from "react-apexcharts";
import { type ChartOptions, safeChartOptions } from "./safeChartOptions";

type ApexChartProps = React.ComponentProps<typeof ReactApexChart>;

/**
 * The app's only way to draw an ApexCharts chart: the options go through safeChartOptions, so names
 * from data never reach ApexCharts' innerHTML unescaped (a test refuses other imports of the library).
 */
export function Chart({ options, ...props }: Omit<ApexChartProps, "options"> & { options: ChartOptions }) {
  return <ReactApexChart {...props} options={safeChartOptions(options)} />;
}

export type { ChartOptions };
