import { z } from "zod";
import { PASSWORD_MAX_LENGTH, TEXT_LIMITS } from "../shared/limits.js";
import { isEmail } from "../shared/text.js";
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from "./messages.js";

export { AUTH_MESSAGES, MIN_PASSWORD_LENGTH };

/** A non-blank string of at most `max` characters; any other type answers `message`. */
const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .refine((value) => value.trim().length > 0, { message })
    .refine((value) => value.length <= max, { message: `${label} may not be longer than ${max} characters` });

export const newPassword = requiredText(
  AUTH_MESSAGES.passwordRequired,
  PASSWORD_MAX_LENGTH,
  "Password",
).refine((value) => value.length >= MIN_PASSWORD_LENGTH, { message: AUTH_MESSAGES.passwordTooShort });

export const loginRequest = z.object({
  username: requiredText(AUTH_MESSAGES.usernameRequired, TEXT_LIMITS.username, "Username"),
  password: requiredText(AUTH_MESSAGES.passwordRequired, PASSWORD_MAX_LENGTH, "Password"),
  /** Browser session: a cookie kept for the token's lifetime (default) or only until the browser closes. */
  rememberMe: z.boolean({ error: "rememberMe must be true or false" }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const emailField = requiredText(AUTH_MESSAGES.emailRequired, TEXT_LIMITS.email, "Email").refine(
  (value) => isEmail(value.trim()),
  {
    message: AUTH_MESSAGES.emailInvalid,
  },
);

export const lostPasswordRequest = z.object({ Email: emailField });
export type LostPasswordRequest = z.infer<typeof lostPasswordRequest>;

export const resetPasswordRequest = z.object({
  Username: requiredText(AUTH_MESSAGES.usernameRequired, TEXT_LIMITS.username, "Username"),
  Token: requiredText(
    "The reset token is missing. Use the full link from the e-mail.",
    TEXT_LIMITS.token,
    "The reset token",
  ),
  Password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({
  Username: requiredText(AUTH_MESSAGES.usernameRequired, TEXT_LIMITS.username, "Username"),
  CurrentPassword: requiredText("Current password required", PASSWORD_MAX_LENGTH, "Password"),
  NewPassword: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The client's "new password" form: repeat must equal the new password. */
export const newPasswordForm = z
  .object({ password: newPassword, repeat: z.string() })
  .refine((form) => form.password === form.repeat, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ["repeat"],
  });

export interface TokenPair {
  access: string;
  /** ISO-8601 UTC. */
  expiry: string;
}

/** POST /Authenticate's answer: the bearer token and when it expires (ISO 8601). */
export const signInAnswer = z.object({ access: z.string(), expiry: z.string() });
/** GET /Authenticate/TokenCheck. */
export const tokenCheckAnswer = z.object({ valid: z.literal(true) });
/** The password calls' answer: what happened, for a person. */
export const messageAnswer = z.object({ message: z.string() });
