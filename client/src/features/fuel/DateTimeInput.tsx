import { Calendar } from "primereact/calendar";
import { InputText } from "primereact/inputtext";
import type { DateRange } from "./fuelDateRanges";
import { clampToRange } from "./fuelDateRanges";
import {
  parseTimeBox,
  pickerToUtcDay,
  TIME_BOX_MAX_LENGTH,
  TIME_BOX_MESSAGE,
  utcDayToPicker,
} from "./utcTime";

export interface DateTimeValue {
  /** The UTC calendar day (midnight UTC), or null before one is picked. */
  day: Date | null;
  /** hh:mm, UTC. */
  time: string;
}

const utcMidnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

interface DateTimeInputProps {
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
  /** Test ids: `<testId>-date` and `<testId>-time`. */
  testId: string;
  label: string;
  range?: DateRange;
  disabled?: boolean;
}

/** A UTC date picker (clamped to its range) and an hh:mm box of at most 5 characters. */
export function DateTimeInput({ value, onChange, testId, label, range, disabled }: DateTimeInputProps) {
  const timeValid = value.time === "" || parseTimeBox(value.time) !== null;
  const pick = (picked: Date | null | undefined) => {
    if (!picked) return onChange({ ...value, day: null });
    const day = pickerToUtcDay(picked);
    const clamped = range
      ? clampToRange(day, { min: utcMidnight(range.min), max: utcMidnight(range.max) })
      : day;
    onChange({ ...value, day: clamped });
  };
  return (
    <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
      <Calendar
        value={value.day ? utcDayToPicker(value.day) : null}
        onChange={(event) => pick(event.value as Date | null)}
        minDate={range ? utcDayToPicker(range.min) : undefined}
        maxDate={range ? utcDayToPicker(range.max) : undefined}
        dateFormat="dd. M, yy"
        placeholder="Date"
        disabled={disabled}
        ariaLabel={`${label} date (UTC)`}
        inputStyle={{ width: "9.5rem" }}
        // The Calendar hands `input` on to its InputText, whose own pass-through key is `root`.
        pt={{ input: { root: { "data-testid": `${testId}-date` } } as never }}
      />
      <InputText
        value={value.time}
        onChange={(event) => onChange({ ...value, time: event.target.value })}
        maxLength={TIME_BOX_MAX_LENGTH}
        placeholder="hh:mm"
        invalid={!timeValid}
        title={timeValid ? `${label} time (UTC)` : TIME_BOX_MESSAGE}
        disabled={disabled}
        aria-label={`${label} time (UTC)`}
        css={{ width: "4.6rem" }}
        data-testid={`${testId}-time`}
      />
    </span>
  );
}
