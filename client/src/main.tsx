// First: before any module creates a zod schema.
import "./app/zodJitless";
import "primeicons/primeicons.css";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { installErrorReports } from "./app/errorReports/installErrorReports";
import { installSessionCleanup } from "./app/sessionCleanup";
import { applyPrimeTheme } from "./app/theme/primeThemeLink";
import { themeModeStore } from "./app/theme/themeModeStore";
import { loadUserOnStart, verifyStoredToken } from "./entities/session/sessionActions";

applyPrimeTheme(themeModeStore.get());
installSessionCleanup();
void verifyStoredToken();
loadUserOnStart();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
// Before the first render: an error while rendering it is reported too.
const rootOptions = installErrorReports();
createRoot(container, rootOptions).render(<App />);
