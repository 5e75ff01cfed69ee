/** Help menu entries (spec §2 App shell), each linking /Help/{path}. */
export const helpTopics = [
  { label: "What's new", path: "VersionHistory", icon: "pi pi-sparkles" },
  { label: "Getting started", path: "GettingStarted", icon: "pi pi-flag" },
  { label: "FAQ", path: "FAQ", icon: "pi pi-question-circle" },
  { label: "Basic Vessel Modules", path: "Basic", icon: "pi pi-box" },
  { label: "Diagnostics", path: "Diagnostics", icon: "pi pi-wave-pulse" },
  { label: "Fouling", path: "Fouling", icon: "pi pi-filter" },
  { label: "Vessel Comparison", path: "Compare", icon: "pi pi-arrow-right-arrow-left" },
  { label: "Charter Party", path: "CharterParty", icon: "pi pi-file-edit" },
  { label: "Alerts", path: "Notifications", icon: "pi pi-bell" },
  { label: "Emissions Compliance", path: "EmissionReport", icon: "pi pi-cloud" },
  { label: "CII", path: "CII", icon: "pi pi-gauge" },
  { label: "ISO 19030", path: "ISO19030", icon: "pi pi-verified" },
] as const;
