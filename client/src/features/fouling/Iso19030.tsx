import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { useCallback, useEffect, useState } from "react";
import type {
  Iso19030EventAnswer,
  PerformanceIndicatorAnswer,
} from "../../../../domain/hullPerformance/answers";
import { useSession } from "../../entities/session/sessionStore";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { DateInput } from "../../shared/ui/DateInput";
import { DayRange } from "../../shared/ui/DayRange";
import { EVENT_TYPE_LABELS } from "./eventTypes";
import { foulingApi } from "./foulingApi";

const EVENT_TYPES = Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => ({
  label,
  value: value as Iso19030EventAnswer["eventType"],
}));
const INDICATOR_NAMES: Record<PerformanceIndicatorAnswer["kind"], string> = {
  DryDockingPerformance: "Dry-docking performance",
  InServicePerformance: "In-service performance",
  MaintenanceTrigger: "Maintenance trigger",
  MaintenanceEffect: "Maintenance effect",
};
/** A day as the spec prints it (DD. MMM, YYYY). */
const day = (iso: string) => formatUtc(iso, false);
const NBSP = "\u00a0";
/**
 * A period as a result only when it holds daily values; an empty one is not a result. A narrow column
 * breaks it after the dash or between its figures, never inside a date or between a figure and its unit.
 */
function Period({ period: p }: { period: PerformanceIndicatorAnswer["reference"] }) {
  if (!p) return <>—</>;
  const mean =
    p.meanPerformanceValue === null ? "" : `, PV${NBSP}${p.meanPerformanceValue.toFixed(2)}${NBSP}%`;
  return (
    <>
      <DayRange from={p.from} to={p.to} />
      {p.days === 0 ? ": not enough history" : ` (${p.days}${NBSP}day${p.days === 1 ? "" : "s"}${mean})`}
    </>
  );
}
/** Event types and dates stay on one line; the description takes what is left of a 1024 px table. */
const ONE_LINE = { whiteSpace: "nowrap" } as const;
const REFERENCE_KIND: Record<string, string> = {
  firstThreeMonths: " (against the first 3 months after the docking until its first year is complete)",
  firstYear: "",
};

