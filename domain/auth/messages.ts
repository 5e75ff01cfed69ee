/** Minimum password length (spec 1 §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** Sign-in and password texts of spec 1 §5, verbatim; shared by the client's forms and the server's schemas. */
export const AUTH_MESSAGES = {
  usernameRequired: "Username required",
  passwordRequired: "Password required",
  emailRequired: "Email required",
  emailInvalid: "Email must be valid",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordMismatch: "Password mismatch",
  incompleteResetLink:
    "Your password reset link appears to be incomplete. Please click the link you recieved in the email or copy and paste the full link into your browser.",
} as const;
