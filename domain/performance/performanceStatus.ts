import { byName } from "../shared/text.js";
/**
 * Vessel performance statuses (spec 3 §3 "Performance statuses" and "Vessel overall status derived").
 * Pure: the caller passes whether diagnostics are activated and the vessel's long trends.
 */

/** The statuses a long trend can have. */
export const LONG_TREND_STATUSES = ["NotOk", "Observe", "BenchMarking", "Ok", "notAvailable"] as const;
export type LongTrendStatus = (typeof LONG_TREND_STATUSES)[number];

/** A vessel's overall status, in the spec's sort order (NotOk 0 … DiagnosticsNotActivated 6). */
export const VESSEL_STATUSES = [
  "NotOk",
  "Observe",
  "Ok",
  "BenchMarking",
  "NoDiagnosticTypes",
  "NoEnabledLongTrends",
  "DiagnosticsNotActivated",
] as const;
export type VesselPerformanceStatus = (typeof VESSEL_STATUSES)[number];

export const VESSEL_STATUS_LABELS: Record<VesselPerformanceStatus, string> = {
  NotOk: "Not ok",
  Observe: "Observe",
  Ok: "Ok",
  BenchMarking: "Benchmarking",
  NoDiagnosticTypes: "No performance parameters",
  NoEnabledLongTrends: "Performance status disabled by user",
  DiagnosticsNotActivated: "Diagnostics module not activated",
};

/** What of a long trend the overall status reads. */
export interface LongTrendForStatus {
  isDiagnosticType: boolean;
  useInVesselStatus: boolean;
  performanceStatus: string;
}

/** "Worst of the enabled ones in order NotOk, Observe, BenchMarking, Ok": lower is worse. */
const SEVERITY: Record<Exclude<LongTrendStatus, "notAvailable">, number> = {
  NotOk: 0,
  Observe: 1,
  BenchMarking: 2,
  Ok: 3,
};

export class UnknownPerformanceStatusError extends Error {
  constructor(status: unknown) {
    super(`Unknown performance status: ${JSON.stringify(status)}`);
    this.name = "UnknownPerformanceStatusError";
  }
}

/** A long trend's status checked against the known set; anything else is an error (spec 3 §3). */
export function longTrendStatus(status: unknown): LongTrendStatus {
  if (typeof status === "string" && (LONG_TREND_STATUSES as readonly string[]).includes(status))
    return status as LongTrendStatus;
  throw new UnknownPerformanceStatusError(status);
}

/**
 * The vessel's overall status: DiagnosticsNotActivated when diagnostics are off; NoDiagnosticTypes
 * when no long trend has a diagnostic type; NoEnabledLongTrends when none of those is enabled for the
 * vessel status; else the worst status of the enabled ones (NotOk, Observe, BenchMarking, Ok). When
 * every enabled trend is N/A (too little data to judge), nothing judges the vessel: NoDiagnosticTypes
 * ("No performance parameters"), the spec giving no status of its own for that case.
 */
export function vesselOverallStatus(input: {
  diagnosticsActivated: boolean;
  longTrends: readonly LongTrendForStatus[];
}): VesselPerformanceStatus {
  // Every trend's status is checked first, so bad data fails loudly whatever the flags.
  const trends = input.longTrends.map((trend) => ({
    ...trend,
    status: longTrendStatus(trend.performanceStatus),
  }));
  if (!input.diagnosticsActivated) return "DiagnosticsNotActivated";
  const diagnostic = trends.filter((trend) => trend.isDiagnosticType);
  if (diagnostic.length === 0) return "NoDiagnosticTypes";
  const enabled = diagnostic.filter((trend) => trend.useInVesselStatus);
  if (enabled.length === 0) return "NoEnabledLongTrends";
  let worst: Exclude<LongTrendStatus, "notAvailable"> | null = null;
  for (const { status } of enabled) {
    if (status === "notAvailable") continue;
    if (worst === null || SEVERITY[status] < SEVERITY[worst]) worst = status;
  }
  return worst ?? "NoDiagnosticTypes";
}

/** The sort rank of an overall status (spec 3 §3); an unknown status is an error. */
export function statusSortOrder(status: string): number {
  const rank = (VESSEL_STATUSES as readonly string[]).indexOf(status);
  if (rank < 0) throw new UnknownPerformanceStatusError(status);
  return rank;
}

/** Sorts by overall status, worst first, then by name. */
export function compareByStatus(
  a: { name: string; performanceStatus: string },
  b: { name: string; performanceStatus: string },
): number {
  return statusSortOrder(a.performanceStatus) - statusSortOrder(b.performanceStatus) || byName(a, b);
}
