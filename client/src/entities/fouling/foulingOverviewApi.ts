import type { FoulingOverviewAnswer } from "../../../../domain/hullPerformance/answers";
import { http } from "../../shared/api/httpClient";

export const foulingOverviewApi = {
  /** GET /Fouling/Overview: per vessel the mean daily speed loss (%) of the last 30 days. */
  overview: (vesselIds: string[]) =>
    http.get<FoulingOverviewAnswer>(
      `/Fouling/Overview?vesselIds=${vesselIds.map(encodeURIComponent).join(",")}`,
    ),
};
