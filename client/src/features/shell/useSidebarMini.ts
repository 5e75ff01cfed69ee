import { useState } from "react";
import { storageKeys } from "../../shared/storageKeys";

/** Sidebar mini (icon-only) mode, remembered in localStorage. */
export function useSidebarMini(): [boolean, () => void] {
  const [mini, setMini] = useState(() => localStorage.getItem(storageKeys.sidebarMini) === "true");
  const toggle = () => {
    setMini((previous) => {
      localStorage.setItem(storageKeys.sidebarMini, String(!previous));
      return !previous;
    });
  };
  return [mini, toggle];
}
