import { useTheme } from "@emotion/react";
import { useEffect, useMemo, useState } from "react";
import type { FoulingConfigAnswer, SpeedLossAnswer } from "../../../../domain/hullPerformance/answers";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { filledLabelText, useChartBase } from "../../shared/charts/chartBase";
import { formatFixed } from "../../shared/format/formatFixed";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { CardGrid } from "../../shared/ui/CardGrid";
import { InfoList } from "../../shared/ui/InfoList";
import { PeriodDropdown } from "../../shared/ui/PeriodDropdown";
import { FoulingChartConfig } from "./FoulingChartConfig";
import { foulingApi } from "./foulingApi";
import {
  cleanHullLabel,
  eventImpactText,
  fixedText,
  percentDifferenceText,
  percentText,
} from "./foulingTexts";
import { HullCoatingCard } from "./HullCoatingCard";
import { SeaTemperatureCard } from "./SeaTemperatureCard";
import { speedLossChartOptions } from "./speedLossChartOptions";
import { useFoulingPeriod } from "./useFoulingPeriod";
import { windCorrectionText } from "./windCorrectionText";

const PERIODS = [90, 180, 365];
const REJECTED: Record<string, string> = {
  incomplete: "incomplete (a feature missing)",
  notUnderWay: "not under way",
  unstable: "unstable (ISO 19030 standard deviation limits)",
  waterTemperature: "water at 2 °C or colder",
  wind: "true wind above 7.9 m/s",
  rudder: "rudder angle above 5°",
  waterDepth: "shallow water",
  draft: "draft outside the reference curves",
  waves: "waves beyond STAWAVE-1 (ISO 15016)",
};

const CALIBRATION_METHOD: Record<string, string> = {
  oppositeHeadings: "SOG/STW on opposite headings",
  oneHeading: "SOG/STW on one heading",
  allBlocks: "SOG/STW, courses unknown",
  certified: "certified",
  none: "not calibrated",
};
const range = (r: [number, number] | null, digits: number) =>
  r ? ` (95 %: ${formatFixed(r[0], digits)}–${formatFixed(r[1], digits)})` : "";

const pct = (n: number | null | undefined, digits = 2) =>
  n === null || n === undefined ? null : percentText(n, digits);

