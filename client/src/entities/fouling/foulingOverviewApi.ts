import { http } from "../../shared/api/httpClient";

/** One vessel of GET /Fouling/Overview: mean daily speed loss (%) of the last 30 days. */
export interface FoulingOverviewRow {
  vesselId: string;
  vesselName: string;
  speedLoss: number | null;
  days: number;
  lastDay: string | null;
  error: string | null;
}

export const foulingOverviewApi = {
  overview: (vesselIds: string[]) =>
    http.get<{ fromDate: string; toDate: string; vessels: FoulingOverviewRow[] }>(
      `/Fouling/Overview?vesselIds=${vesselIds.map(encodeURIComponent).join(",")}`,
    ),
};