/** The ISO 19030 page of one vessel: events, the four indicators and the trigger value. */
export function Iso19030({ vesselId }: { vesselId: string }) {
  const theme = useTheme();
  const { user } = useSession();
  const canEdit = user?.role === "User" || user?.role === "SuperUser" || user?.role === "Administrator";
  const [events, setEvents] = useState<Iso19030EventAnswer[]>([]);
  const [indicators, setIndicators] = useState<PerformanceIndicatorAnswer[] | null>(null);
  const [trigger, setTrigger] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [draft, setDraft] = useState<{
    eventType: Iso19030EventAnswer["eventType"];
    /** The UTC day "yyyy-mm-dd", or "". */
    date: string;
    description: string;
  }>({
    eventType: "HullCleaning",
    date: "",
    description: "",
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads asks again
  useEffect(() => {
    let live = true;
    foulingApi
      .events(vesselId)
      .then((found) => live && setEvents(found))
      .catch((failure: unknown) => live && setError(failureText(failure, "Failed to fetch ISO19030 events")));
    foulingApi
      .indicators(vesselId)
      .then((answer) => {
        if (!live) return;
        setIndicators(answer.indicators);
        setTrigger(answer.triggerValue);
      })
      .catch(
        (failure: unknown) =>
          live && setError(failureText(failure, "Failed to fetch ISO19030 performance indicators")),
      );
    return () => {
      live = false;
    };
  }, [vesselId, reloads]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const act = (run: () => Promise<unknown>, failed: string) =>
    run()
      .then(() => {
        setError(null);
        reload();
      })
      .catch((failure: unknown) => setError(failureText(failure, failed)));

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="iso19030">
      {error && (
        <AlertBox severity="error" testId="iso19030-error">
          {error}
        </AlertBox>
      )}
      <Card data-testid="iso19030-indicators">
        <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Performance indicators (ISO 19030-2)</h2>
        <p css={{ margin: "0 0 12px", color: theme.color.textMuted }}>
          Each indicator is the change of the performance value from its reference period to its evaluation
          period, in percentage points with its 95 % confidence interval. Negative: the hull and propeller
          perform worse. A reference period is used once it is complete; the maintenance trigger compares the
          performance now (the last three months' trend at its end) with its reference and fires when the
          whole 95 % interval of the loss lies at or beyond the trigger value; the maintenance effect is the
          step of the trend at the latest hull cleaning or propeller polishing (the Fouling page's event
          impact).
        </p>
        <DataTable value={indicators ?? []} dataKey="kind" size="small" loading={indicators === null}>
          <Column header="Indicator" body={(i: PerformanceIndicatorAnswer) => INDICATOR_NAMES[i.kind]} />
          <Column
            header="Reference period"
            body={(i: PerformanceIndicatorAnswer) => <Period period={i.reference} />}
          />
          <Column
            header="Evaluation period"
            body={(i: PerformanceIndicatorAnswer) => <Period period={i.evaluation} />}
          />
          <Column
            header="Value"
            body={(i: PerformanceIndicatorAnswer) =>
              i.value === null
                ? i.note
                : `${i.value.toFixed(2)} pp${i.confidence === null ? "" : ` ± ${i.confidence.toFixed(2)}`}${
                    i.triggered ? " — maintenance due" : ""
                  }${REFERENCE_KIND[i.referenceKind ?? ""] ?? ""}`
            }
          />
        </DataTable>
      </Card>
      <Card data-testid="iso19030-trigger">
        <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Maintenance trigger value</h2>
        <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
          <label htmlFor="iso19030-trigger-value">Loss of performance that triggers maintenance (pp)</label>
          <InputNumber
            inputId="iso19030-trigger-value"
            value={trigger}
            onValueChange={(e) => setTrigger(e.value ?? null)}
            minFractionDigits={0}
            maxFractionDigits={2}
            disabled={!canEdit}
          />
          {canEdit && (
            <Button
              type="button"
              label="Save"
              size="small"
              onClick={() =>
                void act(
                  () => foulingApi.setTriggerValue(vesselId, trigger),
                  "Failed to save the trigger value",
                )
              }
              data-testid="iso19030-trigger-save"
            />
          )}
        </div>
      </Card>
      <Card data-testid="iso19030-events">
        <h2 css={{ margin: "0 0 12px", fontSize: "1.2rem" }}>Events</h2>
        {canEdit && (
          <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap", marginBottom: 12 }}>
            <Dropdown
              value={draft.eventType}
              options={EVENT_TYPES}
              onChange={(e) => setDraft({ ...draft, eventType: e.value as Iso19030EventAnswer["eventType"] })}
              aria-label="Event type"
              data-testid="iso19030-event-type"
            />
            <DateInput
              value={draft.date}
              onChange={(date) => setDraft({ ...draft, date })}
              label="Event date (UTC)"
              testId="iso19030-event-date"
            />
            <InputText
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              placeholder="Description"
              aria-label="Event description"
              maxLength={4000}
            />
            <Button
              type="button"
              label="Add event"
              icon="pi pi-plus"
              size="small"
              disabled={!draft.date}
              onClick={() => {
                const date = draft.date;
                if (!date) return;
                const at = `${date}T00:00:00.000Z`;
                void act(
                  () =>
                    foulingApi.createEvent({
                      vesselId,
                      eventType: draft.eventType,
                      startTime: at,
                      endTime: at,
                      description: draft.description,
                    }),
                  "Failed to create event",
                );
              }}
              data-testid="iso19030-event-add"
            />
          </div>
        )}
        <DataTable
          value={events}
          dataKey="id"
          size="small"
          emptyMessage="No ISO 19030 events recorded."
          data-testid="iso19030-event-table"
        >
          <Column
            header="Event"
            bodyStyle={ONE_LINE}
            body={(e: Iso19030EventAnswer) => e.eventTypeName ?? e.eventType}
          />
          <Column
            header="Start (UTC)"
            bodyStyle={ONE_LINE}
            body={(e: Iso19030EventAnswer) => day(e.startTime)}
          />
          <Column header="End (UTC)" bodyStyle={ONE_LINE} body={(e: Iso19030EventAnswer) => day(e.endTime)} />
          <Column header="Description" body={(e: Iso19030EventAnswer) => e.description} />
          {canEdit && (
            <Column
              header={ACTIONS_HEADER}
              body={(e: Iso19030EventAnswer) => (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  size="small"
                  severity="danger"
                  aria-label={`Delete the event of ${day(e.startTime)}`}
                  onClick={() => void act(() => foulingApi.deleteEvent(e.id), "Failed to delete the event")}
                />
              )}
            />
          )}
        </DataTable>
      </Card>
    </div>
  );
}
