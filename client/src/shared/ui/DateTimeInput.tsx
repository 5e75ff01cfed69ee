import { InputText } from "primereact/inputtext";
import { readTimeBox, TIME_BOX_MAX_LENGTH, TIME_BOX_MESSAGE } from "../../../../domain/shared/dateInput";
import { type DateFieldProps, DateInput } from "./DateInput";

export interface DateTimeValue {
  /** The UTC calendar day "yyyy-mm-dd", or "" while there is none (or it is unreadable). */
  day: string;
  /** hh:mm, UTC, as typed. */
  time: string;
}

export const NO_DATE_TIME: DateTimeValue = { day: "", time: "" };

/**
 * `label` names the two boxes "<label> date (UTC)" and "<label> time (UTC)"; the test ids are
 * `<testId>-date` (and `-date-pick`) and `<testId>-time`, the ids `<id>-date` and `<id>-time`.
 */
interface DateTimeInputProps extends DateFieldProps {
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
}

/**
 * The one date-time input: the day box with its calendar (DateInput) and an hh:mm box of at most 5
 * characters, both UTC (spec 2 §2 and §9). `instantOf(value.day, value.time)` gives the instant.
 */
export function DateTimeInput({ value, onChange, label, testId, id, ...limits }: DateTimeInputProps) {
  const timeValid = value.time === "" || readTimeBox(value.time) !== null;
  return (
    <span css={{ display: "inline-flex", gap: 6, alignItems: "flex-start", flexWrap: "wrap" }}>
      <DateInput
        id={id ? `${id}-date` : undefined}
        value={value.day}
        onChange={(day) => onChange({ ...value, day })}
        label={`${label} date (UTC)`}
        testId={`${testId}-date`}
        {...limits}
      />
      <InputText
        id={id ? `${id}-time` : undefined}
        value={value.time}
        onChange={(event) => onChange({ ...value, time: event.target.value })}
        maxLength={TIME_BOX_MAX_LENGTH}
        placeholder="hh:mm"
        inputMode="numeric"
        autoComplete="off"
        invalid={!timeValid}
        aria-invalid={!timeValid}
        title={timeValid ? `${label} time (UTC)` : TIME_BOX_MESSAGE}
        disabled={limits.disabled}
        aria-label={`${label} time (UTC)`}
        style={{ width: "4.8rem" }}
        data-testid={`${testId}-time`}
      />
      <small css={{ opacity: 0.75, alignSelf: "center" }}>UTC</small>
    </span>
  );
}
