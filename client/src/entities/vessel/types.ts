export type PerformanceStatus =
  | "Ok"
  | "Observe"
  | "NotOk"
  | "BenchMarking"
  | "notAvailable"
  | "NoDiagnosticTypes"
  | "NoEnabledLongTrends"
  | "DiagnosticsNotActivated";

export type ActiveStatus = "Unassigned" | "Active" | "Assigned" | "Archived";

export interface Feature {
  id: string | number;
  /** The spec's identifier ("LongTrend"), for feature checks. */
  name: string;
  /** What a person reads ("Long Trend"). */
  displayName?: string;
}

/** A vessel as answered by GET /Vessels. */
export interface Vessel {
  id: string;
  name: string;
  imoNumber: string | number;
  companyId: string | null;
  companyName: string;
  activeStatus: ActiveStatus;
  features: Feature[];
  performance: { vesselId: string; performanceStatus: PerformanceStatus | string } | null;
}
