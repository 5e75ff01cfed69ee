import { InputText, type InputTextProps } from "primereact/inputtext";
import { FormField } from "./FormField";

interface TextFormFieldProps extends Omit<InputTextProps, "id" | "value" | "onChange" | "invalid"> {
  /** The input's id and test id; its error message's test id adds "-error". */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message to show, or null/undefined when the value is acceptable. */
  error?: string | null;
}

/** A labelled text input with its validation message. */
export function TextFormField({ id, label, value, onChange, error, ...input }: TextFormFieldProps) {
  return (
    <FormField label={label} htmlFor={id} error={error ?? null} errorTestId={`${id}-error`}>
      <InputText
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={!!error}
        data-testid={id}
      />
    </FormField>
  );
}
