import { InputText } from "primereact/inputtext";

interface DayInputProps {
  id: string;
  /** "yyyy-mm-dd" (a UTC calendar day) or "". */
  value: string;
  onChange: (value: string) => void;
  testId: string;
  label: string;
  min?: string;
  max?: string;
  disabled?: boolean;
}

/** A calendar day picker (the browser's date picker; days are UTC days). */
export function DayInput({ id, value, onChange, testId, label, min, max, disabled }: DayInputProps) {
  return (
    <InputText
      id={id}
      type="date"
      value={value}
      min={min}
      max={max}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
      style={{ width: "11rem" }}
    />
  );
}
