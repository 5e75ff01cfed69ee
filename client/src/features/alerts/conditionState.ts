import { severityRank } from "../../entities/alert/incidentRules";
import type { Incident, IncidentSeverity } from "../../entities/alert/types";

export interface ConditionState {
  open: number;
  worst: IncidentSeverity | null;
}

/** Open incidents per condition, with the most severe one, from the incidents the client holds. */
export function conditionStates(incidents: readonly Incident[]): Map<string, ConditionState> {
  const states = new Map<string, ConditionState>();
  for (const incident of incidents) {
    if (!incident.isOpen) continue;
    const state = states.get(incident.conditionId) ?? { open: 0, worst: null };
    state.open += 1;
    if (state.worst === null || severityRank(incident.severity) < severityRank(state.worst)) {
      state.worst = incident.severity;
    }
    states.set(incident.conditionId, state);
  }
  return states;
}
