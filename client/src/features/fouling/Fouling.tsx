import { useTheme } from "@emotion/react";
import { Dropdown } from "primereact/dropdown";
import { useEffect, useMemo, useState } from "react";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { InfoList } from "../../shared/ui/InfoList";
import { type FoulingData, foulingApi } from "./foulingApi";
import { speedLossChartOptions } from "./speedLossChartOptions";

const DAY = 86_400_000;
const PERIODS = [
  { label: "Last 90 days", value: 90 },
  { label: "Last 180 days", value: 180 },
  { label: "Last 365 days", value: 365 },
];
const REJECTED: Record<string, string> = {
  incomplete: "incomplete (a feature missing)",
  notUnderWay: "not under way",
  unstable: "unstable (ISO 19030 standard deviation limits)",
  waterTemperature: "water at 2 °C or colder",
  wind: "true wind above 7.9 m/s",
  rudder: "rudder angle above 5°",
  waterDepth: "shallow water",
  draft: "draft outside the reference curves",
};

const pct = (n: number | null | undefined, digits = 2) =>
  n === null || n === undefined ? null : `${n.toFixed(digits)} %`;

/** The Fouling page of one vessel (spec 3 §2 "Fouling, speed loss, ISO 19030"; docs/fouling.md). */
export function Fouling({ vesselId }: { vesselId: string }) {
  const theme = useTheme();
  const base = useChartBase();
  const [days, setDays] = useState(365);
  const [data, setData] = useState<FoulingData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const period = useMemo(() => {
    const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    return { from: new Date(to.getTime() - days * DAY).toISOString(), to: to.toISOString() };
  }, [days]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    foulingApi
      .speedLoss(vesselId, period.from, period.to)
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
      })
      .catch(
        (failure: unknown) => live && setError(failureText(failure, "Failed to fetch speed loss history")),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [vesselId, period]);

  const chart =
    data && data.history.length > 0
      ? speedLossChartOptions(data.history, data.periods, data.events, base, {
          points: theme.color.primary,
          trend: theme.color.danger,
          event: theme.color.textMuted,
        })
      : null;
  const stats = data?.statistics;
  const fuel = data?.addedFuelConsumption;

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="fouling">
      <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <label htmlFor="fouling-period">Period</label>
        <Dropdown
          inputId="fouling-period"
          value={days}
          options={PERIODS}
          onChange={(e) => setDays(e.value as number)}
          data-testid="fouling-period"
        />
        {loading && <span css={{ color: theme.color.textMuted }}>Computing the speed loss…</span>}
      </div>
      {error && (
        <AlertBox severity="error" testId="fouling-error">
          {error}
        </AlertBox>
      )}
      <p css={{ margin: 0, color: theme.color.textMuted, maxWidth: 900 }}>
        Speed loss is the daily average of the ISO 19030-2 performance values of the 10-minute blocks that
        pass the filters (stable, true wind up to 7.9 m/s, deep water, draft within the reference): how much
        slower the ship sails than its speed-power reference at the same power and draft. 0 % means
        performance matches the reference curve.
      </p>
      {data && (
        <Card data-testid="fouling-chart">
          <h2 css={{ margin: "0 0 8px", fontSize: "1.2rem" }}>Speed loss history</h2>
          {chart ? (
            <Chart type="line" height={320} series={chart.series} options={chart.options} />
          ) : (
            <p data-testid="fouling-no-days">
              No day in this period has enough data passing the ISO 19030 filters for a speed-loss value.
            </p>
          )}
        </Card>
      )}
      {stats && fuel && (
        <div css={{ display: "grid", gap: 20, gridTemplateColumns: "repeat(auto-fit, minmax(340px, 1fr))" }}>
          <Card data-testid="fouling-statistics">
            <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Speed loss statistics</h2>
            <InfoList
              rows={[
                ["Current speed loss", pct(stats.currentSpeedLoss)],
                [
                  "Change per year (since the last hull event)",
                  stats.changePerYear === null
                    ? `Shown from ${stats.trendMinDays} days with a value`
                    : `${stats.changePerYear.toFixed(2)} percentage points`,
                ],
                ["Mean of the last 30 days", pct(stats.meanSpeedLossLast30Days)],
                ["Days with a value", stats.daysWithValue],
                [
                  "10-minute blocks accepted",
                  `${stats.blocks.accepted.toLocaleString("en-GB")} of ${stats.blocks.blocks.toLocaleString("en-GB")}`,
                ],
                [
                  "Blocks filtered out",
                  Object.entries(stats.blocks.rejected)
                    .filter(([, n]) => n > 0)
                    .map(([reason, n]) => `${n.toLocaleString("en-GB")} ${REJECTED[reason] ?? reason}`)
                    .join("\n") || null,
                ],
                [
                  "Speed log calibration (SOG/STW)",
                  stats.speedLogCalibrations
                    .map((k) => `${k.factor.toFixed(4)} from ${k.from.slice(0, 10)}`)
                    .join("\n") || null,
                ],
                ["Features without data", stats.missingFeatures.join(", ") || "none"],
              ]}
            />
          </Card>
          <Card data-testid="fouling-added-fuel">
            <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Added fuel consumption</h2>
            <InfoList
              rows={[
                ["Speed loss used", pct(fuel.speedLoss)],
                ["Added power at the same speed", pct(fuel.addedPowerShare, 1)],
                [
                  "Specific fuel consumption",
                  `${fuel.specificFuelConsumption.toFixed(0)} g/kWh${fuel.specificFuelMeasured ? " (measured)" : " (assumed)"}`,
                ],
                ["Time under way", pct(fuel.atSeaShare * 100, 0)],
                [
                  "Added fuel per day at sea",
                  fuel.tonnesPerDayAtSea === null ? null : `${fuel.tonnesPerDayAtSea.toFixed(2)} t`,
                ],
                [
                  "Added fuel per year",
                  fuel.tonnesPerYear === null ? null : `${fuel.tonnesPerYear.toLocaleString("en-GB")} t`,
                ],
              ]}
            />
          </Card>
        </div>
      )}
      {data && (
        <Card data-testid="fouling-event-impact">
          <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Event impact</h2>
          {data.eventImpacts.length === 0 ? (
            <p css={{ margin: 0 }}>
              No dry docking, hull cleaning, propeller polishing or new coating in this period (record them on
              the ISO19030 page).
            </p>
          ) : (
            <InfoList
              rows={data.eventImpacts.map((e) => [
                `${e.eventTypeName} ${e.date.slice(0, 10)}`,
                e.improvement === null
                  ? "Not enough daily values before and after (91 days each side)"
                  : `Mean PV ${e.meanPerformanceValueBefore?.toFixed(2)} % before, ${e.meanPerformanceValueAfter?.toFixed(2)} % after: ${e.improvement >= 0 ? "+" : ""}${e.improvement.toFixed(2)} percentage points`,
              ])}
            />
          )}
        </Card>
      )}
    </div>
  );
}
