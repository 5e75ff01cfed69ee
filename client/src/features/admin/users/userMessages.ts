/** Texts of the user list and dialog (spec 1 §2, §5, §8; verbatim where the spec gives them). */
export const userMessages = {
  emailRequired: "Email required",
  emailInvalid: "Email must be valid",
  emailTaken: "A user with that email already exists.",
  nameRequired: "Name required",
  titleRequired: "Title required",
  daysInvalid: "Days before data is outdated must be a whole number of at least 1",
  confirmGenerateKey: "Are you sure you want to generate a API key?",
  confirmRemoveKey: "Are you sure you want to remove the API key?",
  confirmRemove: "Do you really want to remove this?",
  loading: "LOADING...",
  empty: "No users exists",
} as const;
