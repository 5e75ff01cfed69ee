import { http } from "../../shared/api/httpClient";

export { NOON_REPORT_FIELDS } from "../../../../domain/onboardReports/reports";

/** A report as GET /Reports answers it (newest first). */
export interface OnboardReport {
  id: string;
  vesselId: string;
  reportTypeId: number;
  reportType: string;
  timestamp: string;
  values: Record<string, number | string | null>;
}

export interface ReportType {
  id: number;
  name: string;
  displayName: string;
}

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
