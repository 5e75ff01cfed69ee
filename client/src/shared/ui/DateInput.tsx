import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { InputText } from "primereact/inputtext";
import { OverlayPanel } from "primereact/overlaypanel";
import { useEffect, useMemo, useRef, useState } from "react";
import { DAY_INPUT_EXAMPLE, formatDay, readDayInput } from "../../../../domain/shared/dateInput";
import { dayOfPicker, pickerOfDay } from "./pickerDay";

/** What the day input and the date-time input (DateTimeInput) are both given. */
export interface DateFieldProps {
  /** Names the box or boxes: DateInput's box is "<label>", its calendar button "Pick <label>". */
  label: string;
  /** Test ids: DateInput's box `<testId>`, its calendar button `<testId>-pick`. */
  testId: string;
  /** Id of the box a label's htmlFor names. */
  id?: string;
  /** The first and last day that may be picked or typed ("yyyy-mm-dd"). */
  min?: string;
  max?: string;
  disabled?: boolean;
}

export interface DateInputProps extends DateFieldProps {
  /** The UTC calendar day "yyyy-mm-dd", or "" while the box is empty or unreadable. */
  value: string;
  onChange: (day: string) => void;
  width?: string;
}

/**
 * The one input for a calendar day: a text box read by the one day rule (domain/shared/dateInput) and a
 * calendar button that writes the picked day into the same box, so a typed and a picked day are the same
 * day. The box shows the spec's form ("27. Oct, 2026") once it is left; an entry the rule refuses (or a
 * day outside min..max) is named under the box and handed on as "".
 */
export function DateInput({ value, onChange, label, testId, id, min, max, disabled, width }: DateInputProps) {
  const [text, setText] = useState(() => (value ? formatDay(value) : ""));
  const [editing, setEditing] = useState(false);
  const panel = useRef<OverlayPanel>(null);
  const reading = readDayInput(text);
  const problem = reading === null ? null : !reading.ok ? reading.message : outside(reading.day, min, max);
  const readDay = reading?.ok && problem === null ? reading.day : "";

  // A day set from outside (a reset, a default) replaces the text; the reader's own answer does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of value re-writes the box
  useEffect(() => {
    if (value !== readDay) setText(value ? formatDay(value) : "");
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const read = readDayInput(next);
    onChange(read?.ok && outside(read.day, min, max) === null ? read.day : "");
  };
  const pick = (picked: Date | null | undefined) => {
    if (!picked) return;
    const day = clamp(dayOfPicker(picked), min, max);
    setText(formatDay(day));
    onChange(day);
    panel.current?.hide();
  };
  // The calendar opens on the day in the box, else on the last possible day when that is past.
  const opensOn = readDay || (max && max < today() ? max : "");
  const shown = useMemo(() => (opensOn ? pickerOfDay(opensOn) : undefined), [opensOn]);
  const picked = useMemo(() => (readDay ? pickerOfDay(readDay) : null), [readDay]);
  const shownProblem = editing ? null : problem;
  const errorId = `${id ?? testId}-problem`;

  return (
    <span css={{ display: "inline-flex", flexDirection: "column", alignItems: "flex-start", gap: 4 }}>
      <span css={{ display: "inline-flex", alignItems: "center" }}>
        <InputText
          id={id}
          value={text}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            if (reading?.ok) setText(formatDay(reading.day));
          }}
          placeholder={DAY_INPUT_EXAMPLE}
          aria-label={label}
          aria-invalid={shownProblem !== null}
          aria-describedby={shownProblem ? errorId : undefined}
          title={problem ?? `${label}, e.g. ${DAY_INPUT_EXAMPLE}`}
          invalid={shownProblem !== null}
          disabled={disabled}
          autoComplete="off"
          style={{ width: width ?? "9.5rem" }}
          data-testid={testId}
        />
        <Button
          type="button"
          icon="pi pi-calendar"
          text
          rounded
          size="small"
          aria-label={`Pick ${label}`}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={(event) => panel.current?.toggle(event)}
          data-testid={`${testId}-pick`}
        />
      </span>
      <OverlayPanel ref={panel} aria-label={`Calendar: ${label}`}>
        <Calendar
          inline
          value={picked}
          viewDate={shown}
          onChange={(event) => pick(event.value as Date | null)}
          minDate={min ? pickerOfDay(min) : undefined}
          maxDate={max ? pickerOfDay(max) : undefined}
          pt={{ root: { "data-testid": `${testId}-calendar` } as never }}
        />
      </OverlayPanel>
      {shownProblem && (
        <small
          id={errorId}
          role="alert"
          css={(t) => ({ color: t.color.danger, maxWidth: "22rem" })}
          data-testid={`${testId}-problem`}
        >
          {shownProblem}
        </small>
      )}
    </span>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function outside(day: string, min?: string, max?: string): string | null {
  if (min && day < min) return `${formatDay(day)} is before the first possible day, ${formatDay(min)}.`;
  if (max && day > max) return `${formatDay(day)} is after the last possible day, ${formatDay(max)}.`;
  return null;
}

function clamp(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}
