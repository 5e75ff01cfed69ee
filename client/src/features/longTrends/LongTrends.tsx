import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { MultiSelect } from "primereact/multiselect";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { LongTrendDataAnswer, VesselStatusAnswer } from "../../../../domain/longTrends/answers";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { loadVessels } from "../../entities/vessel/vesselStore";
import { fetchVesselVoyages } from "../../entities/vessel/voyagesApi";
import { downloadFile } from "../../shared/api/download";
import { failureText } from "../../shared/api/failureText";
import { useChartBase } from "../../shared/charts/chartBase";
import { formatUtc } from "../../shared/format/formatUtc";
import { useBreadcrumbNote } from "../../shared/routing/breadcrumbNote";
import { TrendWindowPicker } from "../../shared/timeWindow/TrendWindowPicker";
import {
  DEFAULT_TREND_DAYS,
  defaultTrendWindow,
  type TrendWindow,
  type TrendWindowInputs,
  trendWindowFromSaved,
  trendWindowOf,
} from "../../shared/timeWindow/trendWindow";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { DayRange } from "../../shared/ui/DayRange";
import { ScrollRegion } from "../../shared/ui/ScrollRegion";
import { changePerYearText } from "./changePerYearText";
import { LongTrendChart } from "./LongTrendChart";
import { longTrendRangeText } from "./longTrendRange";
import { longTrendsApi, type TrendWindowQuery } from "./longTrendsApi";

const TREND_OPTIONS = [
  { label: "Speed loss", value: "speed" },
  { label: "Shaft rpm deviation", value: "rpm" },
  { label: "SFOC deviation", value: "sfoc" },
];
const ALL_TYPES = TREND_OPTIONS.map((o) => o.value);
const UPDATE_FAILED = "There was an error when trying to update the configuration.";

const num = (n: number | null | undefined, digits = 2, unit = " %") =>
  n === null || n === undefined ? "–" : `${n.toFixed(digits)}${unit}`;
/** A day as the spec prints it (DD. MMM, YYYY). */
const day = (iso: string) => formatUtc(iso, false);

function StatusTag({ status, label }: { status: string; label?: string }) {
  const theme = useTheme();
  const look = performanceStatusLook(status);
  return (
    <span css={{ color: look.tone(theme), fontWeight: 600, whiteSpace: "nowrap" }} data-status={status}>
      <i className={look.icon} aria-hidden="true" css={{ marginRight: 6 }} />
      {label ?? look.label}
    </span>
  );
}

