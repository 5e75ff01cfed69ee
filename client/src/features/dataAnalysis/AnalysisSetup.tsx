import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { RadioButton } from "primereact/radiobutton";
import type { Availability, DataInterval } from "../../../../domain/dataAnalysis/dataInterval";
import {
  TIME_CONFIGURATION_LABELS,
  TIME_CONFIGURATION_TYPES,
  type TimeConfigurationType,
} from "../../../../domain/dataAnalysis/timeConfiguration";
import { GROUP_LIMITS, groupLimit } from "../../../../domain/dataAnalysis/variableGroups";
import { Card } from "../../shared/ui/Card";
import { DateInput } from "../../shared/ui/DateInput";
import { VariableTreeSelect } from "../../shared/variablePicker/VariableTreeSelect";
import type { PickableVariable } from "../../shared/variablePicker/variableTree";
import { type AnalysisForm, withNewGroup } from "./analysisForm";

export const Panel = styled(Card)`
  display: grid;
  gap: 18px;
  padding: 20px;
  h2 { font-size: 1rem; margin: 0 0 8px; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
  .field { display: grid; gap: 4px; }
  .field label { font-size: 0.85rem; color: ${(p) => p.theme.color.textMuted}; }
  .error { color: ${(p) => p.theme.color.danger}; font-size: 0.82rem; max-width: 260px; }
  .group { display: grid; grid-template-columns: 84px minmax(0, 1fr) auto; gap: 10px; align-items: start; }
  .group-label { padding-top: 10px; font-weight: 500; }
  .single { display: grid; }
  .radio { display: inline-flex; align-items: center; gap: 6px; margin-right: 16px; }
  .check { display: inline-flex; align-items: center; gap: 6px; margin-right: 20px; }
  .small { width: 90px; }
  .ranges { display: grid; grid-template-columns: minmax(160px, max-content) 110px 110px; gap: 6px 10px; align-items: center; }
  .muted { color: ${(p) => p.theme.color.textMuted}; font-size: 0.88rem; }
  .actions { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
`;

interface Props {
  form: AnalysisForm;
  setForm: (update: (form: AnalysisForm) => AnalysisForm) => void;
  variables: readonly PickableVariable[];
  problems: Record<string, string>;
  intervals: Array<{ interval: DataInterval; availability: Availability }>;
  lastVoyageAvailable: boolean;
  /** Said when the interval was changed to the next larger one by itself. */
  intervalNote: string | null;
  busy: boolean;
  onPlot: () => void;
  /** Data History: one group of variables, no scatter and no voyages; Plot is "Show". */
  single?: boolean;
}

const INTERVAL_LABELS: Record<DataInterval, string> = {
  Auto: "Auto",
  Day: "Day",
  Hour: "Hour",
  Quarter: "Quarter",
  Minute: "Minute",
  Raw: "Raw",
};

/** The options that are a checkbox each: form field, input id (and test id), label. */
const OPTIONS = [
  ["filterMinMax", "da-filter-minmax", "Filter min & max"],
  ["filterOutliers", "da-filter-outliers", "Filter outliers"],
  ["showVoyages", "da-voyages", "Show voyages"],
] as const;

