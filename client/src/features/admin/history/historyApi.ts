import { http } from "../../../shared/api/httpClient";

export type HistorySubject = "user" | "company" | "vessel";

/** One recorded change (GET /History/{subject}/{id}). */
export interface HistoryEntry {
  type: string;
  data: Record<string, unknown> | null;
  userName: string | null;
  recordedAt: string;
  version: number;
}

export const historyApi = {
  list: (subject: HistorySubject, id: string) =>
    http.get<HistoryEntry[]>(`/History/${subject}/${encodeURIComponent(id)}`),
};
