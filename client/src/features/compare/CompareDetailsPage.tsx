import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { MultiSelect } from "primereact/multiselect";
import { SelectButton } from "primereact/selectbutton";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { CompareAnswer, LatestConsequencesAnswer } from "../../../../domain/longTrends/answers";
import { useSession } from "../../entities/session/sessionStore";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { FitToDataToggle } from "../../shared/charts/FitToDataToggle";
import { useFitToData } from "../../shared/charts/useFitToData";
import { formatUtc } from "../../shared/format/formatUtc";
import { storageKeys } from "../../shared/storageKeys";
import { TrendWindowPicker } from "../../shared/timeWindow/TrendWindowPicker";
import {
  defaultTrendWindow,
  type TrendWindowInputs,
  trendWindowOf,
} from "../../shared/timeWindow/trendWindow";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { PageHeader } from "../../shared/ui/PageHeader";
import { useStoredPrice } from "../../shared/useStoredPrice";
import { CompareBreadcrumbs } from "./CompareBreadcrumbs";
import { ConsequenceCells, MissingCodeWarning } from "./ConsequenceCells";
import { type CompareGroup, compareApi, type DiagnosticType } from "./compareApi";
import { compareChartOptions, vesselColor } from "./compareChartOptions";

/** The most vessels one comparison holds (the server's limit: "Maximum 20 items reached"). */
const MAX_VESSELS = 20;
const TYPES: readonly DiagnosticType[] = ["speed", "rpm", "sfoc"];
/** The MCR basis options (spec 3 §9): 40, 50 (default), 75, 90 %. */
const MCR_OPTIONS = [40, 50, 75, 90].map((p) => ({ label: `${p} %`, value: p }));
const NA = "n/a";
const HELP =
  "Each vessel's long trend of this type: daily values and the trendline of each period between hull events. " +
  "Change is the last period's change per year (365 × the trendline's slope), Benchmark the level the period " +
  "is judged from, Deviation the trendline's current value above it. Benchmarking vessels (a period younger " +
  "than 30 days) show n/a. Added fuel and Cost are the consequence of the deviation: the fuel per day the vessel " +
  "spends for it when its engine runs at the chosen share of its MCR (its own MCR and measured SFOC), and what " +
  "that fuel costs at the fuel price you enter.";

const pp = (n: number | null, unit = " pp") => (n === null ? NA : `${n.toFixed(2)}${unit}`);

