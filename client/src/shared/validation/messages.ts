/** Validation texts from the specification (section 5), verbatim. */
export const validationMessages = {
  usernameRequired: "Username required",
  passwordRequired: "Password required",
  emailRequired: "Email required",
  emailInvalid: "Email must be valid",
  passwordTooShort: "Password must be at least 6 characters",
  passwordMismatch: "Password mismatch",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
