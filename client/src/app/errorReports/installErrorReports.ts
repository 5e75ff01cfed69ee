import type { RootOptions } from "react-dom/client";
import type { ClientErrorReport } from "../../../../domain/platform/clientErrorReport";
import { http } from "../../shared/api/httpClient";
import { readSessionHint } from "../../shared/api/sessionHint";
import { router } from "../router";
import { type ClientErrorSource, createErrorReporter } from "./errorReporter";
import { routePatternOf } from "./routePattern";

/** Sent only while signed in: the server takes reports from signed-in users alone. */
const send = async (report: ClientErrorReport) => {
  if (readSessionHint()) await http.post("/ClientErrors", report);
};

const reporter = createErrorReporter({
  send,
  route: () => routePatternOf(router.state.matches),
  build: import.meta.env.VITE_KEELSON_BUILD ?? "unknown",
  userAgent: navigator.userAgent,
});

/**
 * Every error the page meets goes to the server's log once (docs/operations.md, "Client errors"): React's
 * root callbacks (with the component stack; React 19 calls these instead of logging, so they log too) and
 * the window's uncaught errors and unhandled rejections. Answers the options for `createRoot`.
 */
export function installErrorReports(): RootOptions {
  window.addEventListener("error", (event) => reporter.report("window-error", event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) =>
    reporter.report("unhandled-rejection", event.reason),
  );
  const fromReact =
    (source: ClientErrorSource) =>
    (error: unknown, info: { componentStack?: string | undefined }): void => {
      console.error(error);
      reporter.report(source, error, info.componentStack ?? null);
    };
  return {
    onUncaughtError: fromReact("react-uncaught"),
    onCaughtError: fromReact("react-caught"),
    onRecoverableError: fromReact("react-recoverable"),
  };
}
