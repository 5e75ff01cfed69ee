import { InputText } from "primereact/inputtext";
import { isValidTimeBox, TIME_BOX_MAX_LENGTH } from "../logic/timeBox";

interface TimeBoxInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
}

/** The hh:mm box (max 5 characters); marked invalid while it is not a time. */
export function TimeBoxInput({ id, value, onChange, testId, disabled }: TimeBoxInputProps) {
  const invalid = value !== "" && !isValidTimeBox(value);
  return (
    <InputText
      id={id}
      value={value}
      placeholder="hh:mm"
      maxLength={TIME_BOX_MAX_LENGTH}
      inputMode="numeric"
      aria-label="Time (hh:mm, UTC)"
      invalid={invalid}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
      style={{ width: "6.5rem" }}
    />
  );
}
