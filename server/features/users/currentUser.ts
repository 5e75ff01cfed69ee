import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { CurrentUserAnswer } from "../../../domain/users/answers.js";
import type { UserView } from "../../../projections/admin/users.js";
import type { AppContext } from "../../context.js";
import { userDto } from "./userDto.js";

export type CurrentUserDto = CurrentUserAnswer;

/**
 * The signed-in user as the shell sees it: the administration view of the user, except that
 * companyId and companyName are the company the user acts for (an administrator's "view as").
 */
export function currentUserDto(ctx: AppContext, user: UserView): CurrentUserDto {
  const acting = user.actingCompanyId
    ? entryOf(ctx.readModels.state("companies").byId, user.actingCompanyId)
    : undefined;
  return {
    ...userDto(ctx, user),
    companyId: user.actingCompanyId,
    companyName: acting?.name ?? "",
    isSuperOrAdmin: isSuperOrAdmin(user.role),
  };
}
