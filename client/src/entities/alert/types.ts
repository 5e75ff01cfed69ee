export type IncidentSeverity = "Warning" | "Critical";

/**
 * An incident (alert) as answered by GET /Incidents/Find (spec 3 §3): raised by a notification
 * condition for one target (a vessel), open until the condition is no longer met.
 */
export interface Incident {
  id: string;
  severity: IncidentSeverity;
  vesselId: string;
  vesselName: string;
  conditionId: string;
  conditionName?: string;
  conditionTargetKey: string;
  /** What was breached, in words ("Exhaust temperature 431.2 C above 420 C for 10 min"). */
  conditionDetails: string;
  acknowledged: boolean;
  acknowledgedBy?: string | null;
  acknowledgedAt?: string | null;
  isOpen: boolean;
  /** The data's time at which the condition was first met. */
  openVesselEvent: { timestamp: string };
  /** The data's time at which it was no longer met; null while open. */
  closeVesselEvent?: { timestamp: string } | null;
}
