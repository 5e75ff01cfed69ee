import { useStore } from "../../shared/store/createStore";
import { TopBarIconButton } from "../../shared/ui/topBarStyles";
import { themeModeStore, toggleThemeMode } from "../theme/themeModeStore";

/** Light/dark switch (administrators only); remembered in the app.darkMode cookie. */
export function ThemeSwitch() {
  const mode = useStore(themeModeStore);
  const dark = mode === "dark";
  return (
    <TopBarIconButton
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark theme"
      title={dark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={toggleThemeMode}
      data-testid="theme-switch"
      data-theme-mode={mode}
    >
      <i className={dark ? "pi pi-sun" : "pi pi-moon"} aria-hidden="true" />
    </TopBarIconButton>
  );
}