/** The configuration panel: variable groups, time period, data interval, filters and Plot. */
export function AnalysisSetup({
  form,
  setForm,
  variables,
  problems,
  intervals,
  lastVoyageAvailable,
  intervalNote,
  busy,
  onPlot,
  single = false,
}: Props) {
  const byId = new Map(variables.map((v) => [v.id, v]));
  const chosen = form.groups.flat();
  const setGroup = (index: number, ids: number[]) =>
    setForm((f) => ({ ...f, groups: f.groups.map((g, i) => (i === index ? ids : g)) }));
  const text = (field: keyof AnalysisForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const fieldError = (field: string) =>
    problems[field] ? (
      <span className="error" data-testid={`da-error-${field}`}>
        {problems[field]}
      </span>
    ) : null;
  const disabled = Object.keys(problems).length > 0 || busy;

  return (
    <Panel data-testid="da-setup">
      <section>
        <h2>Variables</h2>
        <div style={{ display: "grid", gap: 10 }}>
          {form.groups.map((group, index) => {
            const elsewhere = new Set(form.groups.filter((_, i) => i !== index).flat());
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional (group 1 holds 20)
              <div className={single ? "single" : "group"} key={index}>
                {!single && <span className="group-label">Group {index + 1}</span>}
                <VariableTreeSelect
                  variables={variables.filter((v) => !elsewhere.has(v.id))}
                  value={group}
                  onChange={(ids) => setGroup(index, ids)}
                  max={groupLimit(index)}
                  ariaLabel={`Variables of group ${index + 1}`}
                  testId={`da-group-${index}`}
                />
                {single ? null : (
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    severity="secondary"
                    aria-label={`Remove group ${index + 1}`}
                    disabled={form.groups.length === 1}
                    onClick={() => setForm((f) => ({ ...f, groups: f.groups.filter((_, i) => i !== index) }))}
                  />
                )}
              </div>
            );
          })}
        </div>
        {!single && (
          <div className="actions" style={{ marginTop: 8 }}>
            <Button
              type="button"
              label="Add group"
              icon="pi pi-plus"
              text
              disabled={form.groups.length >= GROUP_LIMITS.groups}
              onClick={() => setForm((f) => ({ ...f, groups: withNewGroup(f.groups) }))}
              data-testid="da-add-group"
            />
            <span className="muted">
              Up to {GROUP_LIMITS.groups} groups: {GROUP_LIMITS.first} variables in the first,{" "}
              {GROUP_LIMITS.others} in the others. Each group is one chart.
            </span>
          </div>
        )}
        {/* An empty choice is a warning beside Plot, not an error on a form nobody has touched yet. */}
        {chosen.length > 0 && fieldError("variables")}
      </section>

      <section>
        <h2>Time period</h2>
        <div className="row" role="radiogroup" aria-label="Time period">
          {TIME_CONFIGURATION_TYPES.map((type: TimeConfigurationType) => (
            <label className="radio" key={type} htmlFor={`da-type-${type}`}>
              <RadioButton
                inputId={`da-type-${type}`}
                value={type}
                checked={form.type === type}
                disabled={type === "LastVoyage" && !lastVoyageAvailable}
                onChange={() => setForm((f) => ({ ...f, type }))}
                data-testid={`da-type-${type}`}
              />
              {TIME_CONFIGURATION_LABELS[type]}
            </label>
          ))}
        </div>
        {form.type === "LastPeriod" && (
          <div className="row" style={{ marginTop: 10 }}>
            {(
              [
                ["lastDays", "Days"],
                ["lastHours", "Hours"],
                ["lastMinutes", "Minutes"],
              ] as const
            ).map(([field, label]) => (
              <div className="field" key={field}>
                <label htmlFor={`da-${field}`}>{label}</label>
                <InputText
                  id={`da-${field}`}
                  className="small"
                  value={form[field]}
                  maxLength={5}
                  inputMode="decimal"
                  invalid={Boolean(problems[field])}
                  onChange={text(field)}
                  data-testid={`da-${field}`}
                />
                {fieldError(field)}
              </div>
            ))}
          </div>
        )}
        {form.type === "SetPeriod" && (
          <div className="row" style={{ marginTop: 10 }}>
            {(
              [
                ["fromDay", "From date", "date"],
                ["fromTime", "From time (HH:mm)", "text"],
                ["toDay", "To date", "date"],
                ["toTime", "To time (HH:mm)", "text"],
              ] as const
            ).map(([field, label, kind]) => (
              <div className="field" key={field}>
                <label htmlFor={`da-${field}`}>{label}</label>
                {kind === "date" ? (
                  <DateInput
                    id={`da-${field}`}
                    label={`${label} (UTC)`}
                    value={form[field]}
                    onChange={(day) => setForm((f) => ({ ...f, [field]: day }))}
                    testId={`da-${field}`}
                  />
                ) : (
                  <InputText
                    id={`da-${field}`}
                    className="small"
                    placeholder="00:00"
                    maxLength={5}
                    value={form[field]}
                    invalid={Boolean(problems[field])}
                    onChange={text(field)}
                    data-testid={`da-${field}`}
                  />
                )}
                {fieldError(field)}
              </div>
            ))}
          </div>
        )}
        {fieldError("window")}
      </section>

      <section className="row">
        <div className="field">
          <label htmlFor="da-interval">Data interval</label>
          <Dropdown
            inputId="da-interval"
            value={form.dataInterval}
            options={intervals.map(({ interval, availability }) => ({
              value: interval,
              label: availability.available
                ? INTERVAL_LABELS[interval]
                : `${INTERVAL_LABELS[interval]} (${availability.reason})`,
              disabled: !availability.available,
            }))}
            optionDisabled="disabled"
            onChange={(event) => setForm((f) => ({ ...f, dataInterval: event.value as DataInterval }))}
            style={{ minWidth: 200 }}
            data-testid="da-interval"
          />
          {intervalNote && (
            <span className="muted" style={{ maxWidth: 260 }} data-testid="da-interval-note">
              {intervalNote}
            </span>
          )}
        </div>
        {/* Not a .field: its small muted labels name the input below them; a checkbox's label is an option, like a radio button's. */}
        <div style={{ alignSelf: "end", paddingBottom: 8 }}>
          <div>
            {OPTIONS.filter(([field]) => !single || field !== "showVoyages").map(([field, id, label]) => (
              <label className="check" htmlFor={id} key={id}>
                <Checkbox
                  inputId={id}
                  checked={form[field]}
                  onChange={(e) => setForm((f) => ({ ...f, [field]: Boolean(e.checked) }))}
                  data-testid={id}
                />
                {label}
              </label>
            ))}
          </div>
        </div>
      </section>

      {form.filterMinMax && chosen.length > 0 && (
        <section>
          <h2>Min &amp; max per variable</h2>
          <div className="ranges">
            <span className="muted">Variable</span>
            <span className="muted">Min</span>
            <span className="muted">Max</span>
            {chosen.map((id) => {
              const v = byId.get(id);
              const range = form.ranges[id] ?? { min: "", max: "" };
              const set = (bound: "min" | "max") => (event: React.ChangeEvent<HTMLInputElement>) =>
                setForm((f) => ({
                  ...f,
                  ranges: { ...f.ranges, [id]: { ...range, [bound]: event.target.value } },
                }));
              return (
                <div key={id} style={{ display: "contents" }}>
                  <span>{v ? `${v.label}${v.unit ? ` (${v.unit})` : ""}` : `Variable ${id}`}</span>
                  <InputText
                    value={range.min}
                    onChange={set("min")}
                    maxLength={20}
                    aria-label="Min"
                    data-testid={`da-min-${id}`}
                  />
                  <InputText
                    value={range.max}
                    onChange={set("max")}
                    maxLength={20}
                    aria-label="Max"
                    data-testid={`da-max-${id}`}
                  />
                  {problems[`range-${id}`] && (
                    <span className="error" style={{ gridColumn: "1 / -1" }}>
                      {problems[`range-${id}`]}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      )}

      {!single && chosen.length >= 2 && (
        <section className="row">
          {(["scatterX", "scatterY"] as const).map((axis) => (
            <div className="field" key={axis}>
              <label htmlFor={`da-${axis}`}>Scatter: {axis === "scatterX" ? "x" : "y"} axis</label>
              <Dropdown
                inputId={`da-${axis}`}
                value={form[axis]}
                options={chosen.map((id) => ({ value: id, label: byId.get(id)?.label ?? String(id) }))}
                onChange={(e) => setForm((f) => ({ ...f, [axis]: (e.value as number | undefined) ?? null }))}
                placeholder="None"
                showClear
                style={{ minWidth: 220 }}
                data-testid={axis === "scatterX" ? "da-scatter-x" : "da-scatter-y"}
              />
            </div>
          ))}
        </section>
      )}

      <div className="actions">
        <Button
          type="button"
          label={single ? "Show" : "Plot"}
          icon={single ? "pi pi-table" : "pi pi-chart-line"}
          loading={busy}
          disabled={disabled}
          onClick={onPlot}
          data-testid="da-plot"
        />
        {chosen.length === 0 && <span className="muted">Please select at least 1 item.</span>}
      </div>
    </Panel>
  );
}
