import { InputText } from "primereact/inputtext";
import type { FocusEvent, KeyboardEvent } from "react";
import { type NumberRule, readNumberInput } from "../../../../domain/shared/numberInput";

interface NumberInputProps {
  /** The text as typed: the value is read from it by the one number rule (domain/shared/numberInput). */
  value: string;
  onChange: (text: string) => void;
  /** Accessible name, tooltip and (unless `placeholder`) placeholder. */
  label: string;
  testId: string;
  /** `threeDecimals` for figures entered to 0.001 (fuel tons, densities, minutes of arc). */
  rule?: NumberRule;
  placeholder?: string;
  width?: string;
  /** Marks the box invalid for a reason of the caller's (a range), besides an unreadable entry. */
  invalid?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The one input for a figure a crew types: a text box (a `type=number` box drops a decimal comma, so
 * "24,5" became 245), read by the same rule as the server and the Excel template. An entry the rule
 * refuses marks the box invalid and names its reading in the tooltip; the caller must not save it.
 */
export function NumberInput({
  value,
  onChange,
  label,
  testId,
  rule,
  placeholder,
  width = "7rem",
  invalid,
  autoFocus,
  maxLength,
  onKeyDown,
  onBlur,
}: NumberInputProps) {
  const reading = readNumberInput(value, rule);
  const refused = reading !== null && !reading.ok ? reading.message : null;
  return (
    <InputText
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      placeholder={placeholder ?? label}
      aria-label={label}
      title={refused ?? label}
      invalid={invalid || refused !== null}
      aria-invalid={invalid || refused !== null}
      autoFocus={autoFocus}
      maxLength={maxLength}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      css={{ width }}
      data-testid={testId}
    />
  );
}
