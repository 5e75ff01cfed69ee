import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { BreachAnswer, BreachListAnswer, ShapoliEventAnswer } from "../../../../domain/shapoli/answers";
import { useSession } from "../../entities/session/sessionStore";
import { failureText } from "../../shared/api/failureText";
import { Chart } from "../../shared/charts/Chart";
import { filledLabelText, useChartBase } from "../../shared/charts/chartBase";
import { formatMinutes } from "../../shared/format/formatMinutes";
import { formatUtc } from "../../shared/format/formatUtc";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { InfoList } from "../../shared/ui/InfoList";
import { PeriodDropdown } from "../../shared/ui/PeriodDropdown";
import { BreachRecordForm } from "./BreachRecordForm";
import { powerChartOptions } from "./powerChartOptions";
import { type PowerSeriesPoint, shapoliApi } from "./shapoliApi";

const DAY = 86_400_000;
const PERIODS = [30, 90, 365];
const CURRENT_YEAR = new Date().getUTCFullYear();
const YEARS = [CURRENT_YEAR, CURRENT_YEAR - 1].map((y) => ({ label: String(y), value: y }));
const EVENT_TEXT: Record<ShapoliEventAnswer["type"], string> = {
  PowerReserveUsed: "Power reserve used",
  LimitationReactivated: "Limitation reactivated",
  RecordSaved: "Record saved",
};

const kw = (n: number | null | undefined) =>
  n === null || n === undefined ? null : `${Math.round(n).toLocaleString("en-GB")} kW`;
const byOrPower = (e: ShapoliEventAnswer) =>
  e.type === "RecordSaved" ? e.userName : e.type === "PowerReserveUsed" ? kw(e.power) : "";
const position = (p: BreachAnswer["startPosition"]) =>
  p ? `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}` : "—";

