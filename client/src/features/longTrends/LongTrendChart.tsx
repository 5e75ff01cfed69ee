import { useTheme } from "@emotion/react";
import type { LongTrendDataAnswer } from "../../../../domain/longTrends/answers";
import { Chart, type ChartOptions } from "../../shared/charts/Chart";
import { filledLabelText } from "../../shared/charts/chartBase";
import { FitToDataToggle } from "../../shared/charts/FitToDataToggle";
import { useFitToData } from "../../shared/charts/useFitToData";
import { longTrendChartOptions } from "./longTrendChartOptions";

/** One long trend's chart with its own "Fit to data" switch (remembered per diagnostic type). */
export function LongTrendChart({ trend, base }: { trend: LongTrendDataAnswer; base: ChartOptions }) {
  const theme = useTheme();
  const [fit, setFit] = useFitToData(`longTrend.${trend.diagnosticType}`);
  const chart = longTrendChartOptions(
    trend,
    base,
    {
      points: theme.color.primary,
      trend: theme.color.danger,
      event: theme.color.textMuted,
      label: filledLabelText(theme),
    },
    fit,
  );
  return (
    <>
      <div css={{ display: "flex", justifyContent: "flex-end" }}>
        <FitToDataToggle id={`long-trend-${trend.diagnosticType}`} checked={fit} onChange={setFit} />
      </div>
      <Chart type="line" height={280} series={chart.series} options={chart.options} />
    </>
  );
}
