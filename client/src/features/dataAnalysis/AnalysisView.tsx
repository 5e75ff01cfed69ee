import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AnalysisPage, AnalysisSettings } from "../../../../domain/dataAnalysis/configuration";
import { ANALYSIS_MESSAGES } from "../../../../domain/dataAnalysis/configuration";
import {
  automaticInterval,
  effectiveInterval,
  intervalAvailability,
  intervalsFor,
} from "../../../../domain/dataAnalysis/dataInterval";
import { GRANULARITIES, type Granularity } from "../../../../domain/logdata/granularity";
import { fetchVesselVoyages, type VoyageSummary } from "../../entities/vessel/voyagesApi";
import { Chart } from "../../shared/charts/Chart";
import { useChartBase } from "../../shared/charts/chartBase";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import type { PickableVariable } from "../../shared/variablePicker/variableTree";
import { AnalysisSetup, Panel } from "./AnalysisSetup";
import { type AnalysisVariable, analysisApi, fetchBatchPage } from "./analysisApi";
import {
  applyRanges,
  groupChartOptions,
  scatterChartOptions,
  scatterPoints,
  voyageAnnotations,
} from "./analysisCharts";
import { type AnalysisForm, formOf, formProblems, settingsOfForm, windowOfForm } from "./analysisForm";
import { HistoryTable } from "./HistoryTable";
import { type LoadedSeries, loadSeries } from "./loadSeries";

interface Plotted {
  settings: AnalysisSettings;
  groups: number[][];
  from: number;
  to: number;
}

interface Shown {
  /** Which answer this is: charts are drawn anew for each (ApexCharts does not update several y axes well). */
  key: number;
  from: number;
  to: number;
  granularity: Granularity;
  pages: number;
  groups: LoadedSeries[][];
}

const finer = (a: Granularity, b: Granularity): Granularity =>
  GRANULARITIES.indexOf(a) <= GRANULARITIES.indexOf(b) ? a : b;

/**
 * Logging History and Data Analysis of one vessel (spec 3 §2-§5, §7, §9; docs/logging-history.md):
 * the saved configuration opens with the page and is plotted at once; Plot saves the configuration
 * and draws a chart per variable group, zoom refetches the zoomed window at a finer interval.
 * Data History is the same with one group, no saved configuration, and the values as a table to export.
 */
