import type { PerformanceStatusLevel } from "../../../../domain/alerts/conditions";
import {
  VESSEL_STATUS_LABELS,
  type VesselPerformanceStatus,
} from "../../../../domain/performance/performanceStatus";

/** What a performance-status condition does with a vessel's status now (the evaluator's rules, docs/alerts.md). */
export type StatusEffect = "opens" | "none" | "unwatched" | "unknown";

export interface StatusOutcome {
  /** The status as a person reads it ("Not ok"). */
  status: string;
  effect: StatusEffect;
  /** The effect in words. */
  text: string;
}

const isKnown = (status: string): status is VesselPerformanceStatus => status in VESSEL_STATUS_LABELS;

export function statusOutcome(
  status: string | null | undefined,
  openAt: PerformanceStatusLevel,
): StatusOutcome {
  if (!status || !isKnown(status))
    return { status: "No status yet", effect: "unknown", text: "judged once its long trends have a status" };
  const label = VESSEL_STATUS_LABELS[status];
  if (status === "NotOk" || (status === "Observe" && openAt === "Observe"))
    return { status: label, effect: "opens", text: "an incident opens after its next import" };
  if (status === "Ok" || status === "BenchMarking" || status === "Observe")
    return { status: label, effect: "none", text: "no incident now" };
  return { status: label, effect: "unwatched", text: "not watched until this changes" };
}
