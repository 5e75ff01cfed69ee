import { createStore } from "../../shared/store/createStore";
import { readThemeMode, saveThemeMode } from "./darkModePreference";
import type { ThemeMode } from "./tokens";

export const themeModeStore = createStore<ThemeMode>(readThemeMode());

export function setThemeMode(mode: ThemeMode): void {
  saveThemeMode(mode);
  themeModeStore.set(mode);
}

export function toggleThemeMode(): void {
  setThemeMode(themeModeStore.get() === "dark" ? "light" : "dark");
}
