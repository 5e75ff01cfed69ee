import { isBlank, isEmail } from "../../../shared/validation/rules";
import type { UserFormValues } from "./types";
import { userMessages } from "./userMessages";

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

interface UserValidationContext {
  /** E-mails of the other users. */
  existingEmails: readonly string[];
  /** The e-mail the user had when the dialog opened ("" when new); unchanged, it skips the unique check. */
  originalEmail: string;
}

/** Spec 1 §5: e-mail required unless ApiUser, valid and unique (case-insensitive); name; title unless ApiUser. */
export function validateUser(values: UserFormValues, context: UserValidationContext): UserFormErrors {
  const errors: UserFormErrors = {};
  const apiUser = values.role === "ApiUser";
  const email = values.email.trim();
  if (!apiUser && isBlank(email)) errors.email = userMessages.emailRequired;
  else if (email && !isEmail(email)) errors.email = userMessages.emailInvalid;
  else if (
    email &&
    email.toLowerCase() !== context.originalEmail.trim().toLowerCase() &&
    context.existingEmails.some((other) => other.trim().toLowerCase() === email.toLowerCase())
  ) {
    errors.email = userMessages.emailTaken;
  }
  if (isBlank(values.name)) errors.name = userMessages.nameRequired;
  if (!apiUser && isBlank(values.title)) errors.title = userMessages.titleRequired;
  const days = values.daysBeforeDataOutdated.trim();
  if (days !== "" && !(/^\d+$/.test(days) && Number(days) >= 1))
    errors.daysBeforeDataOutdated = userMessages.daysInvalid;
  return errors;
}

/** Choosing ApiUser clears e-mail, title and phone (spec 1 §5). */
export function withRole(values: UserFormValues, role: UserFormValues["role"]): UserFormValues {
  return role === "ApiUser"
    ? { ...values, role, email: "", title: "", phoneNumber: "" }
    : { ...values, role };
}
