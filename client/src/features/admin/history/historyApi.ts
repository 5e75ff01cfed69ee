import type { z } from "zod";
import type { historyEntryAnswer } from "../../../../../domain/platform/answers";
import { http } from "../../../shared/api/httpClient";

export type HistorySubject = "user" | "company" | "vessel";

/** One recorded change (GET /History/{subject}/{id}). */
export type HistoryEntry = z.infer<typeof historyEntryAnswer>;

export const historyApi = {
  list: (subject: HistorySubject, id: string) =>
    http.get<HistoryEntry[]>(`/History/${subject}/${encodeURIComponent(id)}`),
};
