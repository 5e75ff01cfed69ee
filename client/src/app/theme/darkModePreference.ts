import { readCookie, writeCookie } from "../../shared/cookies";
import { cookieNames, ONE_YEAR_IN_DAYS } from "../../shared/storageKeys";
import type { ThemeMode } from "./tokens";

export function readThemeMode(): ThemeMode {
  return readCookie(cookieNames.darkMode) === "true" ? "dark" : "light";
}

export function saveThemeMode(mode: ThemeMode): void {
  writeCookie(cookieNames.darkMode, String(mode === "dark"), { days: ONE_YEAR_IN_DAYS });
}
