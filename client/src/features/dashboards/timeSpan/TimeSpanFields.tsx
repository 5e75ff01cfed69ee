import styled from "@emotion/styled";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { RadioButton } from "primereact/radiobutton";
import {
  CALCULATION_LABELS,
  CALCULATION_TYPES,
  type CalculationType,
  FROM_TO_CALCULATION_TYPES,
  type FromToCalculationType,
  TIME_SPAN_MESSAGES,
} from "../../../../../domain/dashboards/timeSpan";
import { DateInput } from "../../../shared/ui/DateInput";
import type { TimeSpanForm, TimeSpanFormErrors } from "./timeSpanForm";

const Grid = styled.div`
  display: grid;
  gap: 14px;
  label { font-weight: 500; font-size: 0.92rem; color: ${(p) => p.theme.color.text}; }
  .row { display: grid; grid-template-columns: 1fr 110px; gap: 10px; align-items: end; }
  .field { display: grid; gap: 6px; min-width: 0; }
  .hint { color: ${(p) => p.theme.color.textMuted}; font-size: 0.85rem; }
  .error { color: ${(p) => p.theme.color.danger}; font-size: 0.85rem; }
  .radios { display: flex; gap: 18px; align-items: center; }
  .radios .radio { display: inline-flex; gap: 6px; align-items: center; }
  .radios label { font-weight: 400; }
  .p-dropdown, .p-inputtext { width: 100%; }
`;

interface Props {
  form: TimeSpanForm;
  errors: TimeSpanFormErrors;
  /** Whether to show the errors yet (after the first change or a save attempt). */
  showErrors: boolean;
  onChange: (form: TimeSpanForm) => void;
  idPrefix: string;
}

const OPTIONS = CALCULATION_TYPES.map((value) => ({ value, label: CALCULATION_LABELS[value] }));

/**
 * The fields of the Select time span dialog (spec 3 §2): calculation type, hours (Averaged and
 * Accumulated over the last N hours), from and to dates with 24-hour times (FromAndToDates).
 */
export function TimeSpanFields({ form, errors, showErrors, onChange, idPrefix }: Props) {
  const set = (patch: Partial<TimeSpanForm>) => onChange({ ...form, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  const shown = (text: string | undefined, testId: string) =>
    showErrors && text ? (
      <small className="error" role="alert" data-testid={testId}>
        {text}
      </small>
    ) : null;
  const withHours = form.calculationType === "Averaged" || form.calculationType === "Accumulated";
  return (
    <Grid>
      <div className="field">
        <label htmlFor={id("type")}>Calculation</label>
        <Dropdown
          inputId={id("type")}
          value={form.calculationType}
          options={OPTIONS}
          onChange={(event) => set({ calculationType: event.value as CalculationType })}
          data-testid="time-span-type"
        />
        <span className="hint" title={TIME_SPAN_MESSAGES.allowedUnitsTooltip}>
          <i className="pi pi-info-circle" aria-hidden="true" /> {TIME_SPAN_MESSAGES.allowedUnitsTooltip}
        </span>
      </div>
      {withHours && (
        <div className="field">
          <label htmlFor={id("hours")}>Last hours (1–300)</label>
          <InputText
            id={id("hours")}
            inputMode="numeric"
            maxLength={3}
            value={form.hours}
            onChange={(event) => set({ hours: event.target.value })}
            invalid={showErrors && !!errors.hours}
            data-testid="time-span-hours"
          />
          {shown(errors.hours, "time-span-hours-error")}
        </div>
      )}
      {form.calculationType === "FromAndToDates" && (
        <>
          <div className="radios" role="radiogroup" aria-label="From and to dates calculation">
            {FROM_TO_CALCULATION_TYPES.map((value) => (
              <span key={value} className="radio">
                <RadioButton
                  inputId={id(`sub-${value}`)}
                  checked={form.fromAndToDatesCalculationType === value}
                  onChange={() => set({ fromAndToDatesCalculationType: value as FromToCalculationType })}
                  data-testid={`time-span-sub-${value}`}
                />
                <label htmlFor={id(`sub-${value}`)}>{value}</label>
              </span>
            ))}
          </div>
          <div className="row">
            <div className="field">
              <label htmlFor={id("from-date")}>From date (UTC)</label>
              <DateInput
                id={id("from-date")}
                label="From date (UTC)"
                value={form.fromDate}
                onChange={(day) => set({ fromDate: day })}
                testId="time-span-from-date"
              />
            </div>
            <div className="field">
              <label htmlFor={id("from-time")}>From time</label>
              <InputText
                id={id("from-time")}
                placeholder="HH:mm"
                maxLength={5}
                value={form.fromTime}
                onChange={(event) => set({ fromTime: event.target.value })}
                invalid={showErrors && !!errors.fromTime}
                data-testid="time-span-from-time"
              />
            </div>
          </div>
          {shown(errors.fromTime, "time-span-from-time-error")}
          <div className="row">
            <div className="field">
              <label htmlFor={id("to-date")}>To date (UTC)</label>
              <DateInput
                id={id("to-date")}
                label="To date (UTC)"
                value={form.toDate}
                onChange={(day) => set({ toDate: day })}
                testId="time-span-to-date"
              />
            </div>
            <div className="field">
              <label htmlFor={id("to-time")}>To time</label>
              <InputText
                id={id("to-time")}
                placeholder="HH:mm"
                maxLength={5}
                value={form.toTime}
                onChange={(event) => set({ toTime: event.target.value })}
                invalid={showErrors && !!errors.toTime}
                data-testid="time-span-to-time"
              />
            </div>
          </div>
          {shown(errors.toTime, "time-span-to-time-error")}
          {shown(errors.dates, "time-span-dates-error")}
        </>
      )}
      {shown(errors.units, "time-span-units-error")}
    </Grid>
  );
}
