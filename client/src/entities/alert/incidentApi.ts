import type { z } from "zod";
import type { acknowledgedAnswer } from "../../../../domain/alerts/answers";
import type { IncidentPage } from "../../../../domain/alerts/incidents";
import { http } from "../../shared/api/httpClient";
import type { Incident } from "./types";

export interface IncidentQuery {
  isOpen?: boolean;
  /** Only the unread ones (open, or occurred and cleared and announced; not acknowledged). */
  unread?: boolean;
  vesselId?: string;
  limit?: number;
  skip?: number;
}

export function incidentQueryString(query: IncidentQuery): string {
  const params = new URLSearchParams();
  if (query.isOpen !== undefined) params.set("isOpen", String(query.isOpen));
  if (query.unread) params.set("unread", "true");
  if (query.vesselId) params.set("vesselId", query.vesselId);
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.skip) params.set("skip", String(query.skip));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const incidentApi = {
  find: (query: IncidentQuery = {}) => http.get<IncidentPage>(`/Incidents/Find${incidentQueryString(query)}`),
  acknowledge: (id: string) => http.put<Incident>(`/Incidents/${encodeURIComponent(id)}`, {}),
  /** Answers how many it acknowledged; none left gives `message` (spec §8's info text). */
  acknowledgeAll: () => http.post<z.infer<typeof acknowledgedAnswer>>("/Incidents", {}),
};
