import { useEffect } from "react";
import { useSession } from "../../entities/session/sessionStore";
import { useStore } from "../../shared/store/createStore";
import { applyPrimeTheme } from "./primeThemeLink";
import { themeModeStore } from "./themeModeStore";
import type { ThemeMode } from "./tokens";

/**
 * The app.darkMode preference applies to administrators (the only role with a theme switch) and to the
 * signed-out screens; other signed-in roles always get the light theme.
 */
export function useEffectiveThemeMode(): ThemeMode {
  const preferred = useStore(themeModeStore);
  const { user } = useSession();
  const mode: ThemeMode = user && !user.isAdmin ? "light" : preferred;
  useEffect(() => applyPrimeTheme(mode), [mode]);
  return mode;
}
