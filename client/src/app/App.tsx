import { PrimeReactProvider } from "primereact/api";
import { StrictMode } from "react";
import { RouterProvider } from "react-router-dom";
import { Snackbar } from "../shared/snackbar/Snackbar";
import { router } from "./router";
import { ThemeModeProvider } from "./theme/ThemeModeProvider";

/**
 * PrimeReact's Dropdown keeps a visually hidden <select> beside its combobox; it has no name, is never
 * focused, and would be announced as a second, unnamed control, so it is hidden from assistive technology.
 */
const PRIME_REACT = {
  ripple: true,
  pt: { dropdown: { select: { "aria-hidden": true } } },
};

export function App() {
  return (
    <StrictMode>
      <PrimeReactProvider value={PRIME_REACT}>
        <ThemeModeProvider>
          <RouterProvider router={router} />
          <Snackbar />
        </ThemeModeProvider>
      </PrimeReactProvider>
    </StrictMode>
  );
}
