import type { LogVariableAnswer } from "../../../../domain/logdata/answers";
import { http } from "../../shared/api/httpClient";
import type { ConditionChannel, NotificationCondition } from "./types";

/** A log variable as GET /LogVariables/Find answers it (the fields the picker uses). */
export type LogVariableOption = Pick<
  LogVariableAnswer,
  "id" | "vesselId" | "name" | "displayName" | "unit"
> & {
  hasLogData?: boolean;
};

export interface VesselGroupOption {
  id: string;
  name: string;
  vesselIds: string[];
}

export const alertsApi = {
  conditions: () => http.get<NotificationCondition[]>("/NotificationConditions/Find"),
  createCondition: (body: Record<string, unknown>) =>
    http.post<NotificationCondition>("/NotificationConditions", body),
  updateCondition: (id: string, body: Record<string, unknown>) =>
    http.put<NotificationCondition>(`/NotificationConditions/${encodeURIComponent(id)}`, body),
  deleteCondition: (id: string) => http.delete<unknown>(`/NotificationConditions/${encodeURIComponent(id)}`),
  channels: () => http.get<ConditionChannel[]>("/NotificationChannels"),
  deleteChannel: (id: string) => http.delete<unknown>(`/NotificationChannels/${encodeURIComponent(id)}`),
  logVariables: (vesselId: string) =>
    http.get<LogVariableOption[]>(`/LogVariables/Find?vesselId=${encodeURIComponent(vesselId)}`),
  vesselGroups: () => http.get<VesselGroupOption[]>("/VesselGroups"),
};