/** The vessel-status row of one trend: use-in-status checkbox and the manual benchmark level. */
function TrendSettings({
  trend,
  onSaved,
}: {
  trend: LongTrendDataAnswer;
  onSaved: (status: VesselStatusAnswer) => void;
}) {
  const [useInStatus, setUseInStatus] = useState(trend.useInVesselStatus);
  const [useManual, setUseManual] = useState(trend.useManualBenchmarkLevel);
  const [level, setLevel] = useState(
    trend.manualBenchmarkLevel === null ? "" : String(trend.manualBenchmarkLevel),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (next: { useInStatus: boolean; useManual: boolean; level: string }) => {
    setSaving(true);
    try {
      const answer = await longTrendsApi.update({
        id: trend.id,
        useInVesselStatus: next.useInStatus,
        useManualBenchmarkLevel: next.useManual,
        manualBenchmarkLevel: next.level.trim() === "" ? null : next.level.trim(),
      });
      setError(null);
      onSaved(answer.vesselStatus);
    } catch (failure) {
      setError(failureText(failure, "Failed to update long trend"));
    } finally {
      setSaving(false);
    }
  };
  const id = trend.diagnosticType;
  return (
    <div css={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap" }}>
      <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
        <Checkbox
          inputId={`use-in-status-${id}`}
          checked={useInStatus}
          disabled={saving}
          onChange={(e) => {
            const value = Boolean(e.checked);
            setUseInStatus(value);
            void save({ useInStatus: value, useManual, level });
          }}
          data-testid={`use-in-status-${id}`}
        />
        <label htmlFor={`use-in-status-${id}`}>Use in vessel status</label>
      </span>
      <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
        <Checkbox
          inputId={`use-manual-${id}`}
          checked={useManual}
          disabled={saving}
          onChange={(e) => setUseManual(Boolean(e.checked))}
        />
        <label htmlFor={`use-manual-${id}`}>Manual benchmark level (%)</label>
        <InputText
          value={level}
          maxLength={6}
          disabled={!useManual || saving}
          onChange={(e) => setLevel(e.target.value)}
          css={{ width: 90 }}
          aria-label={`Manual benchmark level of ${trend.name}`}
          data-testid={`benchmark-level-${id}`}
        />
        <Button
          label="Save"
          size="small"
          disabled={saving}
          onClick={() => void save({ useInStatus, useManual, level })}
          data-testid={`benchmark-save-${id}`}
        />
      </span>
      {error && (
        <AlertBox severity="error" testId={`long-trend-error-${id}`}>
          {error}
        </AlertBox>
      )}
    </div>
  );
}

/** What the plotted period asks the server for. */
const queryOf = (window: Exclude<TrendWindow, { ok: false }>): TrendWindowQuery =>
  "period" in window ? { period: window.period } : { from: window.from, to: window.to };

/** Long trends and diagnostics of one vessel (spec 3 §2; docs/long-trends.md). */
export function LongTrends({
  vesselId,
  rangeInBreadcrumb = false,
}: {
  vesselId: string;
  /** Diagnostics: the breadcrumb names the date range of the daily values shown (spec 3 §2). */
  rangeInBreadcrumb?: boolean;
}) {
  const theme = useTheme();
  const base = useChartBase();
  const [trends, setTrends] = useState<LongTrendDataAnswer[] | null>(null);
  const [status, setStatus] = useState<VesselStatusAnswer | null>(null);
  const [window, setWindow] = useState<{ from: string; to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // The time period as typed, and the one plotted (the Plot button applies the typed one).
  const [typed, setTyped] = useState<TrendWindowInputs>(() => defaultTrendWindow(Date.now()));
  const [plotted, setPlotted] = useState<TrendWindowQuery | undefined>(undefined);
  const resolved = useMemo(() => trendWindowOf(typed, Date.now()), [typed]);
  // The trends shown and the period, saved per user and vessel (GET/PUT /LongTrendConfigurations).
  const [shown, setShown] = useState<string[]>(ALL_TYPES);
  const [configured, setConfigured] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [lastVoyageAvailable, setLastVoyageAvailable] = useState(false);

  useEffect(() => {
    let live = true;
    fetchVesselVoyages(vesselId).then(
      (voyages) => live && setLastVoyageAvailable(voyages.length > 0),
      () => live && setLastVoyageAvailable(false),
    );
    return () => {
      live = false;
    };
  }, [vesselId]);

  useEffect(() => {
    let live = true;
    setConfigured(false);
    longTrendsApi
      .configuration(vesselId)
      .then(([saved]) => {
        if (!live || !saved?.saved) return;
        const types = saved.longTrendIds.split(";").map((id) => id.split(":")[1] ?? "");
        setShown(ALL_TYPES.filter((t) => types.includes(t)));
        const inputs = trendWindowFromSaved(saved, Date.now());
        const window = inputs ? trendWindowOf(inputs, Date.now()) : null;
        if (inputs && window?.ok) {
          setTyped(inputs);
          setPlotted(queryOf(window));
        }
      })
      .catch(() => undefined) // without a saved configuration the page shows its defaults
      .finally(() => live && setConfigured(true));
    return () => {
      live = false;
    };
  }, [vesselId]);

  const plot = () => {
    if (!resolved.ok) return;
    setPlotted(queryOf(resolved));
    setSaveError(null);
    longTrendsApi
      .saveConfiguration({
        vesselId,
        longTrendIds: shown.map((t) => `${vesselId}:${t}`).join(";"),
        timeConfigurationType: typed.type,
        fromDateTime: "from" in resolved ? resolved.from : null,
        toDateTime: "to" in resolved ? resolved.to : null,
        lastNumberDays:
          typed.type === "LastPeriod" ? Math.max(1, Math.round(Number(typed.lastDays))) : DEFAULT_TREND_DAYS,
      })
      .catch(() => setSaveError(UPDATE_FAILED));
  };

  const load = useCallback(async () => {
    const found = await longTrendsApi.find(vesselId, plotted);
    const data = found.items.length
      ? await longTrendsApi.data(
          found.items.map((t) => t.id),
          // A named period is resolved again by the server: it can be longer than dates may be.
          plotted && "period" in plotted ? plotted : { from: found.fromDate, to: found.toDate },
        )
      : { items: [] };
    return { found, data };
  }, [vesselId, plotted]);

  useEffect(() => {
    if (!configured) return;
    let live = true;
    setLoading(true);
    load()
      .then(({ found, data }) => {
        if (!live) return;
        setStatus(found.vesselStatus);
        setWindow({ from: found.fromDate, to: found.toDate });
        setTrends(data.items);
        setError(null);
      })
      .catch((failure: unknown) => live && setError(failureText(failure, "Failed to fetch long trends")))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, configured]);

  const range = longTrendRangeText(trends?.filter((trend) => shown.includes(trend.diagnosticType)) ?? []);
  useBreadcrumbNote(rangeInBreadcrumb && range ? `Long trends ${range}` : null);

  const saved = (next: VesselStatusAnswer) => {
    setStatus(next);
    void load().then(({ data }) => setTrends(data.items));
    void loadVessels(); // the breadcrumb, picker icons and fleet map read the vessel's status
  };

  return (
    // minmax(0, 1fr): a wide period table scrolls inside its card instead of widening the page at 1024 px.
    <div css={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 20 }} data-testid="long-trends">
      <div css={{ display: "flex", gap: 12, alignItems: "flex-end", flexWrap: "wrap" }}>
        <TrendWindowPicker
          value={typed}
          onChange={setTyped}
          error={resolved.ok ? null : resolved.message}
          idPrefix="long-trends"
          named={{ lastVoyage: lastVoyageAvailable ? "available" : "unavailable" }}
        />
        <span css={{ display: "grid", gap: 4, maxWidth: "100%" }}>
          <label htmlFor="long-trends-shown">Trends</label>
          <MultiSelect
            inputId="long-trends-shown"
            value={shown}
            options={TREND_OPTIONS}
            onChange={(e) => setShown(e.value as string[])}
            display="chip"
            data-testid="long-trends-shown"
          />
        </span>
        <Button
          label="Plot"
          icon="pi pi-chart-line"
          disabled={!resolved.ok || loading || shown.length === 0}
          onClick={plot}
          data-testid="long-trends-plot"
        />
        <Button
          label="Excel"
          icon="pi pi-download"
          outlined
          disabled={!window}
          onClick={() => {
            if (!window) return;
            setDownloadError(null);
            const query = plotted && "period" in plotted ? plotted : window;
            downloadFile(longTrendsApi.excelPath(vesselId, query), "Long_trends.xlsx").catch(
              (failure: unknown) => setDownloadError(failureText(failure, "The download failed.")),
            );
          }}
          data-testid="long-trends-excel"
        />
      </div>
      {shown.length === 0 && (
        <small role="alert" css={{ color: theme.color.warning }} data-testid="long-trends-select-warning">
          Please select at least 1 item.
        </small>
      )}
      {saveError && (
        <AlertBox severity="error" testId="long-trends-save-error">
          {saveError}
        </AlertBox>
      )}
      {downloadError && (
        <AlertBox severity="error" testId="long-trends-excel-error">
          {downloadError}
        </AlertBox>
      )}
      <div css={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap" }}>
        {status && (
          <span data-testid="vessel-status">
            Vessel status: <StatusTag status={status.performanceStatus} label={status.label} />
          </span>
        )}
        {window && (
          <span css={{ color: theme.color.textMuted }}>
            Daily values from {day(window.from)} to {day(window.to)}
          </span>
        )}
        {loading && <span css={{ color: theme.color.textMuted }}>Computing the long trends…</span>}
      </div>
      {error && (
        <AlertBox severity="error" testId="long-trends-error">
          {error}
        </AlertBox>
      )}
      {trends
        ?.filter((trend) => shown.includes(trend.diagnosticType))
        .map((trend) => {
          return (
            <Card key={trend.id} data-testid={`long-trend-${trend.diagnosticType}`}>
              <div css={{ display: "flex", gap: 12, alignItems: "baseline", flexWrap: "wrap" }}>
                <h2 css={{ margin: "0 0 4px", fontSize: "1.2rem" }}>{trend.name}</h2>
                <StatusTag status={trend.performanceStatus} />
              </div>
              <p css={{ margin: "0 0 8px", color: theme.color.textMuted }}>{trend.descriptionLong}</p>
              {trend.values.length > 0 ? (
                <LongTrendChart trend={trend} base={base} />
              ) : (
                <p data-testid={`long-trend-empty-${trend.diagnosticType}`}>
                  No daily value in this window{trend.missing ? `: ${trend.missing}` : "."}
                </p>
              )}
              {trend.periods.length > 0 && (
                <ScrollRegion label={`${trend.name}: periods`}>
                  <table
                    css={{
                      borderCollapse: "collapse",
                      width: "100%",
                      "th, td": { padding: "4px 10px", textAlign: "right" },
                      "th:first-of-type, td:first-of-type": { textAlign: "left" },
                      // A figure and its unit stay on one line ("1.10 %", not "1.10" over "%").
                      "td:not(:first-of-type)": { whiteSpace: "nowrap" },
                    }}
                    data-testid={`long-trend-periods-${trend.diagnosticType}`}
                  >
                    <thead>
                      <tr>
                        <th>Period</th>
                        <th>Days</th>
                        <th>Benchmark</th>
                        <th>Trend end</th>
                        <th>Change per year</th>
                        <th>Mean</th>
                        <th>Min</th>
                        <th>Max</th>
                        <th>Std. dev.</th>
                      </tr>
                    </thead>
                    <tbody>
                      {trend.periods.map((p) => (
                        <tr key={p.from}>
                          <td>
                            <DayRange from={p.from} to={p.to} />
                          </td>
                          <td>{p.days}</td>
                          <td>{num(p.benchmarkPoint)}</td>
                          <td>{num(p.trendline?.end)}</td>
                          <td>{changePerYearText(p.days, p.changePerYear)}</td>
                          <td>{num(p.statistics?.mean)}</td>
                          <td>{num(p.statistics?.min)}</td>
                          <td>{num(p.statistics?.max)}</td>
                          <td>{num(p.statistics?.standardDeviation)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
              {trend.trendLimits && (
                <p css={{ margin: "8px 0", color: theme.color.textMuted }}>
                  Benchmark level {num(trend.benchmarkLevel)} (
                  {trend.useManualBenchmarkLevel ? "manual" : "start of the last period"}), deviation{" "}
                  {num(trend.deviationFromBenchmark)}; Observe from {num(trend.trendLimits.observe)}, Not ok
                  from {num(trend.trendLimits.notOk)}
                  {trend.trendLimits.observeLow !== null &&
                    ` (and below ${num(trend.trendLimits.observeLow)} / ${num(trend.trendLimits.notOkLow)})`}
                  .
                </p>
              )}
              <TrendSettings trend={trend} onSaved={saved} />
            </Card>
          );
        })}
    </div>
  );
}
