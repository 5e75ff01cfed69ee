import { isBlank, isEmail } from "../../../shared/validation/rules";
import { companyMessages } from "./companyMessages";
import type { CompanyFormValues } from "./types";

export type CompanyFormErrors = Partial<Record<keyof CompanyFormValues, string>>;

/** Spec 1 §5: name required and unique ignoring case (its own unchanged name allowed); contact e-mail valid. */
export function validateCompany(
  values: CompanyFormValues,
  context: { otherNames: readonly string[] },
): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  const name = values.name.trim().toLowerCase();
  if (isBlank(values.name)) errors.name = companyMessages.nameRequired;
  else if (context.otherNames.some((other) => other.trim().toLowerCase() === name))
    errors.name = companyMessages.nameTaken;
  if (!isBlank(values.contactEmail) && !isEmail(values.contactEmail))
    errors.contactEmail = companyMessages.contactEmailInvalid;
  return errors;
}
