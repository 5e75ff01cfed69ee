import { deleteCookie, writeCookie } from "../../shared/cookies";
import { cookieNames } from "../../shared/storageKeys";
import type { CurrentUser } from "../user/types";

export function writeSessionCookies(user: CurrentUser): void {
  writeCookie(cookieNames.userId, user.id);
  writeCookie(cookieNames.companyName, user.companyName ?? "");
}

export function clearSessionCookies(): void {
  deleteCookie(cookieNames.userId);
  deleteCookie(cookieNames.companyName);
}