/** The Fouling page of one vessel (spec 3 §2 "Fouling, speed loss, ISO 19030"; docs/fouling.md). */
export function Fouling({ vesselId, canEdit }: { vesselId: string; canEdit: boolean }) {
  const theme = useTheme();
  const base = useChartBase();
  const [config, setConfig] = useState<FoulingConfigAnswer | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [data, setData] = useState<SpeedLossAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const days = config?.periodDays ?? 365;
  const period = useFoulingPeriod(days);

  useEffect(() => {
    let live = true;
    foulingApi
      .config(vesselId)
      .then((answer) => live && setConfig(answer))
      .catch((failure: unknown) => {
        if (!live) return;
        setConfigError(failureText(failure, "Failed to fetch Fouling configuration"));
        setConfig({
          vesselId,
          periodDays: 365,
          showTrend: true,
          showEvents: true,
          benchmark: null,
          savedAt: null,
          saved: false,
        });
      });
    return () => {
      live = false;
    };
  }, [vesselId]);

  const configLoaded = config !== null;
  useEffect(() => {
    if (!configLoaded) return;
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
  }, [vesselId, period, configLoaded]);

  const save = async (next: FoulingConfigAnswer) => {
    const previous = config;
    setConfig(next);
    try {
      const { saved: _saved, ...body } = next;
      setConfig(await foulingApi.saveConfig(body));
      setConfigError(null);
    } catch (failure) {
      setConfig(previous);
      setConfigError(failureText(failure, "Failed to update Benchmark"));
    }
  };

  const chart = useMemo(
    () =>
      data && config && data.history.length > 0
        ? speedLossChartOptions(
            data.history,
            data.periods,
            data.events,
            base,
            {
              points: theme.color.primary,
              trend: theme.color.danger,
              event: theme.color.textMuted,
              benchmark: theme.color.warning,
              label: filledLabelText(theme),
            },
            { trend: config.showTrend, events: config.showEvents, benchmark: config.benchmark },
          )
        : null,
    [data, config, base, theme],
  );
  const stats = data?.statistics;
  const fuel = data?.addedFuelConsumption;

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="fouling">
      <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <PeriodDropdown
          id="fouling-period"
          days={days}
          options={PERIODS}
          disabled={!config}
          onChange={(periodDays) => config && void save({ ...config, periodDays })}
        />
        {loading && <span css={{ color: theme.color.textMuted }}>Computing the speed loss…</span>}
      </div>
      {error && (
        <AlertBox severity="error" testId="fouling-error">
          {error}
        </AlertBox>
      )}
      {configError && (
        <AlertBox severity="error" testId="fouling-config-error">
          {configError}
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
          {config && <FoulingChartConfig config={config} onSave={save} />}
        </Card>
      )}
      <SeaTemperatureCard vesselId={vesselId} from={period.from} to={period.to} />
      {stats && fuel && (
        <CardGrid>
          <Card data-testid="fouling-statistics">
            <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Speed loss statistics</h2>
            <InfoList
              rows={[
                ["Current speed loss", pct(stats.currentSpeedLoss)],
                [
                  "Change per year (since the last hull event)",
                  stats.changePerYear === null
                    ? `Shown from ${stats.trendMinDays} days with a value`
                    : `${fixedText(stats.changePerYear)} percentage points`,
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
                    .map(
                      (k) =>
                        `${k.factor.toFixed(4)} from ${formatUtc(k.from, false)} (${CALIBRATION_METHOD[k.method]})`,
                    )
                    .join("\n") || null,
                ],
                ["Wind correction", windCorrectionText(stats.windCorrection)],
                ["Features without data", stats.missingFeatures.join(", ") || "none"],
              ]}
            />
            {stats.speedLogCalibrations
              .filter((k) => k.note)
              .map((k) => (
                <p
                  key={k.from}
                  data-testid="fouling-calibration-note"
                  css={{ margin: "10px 0 0", color: theme.color.textMuted, fontSize: "0.9rem" }}
                >
                  Speed log from {formatUtc(k.from, false)}: {k.note}
                </p>
              ))}
          </Card>
          <Card data-testid="fouling-added-fuel">
            <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Added fuel consumption</h2>
            <InfoList
              rows={[
                [
                  "Speed loss from fouling",
                  fuel.speedLoss === null
                    ? null
                    : `${pct(fuel.speedLoss)}${fuel.speedLossConfidence === null ? "" : ` ± ${fuel.speedLossConfidence.toFixed(2)}`}`,
                ],
                [
                  cleanHullLabel(fuel.cleanHullMeasured, fuel.cleanHullEventDate),
                  fuel.meanSpeedLoss === null || fuel.cleanHullSpeedLoss === null
                    ? null
                    : percentDifferenceText(fuel.meanSpeedLoss, fuel.cleanHullSpeedLoss),
                ],
                ["Added power at the same speed", pct(fuel.addedPowerShare, 1)],
                [
                  "Mean added power at sea",
                  fuel.addedPower === null ? null : `${fuel.addedPower.toLocaleString("en-GB")} kW`,
                ],
                [
                  "Specific fuel consumption",
                  `${fuel.specificFuelConsumption.toFixed(0)} g/kWh${fuel.specificFuelMeasured ? " (measured)" : " (assumed)"}`,
                ],
                [
                  "Fuel for the added power",
                  fuel.marginalFuelConsumption === null
                    ? null
                    : `${fuel.marginalFuelConsumption.toFixed(0)} g/kWh${fuel.fuelCurveMeasured ? " (engine's measured fuel curve)" : " (mean SFOC)"}`,
                ],
                ["Time under way", pct(fuel.atSeaShare * 100, 0)],
                [
                  "Added fuel per day at sea",
                  fuel.tonnesPerDayAtSea === null
                    ? null
                    : `${fuel.tonnesPerDayAtSea.toFixed(2)} t${range(fuel.tonnesPerDayAtSeaRange, 2)}`,
                ],
                [
                  "Added fuel per year",
                  fuel.tonnesPerYear === null
                    ? null
                    : `${fuel.tonnesPerYear.toLocaleString("en-GB")} t${range(fuel.tonnesPerYearRange, 0)}`,
                ],
              ]}
            />
            {fuel.operatingProfile.length > 0 && (
              <table
                data-testid="fouling-operating-profile"
                css={{
                  marginTop: 14,
                  width: "100%",
                  borderCollapse: "collapse",
                  fontSize: "0.85rem",
                  "th, td": {
                    padding: "3px 6px",
                    textAlign: "right",
                    borderBottom: `1px solid ${theme.color.border}`,
                  },
                  // Numbers stay on one line; the headings wrap, so the table fits the card.
                  td: { whiteSpace: "nowrap" },
                  th: { color: theme.color.textMuted, fontWeight: 500, verticalAlign: "bottom" },
                }}
              >
                <caption css={{ textAlign: "left", color: theme.color.textMuted, paddingBottom: 4 }}>
                  Operating profile (time in reference conditions)
                </caption>
                <thead>
                  <tr>
                    <th>Speed (kn)</th>
                    <th>Time</th>
                    <th>Clean-hull power (kW)</th>
                    <th>Added power (kW)</th>
                    <th>Added fuel (t/day)</th>
                  </tr>
                </thead>
                <tbody>
                  {fuel.operatingProfile.map((b) => (
                    <tr key={b.speedFrom}>
                      <td>
                        {b.speedFrom}–{b.speedTo}
                      </td>
                      <td>{(b.share * 100).toFixed(1)} %</td>
                      <td>{b.referencePower?.toLocaleString("en-GB") ?? "—"}</td>
                      <td>{b.addedPower?.toLocaleString("en-GB") ?? "—"}</td>
                      <td>{b.tonnesPerDayAtSea?.toFixed(2) ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </CardGrid>
      )}
      <HullCoatingCard vesselId={vesselId} canEdit={canEdit} />
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
                `${e.eventTypeName} ${formatUtc(e.date, false)}`,
                eventImpactText(e),
              ])}
            />
          )}
        </Card>
      )}
    </div>
  );
}
