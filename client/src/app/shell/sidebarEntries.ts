export interface SidebarEntry {
  label: string;
  /** Child route below /Vessel/{id}/{name}/ or /DataQuality/. */
  path: string;
  icon: string;
  /** Shown only when the vessel has this feature. */
  feature?: string;
}

export const dataQualityEntries: readonly SidebarEntry[] = [
  { label: "Summary", path: "DQFleetOverview", icon: "pi pi-list-check" },
  { label: "Data Availability", path: "DataAvailability", icon: "pi pi-calendar" },
  { label: "Data Outliers", path: "DataOutliers", icon: "pi pi-chart-scatter" },
  { label: "Speed Log", path: "SpeedLog", icon: "pi pi-gauge" },
  { label: "Noon Report Alignment", path: "DataAlignment", icon: "pi pi-sun" },
];

export const technicalPerformanceEntries: readonly SidebarEntry[] = [
  { label: "Diagnostics", path: "Diagnostics", icon: "pi pi-wave-pulse" },
  { label: "ISO19030", path: "DiagnosticsISO", icon: "pi pi-verified" },
  { label: "Fouling", path: "Fouling", icon: "pi pi-filter" },
  { label: "Logging History", path: "LoggingHistory", icon: "pi pi-history" },
  { label: "Long Trend", path: "LongTrend", icon: "pi pi-chart-line", feature: "LongTrend" },
  { label: "Onboard Reports", path: "Report", icon: "pi pi-file" },
  { label: "Emission Tracking", path: "EmissionReport", icon: "pi pi-cloud" },
  { label: "CII", path: "Cii", icon: "pi pi-gauge" },
  { label: "EEXI Shapoli", path: "Shapoli", icon: "pi pi-bolt" },
  { label: "Charter Party", path: "CharterParty", icon: "pi pi-file-edit" },
  { label: "Data Analysis", path: "DataAnalysis", icon: "pi pi-chart-bar" },
];

export const vesselInformationEntries: readonly SidebarEntry[] = [
  { label: "Info", path: "Info", icon: "pi pi-info-circle" },
  { label: "Notes", path: "Notes", icon: "pi pi-pencil" },
  { label: "Documents", path: "VesselFiles", icon: "pi pi-folder" },
  { label: "Feature Mapping", path: "FeatureMapping", icon: "pi pi-share-alt" },
];
