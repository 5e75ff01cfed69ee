import type { EventSource } from "../types";

/** Where a record came from: the ship (crew) or the office (shore staff, imports). */
export function SourceIcon({ source }: { source: EventSource }) {
  const ship = source === "Ship";
  return (
    <i
      className={ship ? "pi pi-send" : "pi pi-building"}
      title={ship ? "Recorded on board" : "Recorded in the office"}
      role="img"
      aria-label={ship ? "Ship" : "Office"}
      data-testid="source-icon"
      data-source={source}
    />
  );
}

/** A green tick for confirmed, a muted circle otherwise. */
export function Tick({ on, label, testId }: { on: boolean; label: string; testId?: string }) {
  return (
    <i
      className={on ? "pi pi-check-circle" : "pi pi-circle"}
      css={(theme) => ({ color: on ? theme.color.success : theme.color.textMuted })}
      role="img"
      aria-label={`${label}: ${on ? "yes" : "no"}`}
      title={`${label}: ${on ? "yes" : "no"}`}
      data-testid={testId}
      data-on={on}
    />
  );
}
