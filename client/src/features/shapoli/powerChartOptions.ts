import type { ChartOptions } from "../../shared/charts/Chart";

export interface PowerChartInput {
  points: Array<{ timestamp: string; max: number; value: number }>;
  limitedPower: number;
  unlimitedPower: number;
  breaches: Array<{ breachStartDate: string; breachEndDate: string }>;
}

/**
 * Shaft power (highest of each interval, so a breach is never averaged away) against the limited and
 * unlimited maximum power, with the breaches shaded. Series names are fixed texts; the chart's own
 * escaping (shared/charts) covers them anyway.
 */
export function powerChartOptions(
  input: PowerChartInput,
  base: ChartOptions,
  colors: { power: string; limit: string; breach: string; text: string; label: string },
) {
  const series = [
    {
      name: "Shaft power (max of interval, kW)",
      data: input.points.map((p) => ({ x: Date.parse(p.timestamp), y: Math.round(p.max) })),
    },
  ];
  const options: ChartOptions = {
    ...base,
    chart: { ...base.chart, id: "shapoli-power", zoom: { enabled: false } },
    colors: [colors.power],
    stroke: { width: 1.5, curve: "straight" },
    dataLabels: { enabled: false },
    xaxis: { type: "datetime", labels: { datetimeUTC: true } },
    yaxis: {
      min: 0,
      max: Math.ceil((input.unlimitedPower * 1.05) / 500) * 500,
      labels: { formatter: (v: number) => `${Math.round(v).toLocaleString("en-GB")}` },
      title: { text: "kW" },
    },
    annotations: {
      yaxis: [
        {
          y: input.limitedPower,
          borderColor: colors.limit,
          strokeDashArray: 5,
          label: {
            text: `Limited ${input.limitedPower.toLocaleString("en-GB")} kW`,
            style: { color: colors.label, background: colors.limit },
          },
        },
        {
          y: input.unlimitedPower,
          borderColor: colors.text,
          strokeDashArray: 2,
          label: {
            text: `Unlimited ${input.unlimitedPower.toLocaleString("en-GB")} kW`,
            style: { color: colors.label, background: colors.text },
          },
        },
      ],
      xaxis: input.breaches.map((b) => ({
        x: Date.parse(b.breachStartDate),
        x2: Math.max(Date.parse(b.breachEndDate), Date.parse(b.breachStartDate) + 30 * 60_000),
        fillColor: colors.breach,
        opacity: 0.25,
        borderColor: colors.breach,
      })),
    },
    tooltip: { x: { format: "dd MMM yyyy HH:mm" } },
    legend: { show: true, ...base.legend },
  };
  return { series, options };
}
