import { z } from "zod";
import { ROLES } from "../auth/roles.js";

/** A user as the administration screens see it (spec 1 §3 field names): GET /Users, PUT /Users/Put, … */
export const userAnswer = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  title: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  /** The user's own company (not the company an administrator currently acts for). */
  companyId: z.string().nullable(),
  companyName: z.string(),
  /** Never the key: "" without one, else a masked hint like "••••abcd". */
  apiKey: z.string(),
  daysBeforeDataOutdated: z.number(),
  lastActivityDate: z.string().nullable(),
  /** When the user's API key was last used (null: never, or no key). */
  apiKeyLastUsedDate: z.string().nullable(),
  isOnline: z.boolean(),
  isAdmin: z.boolean(),
  isKognifai: z.boolean(),
  /** Send back as `version` on PUT /Users/Put; a stale one answers 409. */
  version: z.number().int(),
});
export type UserAnswer = z.infer<typeof userAnswer>;

/** The signed-in user (GET /Users/Get): companyId and companyName are the company the user acts for. */
export const currentUserAnswer = userAnswer.extend({ isSuperOrAdmin: z.boolean() });
export type CurrentUserAnswer = z.infer<typeof currentUserAnswer>;

/** A colleague as a User-role caller sees one (names shown beside records). */
export const colleagueAnswer = z.object({ id: z.string(), name: z.string() });
