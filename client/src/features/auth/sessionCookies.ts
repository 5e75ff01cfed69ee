import type { CurrentUser } from "../../entities/user/types";
import { deleteCookie, writeCookie } from "../../shared/cookies";
import { cookieNames } from "../../shared/storageKeys";

export function writeSessionCookies(user: CurrentUser): void {
  writeCookie(cookieNames.userId, user.id);
  writeCookie(cookieNames.companyName, user.companyName ?? "");
}

export function clearSessionCookies(): void {
  deleteCookie(cookieNames.userId);
  deleteCookie(cookieNames.companyName);
}
