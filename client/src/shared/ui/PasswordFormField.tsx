import { FormField } from "./FormField";
import { PasswordField } from "./PasswordField";

interface PasswordFormFieldProps {
  /** The input's id and test id; its error message and show/hide toggle add "-error" and "-toggle". */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The error is shown, and the input marked invalid, only once the field is touched. */
  touched: boolean;
  autoComplete: "current-password" | "new-password";
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  disabled?: boolean;
}

/** A labelled password input with a show/hide toggle and its validation message. */
export function PasswordFormField({ id, label, error, touched, ...input }: PasswordFormFieldProps) {
  const shownError = touched ? error : null;
  return (
    <FormField label={label} htmlFor={id} error={shownError} errorTestId={`${id}-error`}>
      <PasswordField {...input} id={id} invalid={!!shownError} testId={id} toggleTestId={`${id}-toggle`} />
    </FormField>
  );
}
