import { InputText } from "primereact/inputtext";

interface NumberBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name and placeholder. */
  label: string;
  testId: string;
  width?: string;
  invalid?: boolean;
}

/** A short decimal input for an add row; the text is checked by the request schema on submit. */
export function NumberBox({ value, onChange, label, testId, width = "7rem", invalid }: NumberBoxProps) {
  return (
    <InputText
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      placeholder={label}
      aria-label={label}
      title={label}
      invalid={invalid}
      css={{ width }}
      data-testid={testId}
    />
  );
}
