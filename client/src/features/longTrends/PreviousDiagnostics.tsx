import { useTheme } from "@emotion/react";
import { useEffect, useState } from "react";
import type { LongTrendDataAnswer, VesselStatusAnswer } from "../../../../domain/longTrends/answers";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { FitToDataToggle } from "../../shared/charts/FitToDataToggle";
import { useFitToData } from "../../shared/charts/useFitToData";
import { formatShortDay } from "../../shared/format/formatUtc";
import { TableCard } from "../../shared/table/TableCard";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { changePerYearText } from "./changePerYearText";
import { longTrendsApi } from "./longTrendsApi";
import { previousDiagnosticsChart } from "./previousDiagnosticsChart";

const pct = (n: number | null | undefined, unit = " %") =>
  n === null || n === undefined ? "–" : `${n.toFixed(2)}${unit}`;

/**
 * Diagnostics (previous version): the vessel's long trends as the earlier screen showed them, read-only —
 * one table of every trend's status and last period, and their daily values on one chart, over the server's
 * default window (the last 365 days). The same calls as the Diagnostics screen (GET /LongTrends/Find, /Data).
 */
export function PreviousDiagnostics({ vesselId }: { vesselId: string }) {
  const theme = useTheme();
  const base = useChartBase();
  const [answer, setAnswer] = useState<{
    status: VesselStatusAnswer;
    from: string;
    to: string;
    trends: LongTrendDataAnswer[];
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fit, setFit] = useFitToData("diagnosticsOld");

  useEffect(() => {
    let live = true;
    setAnswer(null);
    setError(null);
    (async () => {
      const found = await longTrendsApi.find(vesselId);
      const data = found.items.length
        ? await longTrendsApi.data(
            found.items.map((t) => t.id),
            { from: found.fromDate, to: found.toDate },
          )
        : { items: [] };
      return { status: found.vesselStatus, from: found.fromDate, to: found.toDate, trends: data.items };
    })().then(
      (loaded) => live && setAnswer(loaded),
      (failure: unknown) => live && setError(failureText(failure, "Failed to fetch long trends")),
    );
    return () => {
      live = false;
    };
  }, [vesselId]);

  if (error)
    return (
      <AlertBox severity="error" testId="diagnostics-old-error">
        {error}
      </AlertBox>
    );
  if (!answer) return <p css={{ color: theme.color.textMuted }}>Computing the long trends…</p>;
  const withValues = answer.trends.filter((t) => t.values.length > 0);
  const chart = withValues.length > 0 ? previousDiagnosticsChart(withValues, base, fit) : null;
  const statusLook = performanceStatusLook(answer.status.performanceStatus);
  return (
    <div css={{ display: "grid", gap: 16 }} data-testid="diagnostics-old">
      <span data-testid="diagnostics-old-status">
        Vessel status:{" "}
        <strong css={{ color: statusLook.tone(theme) }}>
          <i className={statusLook.icon} aria-hidden="true" css={{ marginRight: 6 }} />
          {answer.status.label}
        </strong>
        <span css={{ color: theme.color.textMuted }}>
          {" "}
          · daily values {formatShortDay(answer.from)} – {formatShortDay(answer.to)}
        </span>
      </span>
      {/* The table scrolls inside its card at 1024 px: focusable, so the keyboard can scroll it. */}
      <TableCard tabIndex={0} aria-label="Long trends: figures per trend">
        <table
          css={{
            borderCollapse: "collapse",
            width: "100%",
            "th, td": {
              padding: "0.6rem 1rem",
              textAlign: "right",
              whiteSpace: "nowrap",
              borderBottom: `1px solid ${theme.color.border}`,
            },
            "th:first-of-type, td:first-of-type": {
              textAlign: "left",
              position: "sticky",
              left: 0,
              background: theme.color.surface,
            },
            "th, th:first-of-type": {
              color: theme.color.textMuted,
              fontSize: "0.85rem",
              textTransform: "uppercase",
              background: theme.color.surfaceMuted,
            },
          }}
          data-testid="diagnostics-old-table"
        >
          <thead>
            <tr>
              <th>Trend</th>
              <th>Status</th>
              <th>Days</th>
              <th>Last period from</th>
              <th>Benchmark</th>
              <th>Deviation</th>
              <th>Change per year</th>
            </tr>
          </thead>
          <tbody>
            {answer.trends.map((trend) => {
              const look = performanceStatusLook(trend.performanceStatus);
              return (
                <tr key={trend.id} data-testid={`diagnostics-old-row-${trend.diagnosticType}`}>
                  <td>{trend.name}</td>
                  <td css={{ color: look.tone(theme), fontWeight: 600 }}>{look.label}</td>
                  <td>{trend.values.length}</td>
                  <td>{trend.lastPeriodStartDate ? formatShortDay(trend.lastPeriodStartDate) : "–"}</td>
                  <td>{pct(trend.benchmarkLevel)}</td>
                  <td>{pct(trend.deviationFromBenchmark)}</td>
                  <td>
                    {changePerYearText(
                      trend.periods.at(-1)?.days ?? trend.values.length,
                      trend.changePerYear,
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableCard>
      <Card css={{ padding: 16 }}>
        {chart ? (
          <div data-testid="diagnostics-old-chart" data-series={withValues.length}>
            <div css={{ display: "flex", justifyContent: "flex-end" }}>
              <FitToDataToggle id="diagnostics-old" checked={fit} onChange={setFit} />
            </div>
            <Chart type="line" height={320} series={chart.series} options={chart.options} />
          </div>
        ) : (
          <p data-testid="diagnostics-old-empty">
            No daily value in the last 365 days
            {answer.trends[0]?.missing ? `: ${answer.trends[0].missing}` : "."}
          </p>
        )}
      </Card>
    </div>
  );
}
