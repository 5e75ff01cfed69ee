import { Button } from "primereact/button";

interface ListStateMessageProps {
  status: "loading" | "ready" | "error";
  /** Plural noun: "users", "companies". */
  what: string;
  /** The empty state: the list loaded and has nothing. */
  empty: string;
  onRetry: () => void;
}

/**
 * What a table shows when it has no rows: loading, empty, or that the list could not be loaded (with
 * Try again) — a failure never reads as "nothing there".
 */
export function ListStateMessage({ status, what, empty, onRetry }: ListStateMessageProps) {
  if (status === "loading") return <>LOADING...</>;
  if (status === "ready") return <>{empty}</>;
  return (
    <div
      role="alert"
      css={{ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap" }}
      data-testid="list-load-error"
    >
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>The {what} could not be loaded. Check the connection and try again.</span>
      <Button
        type="button"
        label="Try again"
        icon="pi pi-refresh"
        size="small"
        text
        onClick={onRetry}
        data-testid="list-load-retry"
      />
    </div>
  );
}
