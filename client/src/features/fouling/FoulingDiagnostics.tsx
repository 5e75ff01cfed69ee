import { useTheme } from "@emotion/react";
import { useEffect, useMemo, useState } from "react";
import type { DeviationSeriesAnswer } from "../../../../domain/hullPerformance/answers";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { FitToDataToggle } from "../../shared/charts/FitToDataToggle";
import { useFitToData } from "../../shared/charts/useFitToData";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { PeriodDropdown } from "../../shared/ui/PeriodDropdown";
import { dailyChartOptions, deviationDays, propulsionCurveOptions } from "./diagnosticsChartOptions";
import { foulingApi, type PropulsionCurve } from "./foulingApi";
import { useFoulingPeriod } from "./useFoulingPeriod";

const PERIODS = [90, 180, 365];

interface Diagnostics {
  efficiency: Array<{ timestamp: string; efficiency: number }>;
  curve: PropulsionCurve;
  rpm: DeviationSeriesAnswer;
  sfr: DeviationSeriesAnswer;
}

/**
 * Fouling/Diagnostics (spec 3 §2): propulsion efficiency per day and the speed-power curve it comes from,
 * the rpm deviation (chart ±25 %) and the SFR deviation (±50 %). docs/fouling.md.
 */
export function FoulingDiagnostics({ vesselId }: { vesselId: string }) {
  const theme = useTheme();
  const base = useChartBase();
  const [days, setDays] = useState(365);
  const period = useFoulingPeriod(days);
  const [data, setData] = useState<Diagnostics | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const failures: string[] = [];
    const soft = <T,>(promise: Promise<T>, message: string, fallback: T) =>
      promise.catch((failure: unknown) => {
        failures.push(failureText(failure, message));
        return fallback;
      });
    const emptyDeviation = { range: 0, variable: null, days: [] };
    Promise.all([
      soft(
        foulingApi.propulsionEfficiency(vesselId, period.from, period.to),
        "Failed to fetch Propulsion Efficency",
        {
          days: [],
        },
      ),
      soft(
        foulingApi.propulsionCurve(vesselId, period.from, period.to),
        "Failed to fetch Propulsion Efficency Curve",
        {
          reference: [],
          measured: [],
        },
      ),
      soft(
        foulingApi.deviations(vesselId, period.from, period.to),
        "Failed to fetch rpm and SFR deviations",
        {
          rpm: { ...emptyDeviation, range: 25 },
          sfr: { ...emptyDeviation, range: 50 },
        },
      ),
    ])
      .then(([efficiency, curve, deviations]) => {
        if (!live) return;
        setData({ efficiency: efficiency.days, curve, rpm: deviations.rpm, sfr: deviations.sfr });
        setErrors([...new Set(failures)]);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [vesselId, period]);

  const [fitEfficiency, setFitEfficiency] = useFitToData("foulingEfficiency");
  const [fitRpm, setFitRpm] = useFitToData("foulingRpm");
  const [fitSfr, setFitSfr] = useFitToData("foulingSfr");
  const charts = useMemo(() => {
    if (!data) return null;
    return {
      efficiency: dailyChartOptions(
        base,
        "fouling-propulsion-efficiency",
        "Propulsion efficiency",
        "%",
        data.efficiency.map((d) => ({ timestamp: d.timestamp, value: d.efficiency })),
        theme.color.primary,
        {
          // The scale holds every day (a badly fouled hull can be far below 100 %), at least 90–110 %.
          min: Math.floor((Math.min(90, ...data.efficiency.map((d) => d.efficiency)) - 2) / 10) * 10,
          max: 110,
        },
        100,
        theme.color.textMuted,
        fitEfficiency,
      ),
      curve: propulsionCurveOptions(data.curve, base, [
        theme.color.textMuted,
        theme.color.warning,
        theme.color.danger,
        theme.color.primary,
      ]),
      rpm: dailyChartOptions(
        base,
        "fouling-rpm-deviation",
        "Rpm deviation",
        "%",
        deviationDays(data.rpm),
        theme.color.primary,
        { min: -data.rpm.range, max: data.rpm.range },
        0,
        theme.color.textMuted,
        fitRpm,
      ),
      sfr: dailyChartOptions(
        base,
        "fouling-sfr-deviation",
        "SFR deviation",
        "%",
        deviationDays(data.sfr),
        theme.color.primary,
        { min: -data.sfr.range, max: data.sfr.range },
        0,
        theme.color.textMuted,
        fitSfr,
      ),
    };
  }, [data, base, theme, fitEfficiency, fitRpm, fitSfr]);

  const empty = (what: string) => <p css={{ margin: 0 }}>No daily {what} in this period.</p>;
  const section = (
    testId: string,
    title: string,
    text: string,
    body: React.ReactNode,
    fit?: [boolean, (fit: boolean) => void],
  ) => (
    <Card data-testid={testId}>
      <div css={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap" }}>
        <h2 css={{ margin: "0 0 6px", fontSize: "1.2rem" }}>{title}</h2>
        {fit && <FitToDataToggle id={testId} checked={fit[0]} onChange={fit[1]} />}
      </div>
      <p css={{ margin: "0 0 10px", color: theme.color.textMuted, maxWidth: 900 }}>{text}</p>
      {body}
    </Card>
  );

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="fouling-diagnostics">
      <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <PeriodDropdown id="fouling-diagnostics-period" days={days} options={PERIODS} onChange={setDays} />
        {loading && <span css={{ color: theme.color.textMuted }}>Computing…</span>}
      </div>
      {errors.map((message) => (
        <AlertBox key={message} severity="error" testId="fouling-diagnostics-error">
          {message}
        </AlertBox>
      ))}
      {charts && data && (
        <>
          {section(
            "fouling-propulsion-efficiency",
            "Propulsion efficiency",
            "Share of the delivered power the speed-power reference would need for the speed made, per day of ISO 19030 blocks: 100 % is as on the reference; the rest goes to hull and propeller roughness.",
            data.efficiency.length ? (
              <Chart
                type="scatter"
                height={280}
                series={charts.efficiency.series}
                options={charts.efficiency.options}
              />
            ) : (
              empty("propulsion efficiency")
            ),
            [fitEfficiency, setFitEfficiency],
          )}
          {section(
            "fouling-propulsion-curve",
            "Propulsion efficiency curve",
            "The vessel's speed-power reference (sea trial or model test, per draft) and the measured daily means of speed and delivered power: points above the curves need more power than the clean hull.",
            data.curve.reference.length || data.curve.measured.length ? (
              <Chart type="line" height={320} series={charts.curve.series} options={charts.curve.options} />
            ) : (
              empty("speed and power")
            ),
          )}
          <div
            css={{ display: "grid", gap: 20, gridTemplateColumns: "repeat(auto-fit, minmax(420px, 1fr))" }}
          >
            {section(
              "fouling-rpm-deviation",
              "Rpm deviation (±25 %)",
              "Measured shaft rpm against the propeller law fitted on the first 30 days of data: a fouled hull makes the propeller run heavy (lower rpm for the power).",
              data.rpm.days.length ? (
                <Chart type="scatter" height={260} series={charts.rpm.series} options={charts.rpm.options} />
              ) : (
                empty("rpm deviation")
              ),
              [fitRpm, setFitRpm],
            )}
            {section(
              "fouling-sfr-deviation",
              "SFR deviation (±50 %)",
              "Specific fuel rate (main-engine fuel per kWh of shaft power) against its level in the first 30 days: the engine's own condition, apart from the hull.",
              data.sfr.days.length ? (
                <Chart type="scatter" height={260} series={charts.sfr.series} options={charts.sfr.options} />
              ) : (
                empty("SFR deviation")
              ),
              [fitSfr, setFitSfr],
            )}
          </div>
        </>
      )}
    </div>
  );
}
