import type { OnboardReport, ReportType } from "../../../../domain/onboardReports/answers";
import { http } from "../../shared/api/httpClient";

export type { OnboardReport, ReportType } from "../../../../domain/onboardReports/answers";
export { NOON_REPORT_FIELDS } from "../../../../domain/onboardReports/reports";

const DAY_MS = 86_400_000;

export const onboardReportsApi = {
  list: (vesselId: string, fromDate: Date, toDate: Date) =>
    http.get<OnboardReport[]>(
      `/Reports?vesselId=${encodeURIComponent(vesselId)}&fromDate=${encodeURIComponent(
        fromDate.toISOString(),
      )}&toDate=${encodeURIComponent(new Date(toDate.getTime() + DAY_MS - 1).toISOString())}`,
    ),
  types: () => http.get<ReportType[]>("/ReportTypes"),
  downloadPath: (report: OnboardReport) => `/Reports/${encodeURIComponent(report.id)}`,
};
