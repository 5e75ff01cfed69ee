import type { z } from "zod";
import { isAdmin, isKognifai } from "../../../domain/auth/roles.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import type { colleagueAnswer, UserAnswer } from "../../../domain/users/answers.js";
import type { UserView } from "../../../projections/admin/users.js";
import type { AppContext } from "../../context.js";

/** Spec 1 §9: a user is online when their last activity was within 10 minutes. */
export const ONLINE_THRESHOLD_MINUTES = 10;

/** A user as the administration screens see it; the shape is the documented answer's. */
export type UserDto = UserAnswer;

export function userDto(ctx: AppContext, user: UserView): UserDto {
  const company = user.companyId
    ? entryOf(ctx.readModels.state("companies").byId, user.companyId)
    : undefined;
  return {
    id: user.id,
    name: user.name,
    userName: user.email ?? user.name,
    email: user.email ?? "",
    title: user.title,
    phoneNumber: user.phoneNumber,
    role: user.role,
    companyId: user.companyId,
    companyName: company?.name ?? "",
    apiKey: user.apiKeyHint ?? "",
    daysBeforeDataOutdated: user.daysBeforeDataOutdated,
    lastActivityDate: ctx.activity.lastActivity(user.id),
    apiKeyLastUsedDate: user.apiKeyHint ? ctx.apiKeyUse.lastActivity(user.id) : null,
    isOnline: ctx.activity.isOnline(user.id, ctx.now(), ONLINE_THRESHOLD_MINUTES),
    isAdmin: isAdmin(user.role),
    isKognifai: isKognifai(user.role),
    version: user.version,
  };
}

/** A colleague as a User-role caller sees one (names shown beside records, never contact or key data). */
export type ColleagueDto = z.infer<typeof colleagueAnswer>;
export const colleagueDto = (user: UserView): ColleagueDto => ({ id: user.id, name: user.name });

/** Users of a company, by name ignoring case. */
export function usersOfCompany(ctx: AppContext, companyId: string | null): UserView[] {
  if (!companyId) return [];
  return Object.values(ctx.readModels.state("users").byId)
    .filter((u) => u.companyId === companyId)
    .sort(byName);
}
