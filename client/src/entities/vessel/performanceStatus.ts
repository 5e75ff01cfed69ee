import type { Theme } from "@emotion/react";

interface StatusLook {
  label: string;
  icon: string;
  tone: (theme: Theme) => string;
}

const LOOKS: Record<string, StatusLook> = {
  NotOk: { label: "Not ok", icon: "pi pi-times-circle", tone: (t) => t.color.danger },
  Observe: { label: "Observe", icon: "pi pi-exclamation-circle", tone: (t) => t.color.warning },
  Ok: { label: "Ok", icon: "pi pi-check-circle", tone: (t) => t.color.success },
  BenchMarking: { label: "Benchmarking", icon: "pi pi-chart-line", tone: (t) => t.color.info },
  NoDiagnosticTypes: {
    label: "No performance parameters",
    icon: "pi pi-minus-circle",
    tone: (t) => t.color.textMuted,
  },
  NoEnabledLongTrends: {
    label: "Performance status disabled by user",
    icon: "pi pi-minus-circle",
    tone: (t) => t.color.textMuted,
  },
  DiagnosticsNotActivated: {
    label: "Diagnostics module not activated",
    icon: "pi pi-ban",
    tone: (t) => t.color.textMuted,
  },
};

const NOT_AVAILABLE: StatusLook = { label: "N/A", icon: "pi pi-circle", tone: (t) => t.color.textMuted };

export function performanceStatusLook(status: string | null | undefined): StatusLook {
  return (status && LOOKS[status]) || NOT_AVAILABLE;
}
