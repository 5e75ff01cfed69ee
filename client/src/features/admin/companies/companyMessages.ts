/** Texts of the company list and dialog (spec 1 §2, §5; verbatim where the spec gives them). */
export const companyMessages = {
  nameRequired: "Company name required",
  nameTaken: "A company with that name already exists.",
  contactEmailInvalid: "Email must be valid",
  loading: "LOADING...",
  empty: "No companies exists",
  confirmRemove: (name: string) => `Do you really want to remove the company ${name}?`,
} as const;
