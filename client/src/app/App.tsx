import { PrimeReactProvider } from "primereact/api";
import { StrictMode } from "react";
import { RouterProvider } from "react-router-dom";
import { Snackbar } from "../shared/snackbar/Snackbar";
import { router } from "./router";
import { ThemeModeProvider } from "./theme/ThemeModeProvider";

/**
 * PrimeReact's Dropdown keeps a visually hidden <select> beside its focusable input, and draws its arrow as a
 * `role="button"` that is never focused and is named only from a placeholder or the `ariaLabel` prop. Both
 * would be announced as extra controls, mostly unnamed, beside the input that the keyboard and screen readers
 * use (it carries the name and opens the list), so both are hidden from assistive technology.
 */
const PRIME_REACT = {
  ripple: true,
  pt: {
    dropdown: { select: { "aria-hidden": true }, trigger: { "aria-hidden": true } },
    // The InputSwitch wraps its focusable `role="switch"` input in a `role="checkbox"` box: one control
    // announced twice, and an interactive element nested in another (axe nested-interactive).
    inputswitch: { root: { role: "presentation", "aria-checked": undefined } },
  },
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
