import ReactApexChart from "react-apexcharts";
import { type ChartOptions, safeChartOptions } from "./safeChartOptions";

export type ApexChartProps = Omit<React.ComponentProps<typeof ReactApexChart>, "options"> & {
  options: ChartOptions;
};

/** The chart library's chunk: only Chart loads it, when a chart is first on screen. */
export default function ApexChart({ options, ...props }: ApexChartProps) {
  return <ReactApexChart {...props} options={safeChartOptions(options)} />;
}
