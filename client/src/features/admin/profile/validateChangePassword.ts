import { MIN_PASSWORD_LENGTH, validationMessages } from "../../../shared/validation/messages";
import { isBlank } from "../../../shared/validation/rules";

export interface ChangePasswordValues {
  current: string;
  next: string;
  repeat: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/** Spec 1 §5 password rules: required, at least 6 characters, repeat must equal. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (isBlank(values.current)) errors.current = validationMessages.passwordRequired;
  if (isBlank(values.next)) errors.next = validationMessages.passwordRequired;
  else if (values.next.length < MIN_PASSWORD_LENGTH) errors.next = validationMessages.passwordTooShort;
  if (values.repeat !== values.next) errors.repeat = validationMessages.passwordMismatch;
  return errors;
}
