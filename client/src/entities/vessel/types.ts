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
  name: string;
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
