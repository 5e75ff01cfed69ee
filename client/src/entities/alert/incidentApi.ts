import { http } from "../../shared/api/httpClient";
import type { Incident } from "./types";

export interface IncidentQuery {
  isOpen?: boolean;
  vesselId?: string;
  limit?: number;
  skip?: number;
}

/** GET /Incidents/Find answers a list; a `{items}` page is read the same way. */
function itemsOf(body: unknown): Incident[] {
  if (Array.isArray(body)) return body as Incident[];
  if (body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items)) {
    return (body as { items: Incident[] }).items;
  }
  return [];
}

export function incidentQueryString(query: IncidentQuery): string {
  const params = new URLSearchParams();
  if (query.isOpen !== undefined) params.set("isOpen", String(query.isOpen));
  if (query.vesselId) params.set("vesselId", query.vesselId);
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.skip) params.set("skip", String(query.skip));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const incidentApi = {
  find: async (query: IncidentQuery = {}) =>
    itemsOf(await http.get<unknown>(`/Incidents/Find${incidentQueryString(query)}`)),
  acknowledge: (id: string) => http.put<unknown>(`/Incidents/${encodeURIComponent(id)}`, {}),
  acknowledgeAll: () => http.post<unknown>("/Incidents", {}),
};
