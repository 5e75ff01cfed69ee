import type { Severity } from "../../../../domain/alerts/conditions";
import type {
  AlertLiveMessage,
  IncidentCloseReason,
  IncidentView,
} from "../../../../domain/alerts/incidents";

/** Spec 3 §3: an incident (alert), as GET /Incidents/Find answers it and the `alerts` channel pushes it. */
export type Incident = IncidentView;
export type IncidentSeverity = Severity;
export type { AlertLiveMessage, IncidentCloseReason };

/** How an incident closed, in words. */
export const CLOSE_REASON_TEXT: Record<IncidentCloseReason, string> = {
  Cleared: "back within limits",
  EndOfLateData: "end of late data",
  ConditionChanged: "condition changed",
  ConditionDeleted: "condition deleted",
};