/** /Compare/Details/{type}: one diagnostic type's long trend of the chosen vessels, graph and table. */
export function CompareDetailsPage() {
  const theme = useTheme();
  const base = useChartBase();
  const { diagnosticType = "" } = useParams();
  const type = TYPES.find((t) => t === diagnosticType) ?? null;
  const [group, setGroup] = useState<CompareGroup | null>(null);
  const [vesselIds, setVesselIds] = useState<string[]>([]);
  const [window, setWindow] = useState<TrendWindowInputs>(() => defaultTrendWindow(Date.now()));
  const [lastPeriodOnly, setLastPeriodOnly] = useState(false);
  const [relativeY, setRelativeY] = useState(false);
  const [comparison, setComparison] = useState<CompareAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { user } = useSession();
  const [fuelPrice, setFuelPrice] = useStoredPrice(
    `${storageKeys.fuelPricePrefix}${user?.companyId ?? "none"}`,
  );
  const [mcrPercent, setMcrPercent] = useState(50);
  const [consequences, setConsequences] = useState<LatestConsequencesAnswer | null>(null);
  const resolved = useMemo(() => trendWindowOf(window, Date.now()), [window]);
  const selectionProblem = vesselIds.length === 0 ? "Please select at least 1 item." : null;

  useEffect(() => {
    if (!type) return;
    let live = true;
    compareApi
      .groups()
      .then((answer) => {
        if (!live) return;
        const found = answer.items.find((g) => g.diagnosticType === type) ?? null;
        setGroup(found);
        setVesselIds((found?.vessels ?? []).slice(0, MAX_VESSELS).map((v) => v.id));
      })
      .catch(
        (failure: unknown) => live && setError(failureText(failure, "Failed to find vessel long trends")),
      );
    return () => {
      live = false;
    };
  }, [type]);

  const plot = useCallback(
    async (options: { lastPeriodOnly: boolean; relativeY: boolean }) => {
      if (!type || !resolved.ok || vesselIds.length === 0) return;
      setLoading(true);
      try {
        const answer = await compareApi.compare({
          diagnosticType: type,
          vesselIds,
          ...options,
          window:
            "period" in resolved
              ? { period: resolved.period }
              : { fromDate: resolved.from, toDate: resolved.to },
        });
        setComparison(answer);
        setError(null);
      } catch (failure) {
        setError(failureText(failure, "Failed to fetch long trends"));
      } finally {
        setLoading(false);
      }
    },
    [type, resolved, vesselIds],
  );

  // The consequences of the plotted comparison, again when the fuel price changes.
  useEffect(() => {
    if (!comparison || comparison.items.length === 0) return;
    let live = true;
    compareApi
      .consequences({
        longTrendIds: comparison.items.map((i) => i.longTrendId),
        fromDate: comparison.fromDate,
        toDate: comparison.toDate,
        fuelPrice,
      })
      .then((answer) => live && setConsequences(answer))
      .catch((failure: unknown) => {
        if (!live) return;
        setConsequences(null);
        setError(failureText(failure, "Failed to load benefit"));
      });
    return () => {
      live = false;
    };
  }, [comparison, fuelPrice]);

  // The first plot once the group's vessels are known; later ones by the Plot button and the toggles.
  const [plotted, setPlotted] = useState(false);
  const [fit, setFit] = useFitToData(`compare.${diagnosticType}`);
  useEffect(() => {
    if (group && !plotted && vesselIds.length > 0) {
      setPlotted(true);
      void plot({ lastPeriodOnly, relativeY });
    }
  }, [group, plotted, vesselIds, plot, lastPeriodOnly, relativeY]);

  if (!type)
    return (
      <>
        <CompareBreadcrumbs details="unknown" />
        <AlertBox severity="error" testId="compare-unknown-type">
          There is no diagnostic type “{diagnosticType}” to compare.{" "}
          <Link to="/Compare">Back to Compare</Link>
        </AlertBox>
      </>
    );

  const chart = comparison?.items.some((i) => i.values.length > 0)
    ? compareChartOptions(comparison, base, fit)
    : null;
  const toggle = (next: { lastPeriodOnly: boolean; relativeY: boolean }) => {
    setLastPeriodOnly(next.lastPeriodOnly);
    setRelativeY(next.relativeY);
    void plot(next);
  };
  const showBenchmark = !(comparison?.lastPeriodOnly ?? lastPeriodOnly);

  return (
    <>
      <CompareBreadcrumbs details={group?.name ?? type} />
      <PageHeader
        title={`Compare: ${group?.name ?? type}`}
        subtitle={group?.descriptionLong}
        actions={
          <Link
            to="/Help/Compare"
            title={HELP}
            aria-label="Help: Vessel Comparison"
            data-testid="compare-help"
          >
            <i className="pi pi-question-circle" css={{ fontSize: "1.3rem" }} aria-hidden="true" />
          </Link>
        }
      />
      <Card css={{ marginBottom: 20 }}>
        <div css={{ display: "flex", gap: 16, alignItems: "flex-end", flexWrap: "wrap" }}>
          <span css={{ display: "grid", gap: 4, minWidth: 280, maxWidth: 520, flex: 1 }}>
            <label htmlFor="compare-vessels">Vessels</label>
            <MultiSelect
              inputId="compare-vessels"
              value={vesselIds}
              options={(group?.vessels ?? []).map((v) => ({ label: v.name, value: v.id }))}
              onChange={(e) => setVesselIds(e.value as string[])}
              selectionLimit={MAX_VESSELS}
              display="chip"
              filter
              placeholder="Vessel name"
              data-testid="compare-vessels"
            />
          </span>
          <TrendWindowPicker
            value={window}
            onChange={setWindow}
            error={resolved.ok ? null : resolved.message}
            idPrefix="compare"
            named={{ lastVoyage: "hidden" }}
          />
          <Button
            label="Plot"
            icon="pi pi-chart-line"
            loading={loading}
            disabled={!resolved.ok || selectionProblem !== null || loading}
            onClick={() => void plot({ lastPeriodOnly, relativeY })}
            data-testid="compare-plot"
          />
        </div>
        {selectionProblem && group && (
          <small role="alert" css={{ color: theme.color.warning }} data-testid="compare-select-warning">
            {selectionProblem}
          </small>
        )}
        {vesselIds.length >= MAX_VESSELS && (
          <small css={{ color: theme.color.textMuted }}>Maximum {MAX_VESSELS} items reached</small>
        )}
      </Card>
      {error && (
        <AlertBox severity="error" testId="compare-error">
          {error}
        </AlertBox>
      )}
      <Card data-testid="compare-details">
        <div css={{ display: "flex", gap: 10, flexWrap: "wrap", marginBottom: 12, alignItems: "center" }}>
          <Button
            size="small"
            outlined
            label={lastPeriodOnly ? "Show all trend periods" : "Show last trend period only"}
            onClick={() => toggle({ lastPeriodOnly: !lastPeriodOnly, relativeY })}
            disabled={loading}
            data-testid="compare-toggle-periods"
          />
          <Button
            size="small"
            outlined
            label={relativeY ? "Show real Y" : "Show relative Y"}
            onClick={() => toggle({ lastPeriodOnly, relativeY: !relativeY })}
            disabled={loading}
            data-testid="compare-toggle-y"
          />
          {comparison && (
            <span css={{ color: theme.color.textMuted }}>
              Daily values from {formatUtc(comparison.fromDate, false)} to{" "}
              {formatUtc(comparison.toDate, false)}
              {comparison.relativeY ? ", each period counted from its benchmark point" : ""}
            </span>
          )}
          {loading && <span css={{ color: theme.color.textMuted }}>Computing the long trends…</span>}
        </div>
        <div css={{ display: "flex", gap: 16, flexWrap: "wrap", marginBottom: 12, alignItems: "flex-end" }}>
          <span css={{ display: "grid", gap: 4 }}>
            <span id="compare-mcr-label">MCR basis</span>
            <SelectButton
              value={mcrPercent}
              options={MCR_OPTIONS}
              onChange={(e) => e.value !== null && e.value !== undefined && setMcrPercent(e.value as number)}
              allowEmpty={false}
              aria-labelledby="compare-mcr-label"
              data-testid="compare-mcr"
            />
          </span>
          <span css={{ display: "grid", gap: 4 }}>
            <label htmlFor="compare-fuel-price">Fuel price (USD/t)</label>
            <InputNumber
              inputId="compare-fuel-price"
              value={fuelPrice}
              onValueChange={(e) => setFuelPrice(e.value ?? null)}
              min={0}
              max={10_000}
              maxFractionDigits={2}
              placeholder="none"
              data-testid="compare-fuel-price"
            />
          </span>
        </div>
        {consequences && <MissingCodeWarning consequences={consequences} />}
        {chart ? (
          <>
            <div css={{ display: "flex", justifyContent: "flex-end" }}>
              <FitToDataToggle id="compare-chart" checked={fit} onChange={setFit} />
            </div>
            <Chart type="line" height={340} series={chart.series} options={chart.options} />
          </>
        ) : (
          comparison && (
            <p data-testid="compare-empty">None of the chosen vessels has a daily value in this period.</p>
          )
        )}
        {comparison && (
          <div css={{ overflowX: "auto" }}>
            <table
              css={{
                borderCollapse: "collapse",
                width: "100%",
                marginTop: 12,
                "th, td": {
                  padding: "6px 10px",
                  textAlign: "right",
                  borderBottom: `1px solid ${theme.color.border}`,
                },
                "th:first-of-type, td:first-of-type, th:nth-of-type(2), td:nth-of-type(2)": {
                  textAlign: "left",
                },
              }}
              data-testid="compare-table"
            >
              <thead>
                <tr>
                  <th>Vessel</th>
                  <th>Status</th>
                  <th>Last period</th>
                  <th>Change</th>
                  {showBenchmark && <th>Benchmark</th>}
                  {showBenchmark && <th>Deviation</th>}
                  <th>Added fuel at {mcrPercent} % MCR</th>
                  <th>Cost at {mcrPercent} % MCR</th>
                </tr>
              </thead>
              <tbody>
                {comparison.items.map((item, i) => {
                  const look = performanceStatusLook(item.performanceStatus);
                  return (
                    <tr key={item.vesselId} data-testid="compare-row">
                      <td>
                        <span
                          aria-hidden="true"
                          css={{
                            display: "inline-block",
                            width: 12,
                            height: 12,
                            borderRadius: 6,
                            marginRight: 8,
                            background: vesselColor(i),
                          }}
                        />
                        <Link to={item.url}>{item.name}</Link>
                        {item.missing && item.values.length === 0 && (
                          <div css={{ color: theme.color.textMuted, fontSize: "0.85rem" }}>
                            {item.missing}
                          </div>
                        )}
                      </td>
                      <td css={{ color: look.tone(theme), whiteSpace: "nowrap" }}>
                        <i className={look.icon} aria-hidden="true" css={{ marginRight: 6 }} />
                        {item.status}
                      </td>
                      <td>
                        {item.lastPeriodStartDate
                          ? `since ${formatUtc(item.lastPeriodStartDate, false)}`
                          : NA}
                      </td>
                      <td>{pp(item.changePerYear, " pp/year")}</td>
                      {showBenchmark && <td>{pp(item.benchmarkPointValue, " %")}</td>}
                      {showBenchmark && <td>{pp(item.deviationFromBenchmark)}</td>}
                      <ConsequenceCells
                        item={consequences?.items.find((c) => c.longTrendId === item.longTrendId) ?? null}
                        mcrPercent={mcrPercent}
                      />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
