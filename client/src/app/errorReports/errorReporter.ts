import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from "../../../../domain/platform/clientErrorReport";

/** Reports one page load sends at most; the server throttles per user besides (docs/operations.md). */
export const MAX_REPORTS_PER_PAGE = 10;

export type ClientErrorSource = ClientErrorReport["source"];

export interface ErrorReporterDeps {
  /** Sends one report; its failure is swallowed (a report about a report helps nobody). */
  send(report: ClientErrorReport): Promise<unknown>;
  /** The page's route pattern ("/Vessel/:vesselId/Info"), never its address or query. */
  route(): string;
  build: string;
  userAgent: string;
}

/** `text` cut to `max` characters, the last one an ellipsis when cut. */
export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** What a thrown value says of itself: an Error's message, name and stack; anything else as text. */
function describeThrown(thrown: unknown): { message: string; name: string; stack: string | null } {
  if (thrown instanceof Error) {
    return { message: thrown.message, name: thrown.name || "Error", stack: thrown.stack ?? null };
  }
  return { message: String(thrown), name: typeof thrown, stack: null };
}

/**
 * Reports each distinct error (by message and stack) once per page load, at most MAX_REPORTS_PER_PAGE,
 * every field cut to the limits the server accepts (domain/platform/clientErrorReport).
 */
export function createErrorReporter(deps: ErrorReporterDeps) {
  const seen = new Set<string>();
  return {
    /** Whether the error was sent (false: already reported, or the page's allowance is spent). */
    report(source: ClientErrorSource, thrown: unknown, componentStack?: string | null): boolean {
      const { message, name, stack } = describeThrown(thrown);
      const key = `${message}\n${stack ?? ""}`;
      if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return false;
      seen.add(key);
      const cut = (text: string | null | undefined, max: number) => (text ? truncate(text, max) : null);
      const report: ClientErrorReport = {
        source,
        message: truncate(message, CLIENT_ERROR_LIMITS.message),
        name: truncate(name, CLIENT_ERROR_LIMITS.name),
        stack: cut(stack, CLIENT_ERROR_LIMITS.stack),
        componentStack: cut(componentStack, CLIENT_ERROR_LIMITS.componentStack),
        route: truncate(deps.route(), CLIENT_ERROR_LIMITS.route),
        build: truncate(deps.build, CLIENT_ERROR_LIMITS.build),
        userAgent: truncate(deps.userAgent, CLIENT_ERROR_LIMITS.userAgent),
      };
      deps.send(report).catch(() => {});
      return true;
    },
  };
}
export type ErrorReporter = ReturnType<typeof createErrorReporter>;
