import type { Theme } from "@emotion/react";

interface SeverityLook {
  label: string;
  icon: string;
  tone: (theme: Theme) => string;
  soft: (theme: Theme) => string;
}

const LOOKS: Record<string, SeverityLook> = {
  Critical: {
    label: "Critical",
    icon: "pi pi-times-circle",
    tone: (t) => t.color.danger,
    soft: (t) => t.color.dangerSoft,
  },
  Warning: {
    label: "Warning",
    icon: "pi pi-exclamation-triangle",
    tone: (t) => t.color.warning,
    soft: (t) => t.color.warningSoft,
  },
};

/** Colour, icon and label of an incident severity (an unknown one reads as Warning). */
export const severityLook = (severity: string | null | undefined): SeverityLook =>
  LOOKS[severity ?? ""] ?? (LOOKS.Warning as SeverityLook);
