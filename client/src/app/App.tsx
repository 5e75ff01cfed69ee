import { PrimeReactProvider } from "primereact/api";
import { StrictMode } from "react";
import { RouterProvider } from "react-router-dom";
import { Snackbar } from "../shared/snackbar/Snackbar";
import { router } from "./router";
import { ThemeModeProvider } from "./theme/ThemeModeProvider";

export function App() {
  return (
    <StrictMode>
      <PrimeReactProvider value={{ ripple: true }}>
        <ThemeModeProvider>
          <RouterProvider router={router} />
          <Snackbar />
        </ThemeModeProvider>
      </PrimeReactProvider>
    </StrictMode>
  );
}
