import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "./GlobalStyles";
import { darkTheme, lightTheme } from "./tokens";
import { useEffectiveThemeMode } from "./useEffectiveThemeMode";

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const mode = useEffectiveThemeMode();
  return (
    <ThemeProvider theme={mode === "dark" ? darkTheme : lightTheme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