export function AnalysisView({
  page,
  vesselId,
  vesselName = "",
}: {
  page: AnalysisPage | "DataHistory";
  vesselId: string;
  vesselName?: string;
}) {
  const history = page === "DataHistory";
  const theme = useTheme();
  const base = useChartBase();
  const [variables, setVariables] = useState<AnalysisVariable[] | null>(null);
  const [voyages, setVoyages] = useState<VoyageSummary[]>([]);
  const [form, setFormState] = useState<AnalysisForm | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [updateError, setUpdateError] = useState(false);
  const [sampleWindows, setSampleWindows] = useState<Map<number, number | null>>(new Map());
  const [plotted, setPlotted] = useState<Plotted | null>(null);
  const [zoom, setZoom] = useState<{ from: number; to: number } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [loadingData, setLoadingData] = useState(false);
  const [dataError, setDataError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  /** Why the interval changed by itself, while the changed one stays chosen. */
  const [intervalNote, setIntervalNote] = useState<{ interval: string; text: string } | null>(null);
  const request = useRef(0);

  const setForm = useCallback((update: (form: AnalysisForm) => AnalysisForm) => {
    setFormState((f) => (f ? update(f) : f));
  }, []);

  // The vessel's variables, voyages and the saved configuration; a saved one is plotted at once.
  useEffect(() => {
    let live = true;
    setVariables(null);
    setFormState(null);
    setPlotted(null);
    setShown(null);
    setZoom(null);
    setLoadError(false);
    Promise.all([
      analysisApi.variables(vesselId),
      history ? null : analysisApi.configuration(page, vesselId),
      fetchVesselVoyages(vesselId).catch(() => []),
    ])
      .then(([vars, saved, trips]) => {
        if (!live) return;
        const known = new Set(vars.map((v) => v.id));
        const opened = formOf(saved, Date.now());
        opened.groups = opened.groups.map((g) => g.filter((id) => known.has(id)));
        if (opened.groups.length === 0) opened.groups = [[]];
        setVariables(vars);
        setVoyages(trips);
        setFormState(opened);
        setSavedAt(saved?.savedAt ?? null);
        if (saved && Object.keys(formProblems(opened)).length === 0) {
          const window = windowOfForm(opened, factsOf(vars, trips, opened.groups.flat()));
          if (window.ok)
            setPlotted({
              settings: settingsOfForm(opened),
              groups: opened.groups,
              from: window.from,
              to: window.to,
            });
        }
      })
      .catch((error) => {
        console.warn("Failed to load the analysis configuration", error);
        if (live) setLoadError(true);
      });
    return () => {
      live = false;
    };
  }, [page, vesselId, history]);

  const chosenKey = form ? form.groups.flat().join(",") : "";
  // Sample windows of the chosen variables, for the interval picker's sample-window rule.
  useEffect(() => {
    const ids = chosenKey ? chosenKey.split(",").map(Number) : [];
    const missing = ids.filter((id) => !sampleWindows.has(id));
    if (missing.length === 0) return;
    let live = true;
    analysisApi
      .sampleWindows(missing)
      .then((rows) => {
        if (!live) return;
        setSampleWindows((known) => {
          const next = new Map(known);
          for (const r of rows) next.set(r.logVariableId, r.sampleWindowMs);
          return next;
        });
      })
      .catch((error) => {
        console.warn("Failed to read sample windows", error);
        // Unknown windows refuse no interval; the server still refuses what the window does not allow.
        if (live)
          setSampleWindows((known) => new Map([...known, ...missing.map((id) => [id, null] as const)]));
      });
    return () => {
      live = false;
    };
  }, [chosenKey, sampleWindows]);

  const windowsOf = useCallback(
    (ids: readonly number[]) => ids.map((id) => sampleWindows.get(id) ?? null),
    [sampleWindows],
  );
  const windowsRef = useRef(windowsOf);
  windowsRef.current = windowsOf;
  // The plotted variables' sample windows are known (or failed to load): the interval can be chosen.
  const ready = plotted?.groups.flat().every((id) => sampleWindows.has(id)) ?? false;

  // Fetch the plotted configuration (or the zoomed part of it) at its interval, every group.
  useEffect(() => {
    if (!plotted || !ready) return;
    const ids = plotted.groups.flat();
    const windows = windowsRef.current(ids);
    const from = zoom?.from ?? plotted.from;
    const to = zoom?.to ?? plotted.to;
    const chosen = effectiveInterval(plotted.settings.dataInterval, plotted.to - plotted.from, windows);
    const granularity = zoom ? finer(chosen, automaticInterval(to - from, windows)) : chosen;
    const mine = ++request.current;
    setLoadingData(true);
    setDataError(false);
    Promise.all(
      plotted.groups
        .filter((g) => g.length > 0)
        .map((g) =>
          loadSeries(
            { ids: g, from, to, granularity, filterOutliers: plotted.settings.filterOutliers },
            fetchBatchPage,
          ),
        ),
    )
      .then((answers) => {
        if (mine !== request.current) return;
        const ranges = new Map(plotted.settings.ranges.map((r) => [r.logVariableId, r]));
        setShown({
          key: mine,
          from,
          to,
          granularity,
          pages: answers.reduce((n, a) => n + a.pages, 0),
          groups: answers.map((a) =>
            plotted.settings.filterMinMax ? applyRanges(a.series, ranges) : a.series,
          ),
        });
      })
      .catch((error) => {
        console.warn("Failed to load log data", error);
        if (mine === request.current) setDataError(true);
      })
      .finally(() => {
        if (mine === request.current) setLoadingData(false);
      });
  }, [plotted, zoom, ready]);

  // Spec 3 §4: when the period grows too long for the chosen interval, the next larger one is chosen.
  useEffect(() => {
    if (!form || !variables || form.dataInterval === "Auto") return;
    const ids = form.groups.flat();
    const period = windowOfForm(form, factsOf(variables, voyages, ids));
    if (!period.ok) return;
    const windows = windowsOf(ids);
    if (intervalAvailability(form.dataInterval, period.to - period.from, windows).available) return;
    const larger = effectiveInterval(form.dataInterval, period.to - period.from, windows);
    setForm((f) => ({ ...f, dataInterval: larger }));
    setIntervalNote({
      interval: larger,
      text: `${form.dataInterval} is not available for this period and these variables: ${larger} is chosen.`,
    });
  }, [form, variables, voyages, windowsOf, setForm]);

  const pickable = useMemo<PickableVariable[]>(
    () =>
      (variables ?? []).map((v) => ({
        id: v.id,
        label: v.displayName || v.name,
        unit: v.unit.caption,
        taxa: v.taxa.map((t) => t.name),
      })),
    [variables],
  );

  if (loadError)
    return (
      <AlertBox severity="error" title="The page could not be loaded">
        The variables or the saved configuration of this vessel could not be read. Reload the page to try
        again.
      </AlertBox>
    );
  if (!variables || !form) return <Panel data-testid="da-loading">Loading…</Panel>;
  if (variables.length === 0)
    return (
      <AlertBox severity="info" title="No log data yet" testId="da-no-variables">
        This vessel has no log variables with data. They appear once its first data package has been imported.
      </AlertBox>
    );

  const chosen = form.groups.flat();
  const facts = factsOf(variables, voyages, chosen);
  const problems = formProblems(form);
  const window = windowOfForm(form, facts);
  if (!window.ok && chosen.length > 0 && !problems.variables && Object.keys(problems).length === 0)
    problems.window = window.message;
  const span = window.ok ? window.to - window.from : 0;
  const intervals = intervalsFor(false).map((interval) => ({
    interval,
    availability: window.ok
      ? intervalAvailability(interval, span, windowsOf(chosen))
      : { available: true as const },
  }));

  async function plot() {
    if (!form || !window.ok || Object.keys(problems).length > 0) return;
    const settings = settingsOfForm(form);
    if (page !== "DataHistory") {
      setSaving(true);
      try {
        const saved = await analysisApi.save(page, vesselId, settings);
        setSavedAt(saved.savedAt);
        setUpdateError(false);
      } catch (error) {
        console.warn("Failed to save the configuration", error);
        setUpdateError(true);
      } finally {
        setSaving(false);
      }
    }
    setZoom(null);
    setPlotted({
      settings,
      groups: form.groups.filter((g) => g.length > 0),
      from: window.from,
      to: window.to,
    });
  }

  const byId = new Map(shown?.groups.flat().map((s) => [s.id, s]) ?? []);
  const annotations =
    shown && plotted?.settings.showVoyages
      ? voyageAnnotations(voyages, shown.from, shown.to, theme.color.accent)
      : [];
  const scatter = plotted?.settings.scatter;
  const scatterX = scatter ? byId.get(scatter.x) : undefined;
  const scatterY = scatter ? byId.get(scatter.y) : undefined;
  const totalPoints = shown?.groups.flat().reduce((n, s) => n + s.points.length, 0) ?? 0;

  return (
    <div style={{ display: "grid", gap: 16 }}>
      <AnalysisSetup
        form={form}
        setForm={setForm}
        variables={pickable}
        problems={problems}
        intervals={intervals}
        lastVoyageAvailable={facts.lastVoyageStart !== null}
        intervalNote={intervalNote?.interval === form.dataInterval ? intervalNote.text : null}
        busy={saving}
        onPlot={() => void plot()}
        single={history}
      />
      {updateError && (
        <AlertBox severity="error" testId="da-update-error">
          {ANALYSIS_MESSAGES.update}
        </AlertBox>
      )}
      {savedAt && (
        <span style={{ color: theme.color.textMuted, fontSize: "0.85rem" }} data-testid="da-saved">
          Configuration saved {formatUtc(savedAt)} UTC; it opens with this page next time.
        </span>
      )}
      {dataError && (
        <AlertBox severity="error" testId="da-data-error">
          The log data could not be loaded. Try a shorter period or plot again.
        </AlertBox>
      )}
      {shown && (
        <Panel data-testid="da-charts" data-interval={shown.granularity} data-points={totalPoints}>
          <div className="actions">
            <span className="muted" data-testid="da-window">
              {formatUtc(shown.from)} – {formatUtc(shown.to)} UTC · interval {shown.granularity} ·{" "}
              {totalPoints.toLocaleString("en")} points
              {shown.pages > shown.groups.length ? ` in ${shown.pages} pages` : ""}
              {loadingData ? " · loading…" : ""}
            </span>
            {zoom && (
              <Button
                type="button"
                label="Reset zoom"
                icon="pi pi-search-minus"
                text
                onClick={() => setZoom(null)}
                data-testid="da-reset-zoom"
              />
            )}
          </div>
          {totalPoints === 0 && (
            <span className="muted" data-testid="da-no-data">
              No log data in this period.
            </span>
          )}
          {shown.groups.map((series, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: one chart per group and answer
              key={`${shown.key}-${index}`}
              data-testid={`da-chart-${index}`}
              data-points={series.reduce((n, s) => n + s.points.length, 0)}
              data-units={[...new Set(series.map((s) => s.unit))].join("|")}
            >
              <Chart
                type="line"
                height={300}
                series={series.map((s) => ({ name: s.name, data: s.points }))}
                options={groupChartOptions({
                  base,
                  groupKey: `da-group-${index}`,
                  syncGroup: `da-${vesselId}`,
                  series,
                  from: shown.from,
                  to: shown.to,
                  annotations,
                  onZoom: (from, to) =>
                    setZoom((z) =>
                      z && z.from === from && z.to === to ? z : to - from >= 60_000 ? { from, to } : z,
                    ),
                  onResetZoom: () => setZoom(null),
                })}
              />
            </div>
          ))}
          {history && shown.groups[0] && (
            <HistoryTable
              key={`table-${shown.key}`}
              series={shown.groups[0]}
              vesselName={vesselName}
              from={shown.from}
              to={shown.to}
            />
          )}
          {scatterX && scatterY && (
            <div
              key={`scatter-${shown.key}`}
              data-testid="da-scatter"
              data-points={scatterPoints(scatterX, scatterY).length}
            >
              <h2>
                {scatterY.name} against {scatterX.name}
              </h2>
              <Chart
                type="scatter"
                height={320}
                series={[{ name: scatterY.name, data: scatterPoints(scatterX, scatterY) }]}
                options={scatterChartOptions(base, scatterX, scatterY)}
              />
            </div>
          )}
        </Panel>
      )}
    </div>
  );
}

/** What the time configuration needs beyond the form: now, the last departure, the data's extent. */
function factsOf(
  variables: readonly AnalysisVariable[],
  voyages: readonly VoyageSummary[],
  ids: readonly number[],
) {
  const chosen = new Set(ids);
  const of = variables.filter((v) => chosen.has(v.id));
  const times = (pick: (v: AnalysisVariable) => string | null) =>
    of
      .map(pick)
      .filter((t): t is string => t !== null)
      .map(Date.parse);
  const starts = times((v) => v.logDataMinDate);
  const ends = times((v) => v.logDataMaxDate);
  const departures = voyages.map((v) => Date.parse(v.departedAt)).filter(Number.isFinite);
  return {
    now: Date.now(),
    lastVoyageStart: departures.length > 0 ? Math.max(...departures) : null,
    dataFrom: starts.length > 0 ? Math.min(...starts) : null,
    // A minute past the last point, so AllValues includes it.
    dataTo: ends.length > 0 ? Math.max(...ends) + 60_000 : null,
  };
}
