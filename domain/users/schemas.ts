import { z } from "zod";
import { ROLES } from "../auth/roles.js";
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from "../auth/schemas.js";
import { optionalText } from "../shared/fields.js";
import { optionalUuidId, uuidId } from "../shared/ids.js";
import { PASSWORD_MAX_LENGTH, TEXT_LIMITS } from "../shared/limits.js";
import { isBlank, isEmail } from "../shared/text.js";

export const USER_MESSAGES = {
  nameRequired: "Name is required",
  titleRequired: "Title is required",
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  roleInvalid: `Role must be one of ${ROLES.join(", ")}`,
  daysInvalid: "Days before data is outdated must be a whole number between 0 and 365",
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooLong: `Password may not be longer than ${PASSWORD_MAX_LENGTH} characters`,
  nameTooLong: `Name may not be longer than ${TEXT_LIMITS.name} characters`,
  emailTooLong: `Email may not be longer than ${TEXT_LIMITS.email} characters`,
} as const;

const userFields = {
  name: z
    .string({ error: USER_MESSAGES.nameRequired })
    .refine((v) => !isBlank(v), USER_MESSAGES.nameRequired)
    .refine((v) => v.trim().length <= TEXT_LIMITS.name, USER_MESSAGES.nameTooLong),
  email: z
    .string({ error: "Email must be text" })
    .max(TEXT_LIMITS.email, { error: USER_MESSAGES.emailTooLong })
    .nullish(),
  title: optionalText("title", TEXT_LIMITS.title),
  phoneNumber: optionalText("phone number", TEXT_LIMITS.phone),
  role: z.enum(ROLES, { error: USER_MESSAGES.roleInvalid }),
  daysBeforeDataOutdated: z
    .number({ error: USER_MESSAGES.daysInvalid })
    .int({ error: USER_MESSAGES.daysInvalid })
    .min(0, { error: USER_MESSAGES.daysInvalid })
    .max(365, { error: USER_MESSAGES.daysInvalid })
    .nullish()
    .transform((v) => v ?? 2),
};

/** Spec 1 §5: e-mail and title are required unless the role is ApiUser, which has only a name and a key. */
function checkRoleDependentFields(
  user: { role: string; email?: string | null | undefined; title: string },
  issues: { message: string; path: string[] }[],
  checkEmail: boolean,
): void {
  if (user.role === "ApiUser") return;
  if (checkEmail) {
    if (isBlank(user.email)) issues.push({ message: USER_MESSAGES.emailRequired, path: ["email"] });
    else if (!isEmail(user.email!.trim()))
      issues.push({ message: USER_MESSAGES.emailInvalid, path: ["email"] });
  }
  if (isBlank(user.title)) issues.push({ message: USER_MESSAGES.titleRequired, path: ["title"] });
}

/**
 * POST /Users/Post. `password` is optional: without one the new user receives a "choose your
 * password" e-mail. For an ApiUser e-mail, title and phone are cleared.
 */
export const createUserRequest = z
  .object({
    ...userFields,
    companyId: optionalUuidId("company id"),
    password: z
      .string({ error: "Password must be text" })
      .max(PASSWORD_MAX_LENGTH, { error: USER_MESSAGES.passwordTooLong })
      .nullish()
      .refine((v) => v === null || v === undefined || v === "" || v.length >= MIN_PASSWORD_LENGTH, {
        message: USER_MESSAGES.passwordTooShort,
      }),
  })
  .check((ctx) => {
    const issues: { message: string; path: string[] }[] = [];
    checkRoleDependentFields(ctx.value, issues, true);
    for (const issue of issues) ctx.issues.push({ code: "custom", input: ctx.value, ...issue });
  })
  .transform((user) => {
    const isApi = user.role === "ApiUser";
    return {
      ...user,
      name: user.name.trim(),
      email: isApi ? null : (user.email ?? "").trim(),
      title: isApi ? "" : user.title,
      phoneNumber: isApi ? "" : user.phoneNumber,
      companyId: user.companyId || null,
      password: user.password || null,
    };
  });
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/** PUT /Users/Put: `version` is the user's version as last read; a stale one answers 409. */
export const updateUserRequest = z
  .object({
    id: uuidId("user id"),
    ...userFields,
    version: z.number().int().nonnegative().nullish(),
  })
  .check((ctx) => {
    const issues: { message: string; path: string[] }[] = [];
    checkRoleDependentFields(ctx.value, issues, false);
    for (const issue of issues) ctx.issues.push({ code: "custom", input: ctx.value, ...issue });
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

export const userIdRequest = z.object({
  userId: uuidId("userId"),
});

/** Hours the replaced key keeps working after a new one is generated, so integrations can switch without downtime. */
export const MAX_API_KEY_GRACE_HOURS = 168;
export const generateApiKeyRequest = userIdRequest.extend({
  previousKeyGraceHours: z
    .number({ message: "previousKeyGraceHours must be a number of hours" })
    .int({ message: "previousKeyGraceHours must be a whole number of hours" })
    .min(0, { message: `previousKeyGraceHours must be between 0 and ${MAX_API_KEY_GRACE_HOURS}` })
    .max(MAX_API_KEY_GRACE_HOURS, {
      message: `previousKeyGraceHours must be between 0 and ${MAX_API_KEY_GRACE_HOURS}`,
    })
    .default(0),
});