/** The EEXI ShaPoLi page of one vessel (spec 3 §2 "Shaft power limitation"; docs/shapoli.md). */
export function Shapoli({ vesselId }: { vesselId: string }) {
  const theme = useTheme();
  const base = useChartBase();
  const { user } = useSession();
  const canEdit = user?.role === "User" || user?.role === "SuperUser" || user?.role === "Administrator";
  const [days, setDays] = useState(90);
  const [year, setYear] = useState(CURRENT_YEAR);
  const [list, setList] = useState<BreachListAnswer | null>(null);
  const [events, setEvents] = useState<ShapoliEventAnswer[]>([]);
  const [points, setPoints] = useState<PowerSeriesPoint[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);

  const period = useMemo(() => {
    const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    return { from: new Date(to.getTime() - days * DAY).toISOString(), to: to.toISOString() };
  }, [days]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads asks for the same period again
  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([
      shapoliApi.breaches(vesselId, period.from, period.to),
      shapoliApi.events(vesselId, period.from, period.to),
    ])
      .then(async ([breaches, found]) => {
        const series = breaches.powerLogVariable
          ? (await shapoliApi.powerSeries(breaches.powerLogVariable.id, period.from, period.to)).data
          : [];
        if (!live) return;
        setList(breaches);
        setEvents(found);
        setPoints(series);
        setError(null);
      })
      .catch((failure: unknown) => live && setError(failureText(failure, "Failed to fetch breaches")))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [vesselId, period, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const breach = list?.breaches.find((b) => b.breachStartDate === selected) ?? null;
  const download = (run: () => Promise<unknown>) =>
    run().catch((failure: unknown) => setError(failureText(failure, "The report could not be downloaded.")));

  const chart =
    list?.limitation && points.length > 0
      ? powerChartOptions(
          {
            points,
            limitedPower: list.limitation.limitedPower,
            unlimitedPower: list.limitation.unlimitedPower,
            breaches: list.breaches,
          },
          base,
          {
            power: theme.color.primary,
            limit: theme.color.danger,
            breach: theme.color.danger,
            text: theme.color.textMuted,
            label: filledLabelText(theme),
          },
        )
      : null;

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="shapoli">
      <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <PeriodDropdown id="shapoli-period" days={days} options={PERIODS} onChange={setDays} />
        <span css={{ flex: 1 }} />
        <label htmlFor="shapoli-year">Year</label>
        <Dropdown
          inputId="shapoli-year"
          value={year}
          options={YEARS}
          onChange={(e) => setYear(e.value as number)}
          data-testid="shapoli-year"
        />
        <Button
          type="button"
          label="Yearly report (Excel)"
          icon="pi pi-download"
          outlined
          size="small"
          disabled={!list?.limitation}
          onClick={() => void download(() => shapoliApi.downloadYear(vesselId, year))}
          data-testid="shapoli-year-download"
        />
      </div>
      {error && (
        <AlertBox severity="error" testId="shapoli-error">
          {error}
        </AlertBox>
      )}
      {list && !list.limitation && (
        <AlertBox severity="info" title="No shaft power limitation" testId="shapoli-not-limited">
          This vessel has no shaft power limitation. Set its limited and unlimited maximum shaft power in the
          vessel settings (Shaft power limitation tab) to see its breaches.
        </AlertBox>
      )}
      {list?.limitation && (
        <Card data-testid="shapoli-summary">
          <InfoList
            rows={[
              ["Limited maximum shaft power", kw(list.limitation.limitedPower)],
              ["Unlimited maximum shaft power", kw(list.limitation.unlimitedPower)],
              ["Power log variable", list.powerLogVariable?.name ?? "No shaft power logged"],
              ["Uses of the power reserve", list.breaches.length],
              ["Lone samples above the limit (taken for sensor spikes, not breaches)", list.spikes],
            ]}
          />
        </Card>
      )}
      {chart && (
        <Card data-testid="shapoli-chart">
          <h2 css={{ margin: "0 0 8px", fontSize: "1.2rem" }}>Shaft power and limited power</h2>
          <Chart type="line" height={300} series={chart.series} options={chart.options} />
        </Card>
      )}
      {list?.limitation && (
        <Card>
          <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Breaches</h2>
          <DataTable
            value={list.breaches}
            dataKey="breachStartDate"
            size="small"
            loading={loading}
            emptyMessage="No use of the power reserve in this period."
            selectionMode="single"
            selection={breach}
            onSelectionChange={(e) => setSelected((e.value as BreachAnswer | null)?.breachStartDate ?? null)}
            data-testid="shapoli-breaches"
          >
            <Column header="Start (UTC)" body={(b: BreachAnswer) => formatUtc(b.breachStartDate)} />
            <Column header="End (UTC)" body={(b: BreachAnswer) => formatUtc(b.breachEndDate)} />
            <Column header="Duration" body={(b: BreachAnswer) => formatMinutes(b.durationMinutes)} />
            <Column header="Peak power" body={(b: BreachAnswer) => kw(b.peakPower)} />
            <Column header="Position at start" body={(b: BreachAnswer) => position(b.startPosition)} />
            <Column
              header="Record"
              body={(b: BreachAnswer) => (b.record.version > 0 ? "Recorded" : "Not recorded")}
            />
            <Column
              header="Report"
              body={(b: BreachAnswer) => (
                <Button
                  type="button"
                  icon="pi pi-download"
                  text
                  size="small"
                  aria-label={`Download the report of the breach of ${formatUtc(b.breachStartDate)}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    void download(() => shapoliApi.downloadBreach(vesselId, b));
                  }}
                  data-testid="shapoli-breach-download"
                />
              )}
            />
          </DataTable>
        </Card>
      )}
      {breach && (
        <Card data-testid="shapoli-record">
          <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>
            Record of the breach of {formatUtc(breach.breachStartDate)} UTC
          </h2>
          <BreachRecordForm
            key={`${breach.breachStartDate}-${breach.record.version}`}
            vesselId={vesselId}
            breach={breach}
            canEdit={canEdit}
            onSaved={reload}
          />
        </Card>
      )}
      {list?.limitation && (
        <Card>
          <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Events</h2>
          <DataTable
            value={events}
            size="small"
            emptyMessage="No events in this period."
            data-testid="shapoli-events"
            rows={10}
            paginator={events.length > 10}
          >
            <Column header="Time (UTC)" body={(e: ShapoliEventAnswer) => formatUtc(e.timestamp)} />
            <Column header="Event" body={(e: ShapoliEventAnswer) => EVENT_TEXT[e.type]} />
            <Column header="Breach of (UTC)" body={(e: ShapoliEventAnswer) => formatUtc(e.breachStartDate)} />
            <Column header="By / power" body={byOrPower} />
          </DataTable>
        </Card>
      )}
    </div>
  );
}
