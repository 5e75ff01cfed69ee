import { useState } from "react";
import { storageKeys } from "../../shared/storageKeys";

/** Below this width the sidebar starts in mini mode unless the user chose otherwise. */
const NARROW_SCREEN = "(max-width: 900px)";

/** Sidebar mini (icon-only) mode, remembered in localStorage once the user toggles it. */
export function useSidebarMini(): [boolean, () => void] {
  const [mini, setMini] = useState(() => {
    const chosen = localStorage.getItem(storageKeys.sidebarMini);
    return chosen === null ? window.matchMedia(NARROW_SCREEN).matches : chosen === "true";
  });
  const toggle = () => {
    setMini((previous) => {
      localStorage.setItem(storageKeys.sidebarMini, String(!previous));
      return !previous;
    });
  };
  return [mini, toggle];
}
