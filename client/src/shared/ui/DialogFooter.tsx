import type { ReactNode } from "react";

/** Right-aligned buttons at the bottom of a dialog; an optional left slot (e.g. History). */
export function DialogFooter({ left, children }: { left?: ReactNode; children: ReactNode }) {
  return (
    <div css={{ display: "flex", alignItems: "center", gap: 8 }}>
      <div css={{ marginRight: "auto" }}>{left}</div>
      {children}
    </div>
  );
}
