import { isAdmin, isKognifai, isSuperOrAdmin } from "../../../domain/auth/roles.js";
import type { UserView } from "../../../projections/admin/users.js";
import type { AppContext } from "../../context.js";

export interface CurrentUserDto {
  id: string;
  name: string;
  userName: string;
  email: string;
  title: string;
  phoneNumber: string;
  role: UserView["role"];
  companyId: string | null;
  companyName: string;
  /** Never the key itself: "" when the user has none, else a masked hint. */
  apiKey: string;
  daysBeforeDataOutdated: number;
  lastActivityDate: string | null;
  isAdmin: boolean;
  isSuperOrAdmin: boolean;
  isKognifai: boolean;
}

/** The signed-in user as the client sees it; companyId is the company the user acts for. */
export function currentUserDto(ctx: AppContext, user: UserView): CurrentUserDto {
  const company = user.actingCompanyId
    ? ctx.readModels.state("companies").byId[user.actingCompanyId]
    : undefined;
  return {
    id: user.id,
    name: user.name,
    userName: user.email ?? user.name,
    email: user.email ?? "",
    title: user.title,
    phoneNumber: user.phoneNumber,
    role: user.role,
    companyId: user.actingCompanyId,
    companyName: company?.name ?? "",
    apiKey: user.apiKeyHint ?? "",
    daysBeforeDataOutdated: user.daysBeforeDataOutdated,
    lastActivityDate: ctx.activity.lastActivity(user.id),
    isAdmin: isAdmin(user.role),
    isSuperOrAdmin: isSuperOrAdmin(user.role),
    isKognifai: isKognifai(user.role),
  };
}
