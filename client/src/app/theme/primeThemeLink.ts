import darkThemeHref from "primereact/resources/themes/lara-dark-blue/theme.css?url";
import lightThemeHref from "primereact/resources/themes/lara-light-blue/theme.css?url";
import type { ThemeMode } from "./tokens";

const LINK_ID = "primereact-theme";

/** Points the PrimeReact theme <link> at the light or dark stylesheet (first in <head>, so emotion styles win). */
export function applyPrimeTheme(mode: ThemeMode): void {
  const href = mode === "dark" ? darkThemeHref : lightThemeHref;
  const current = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (current?.getAttribute("href") === href) return;

  const next = document.createElement("link");
  next.rel = "stylesheet";
  next.href = href;
  next.id = LINK_ID;
  next.dataset.themeMode = mode;
  if (current) {
    // Keep the old sheet until the new one has loaded, so the page never flashes unstyled.
    current.removeAttribute("id");
    next.addEventListener("load", () => current.remove(), { once: true });
    current.after(next);
  } else {
    document.head.prepend(next);
  }
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
