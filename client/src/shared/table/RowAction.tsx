import { Button } from "primereact/button";

interface RowActionProps {
  icon: string;
  label: string;
  onClick: () => void;
  testId: string;
  severity?: "danger" | "secondary" | "success" | "warning" | "info";
  disabled?: boolean;
}

/** An icon-only row action with a tooltip and an accessible name. */
export function RowAction({ icon, label, onClick, testId, severity, disabled }: RowActionProps) {
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      size="small"
      severity={severity ?? "secondary"}
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: "top", showDelay: 300 }}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

export function RowActions({ children }: { children: React.ReactNode }) {
  return (
    <div css={{ display: "flex", gap: 2, justifyContent: "flex-end", flexWrap: "nowrap" }}>{children}</div>
  );
}
