import type {
  BreachAnswer,
  BreachDetailsAnswer,
  BreachListAnswer,
  ShapoliEventAnswer,
} from "../../../../domain/shapoli/answers";
import { downloadFile } from "../../shared/api/download";
import { http } from "../../shared/api/httpClient";

export interface PowerSeriesPoint {
  timestamp: string;
  value: number;
  min: number;
  max: number;
}

const q = encodeURIComponent;
const span = (from: string, to: string) => `fromDate=${q(from)}&toDate=${q(to)}`;

export const shapoliApi = {
  breaches: (vesselId: string, from: string, to: string) =>
    http.get<BreachListAnswer>(`/Shapoli/Breaches?vesselId=${q(vesselId)}&${span(from, to)}`),
  details: (vesselId: string, breachStartDate: string) =>
    http.get<BreachDetailsAnswer>(
      `/Breaches/Details?vesselId=${q(vesselId)}&breachStartDate=${q(breachStartDate)}`,
    ),
  events: (vesselId: string, from: string, to: string) =>
    http.get<ShapoliEventAnswer[]>(`/Shapoli/Events?vesselId=${q(vesselId)}&${span(from, to)}`),
  /** Shaft power for the chart (GET /LogData/Find, the finest interval the period allows). */
  powerSeries: (variableId: number, from: string, to: string) =>
    http.get<{ data: PowerSeriesPoint[] }>(
      `/LogData/Find?logVariableId=${variableId}&granularity=Auto&${span(from, to)}&pageSize=5000`,
    ),
  saveRecord: (body: Record<string, unknown>) => http.put<BreachAnswer>("/Shapoli/Breaches/Record", body),
  downloadBreach: (vesselId: string, breach: BreachAnswer) =>
    downloadFile(
      `/Shapoli/Reports/Breach?vesselId=${q(vesselId)}&breachStartDate=${q(breach.breachStartDate)}`,
      "ShaPoLi_breach.xlsx",
    ),
  downloadYear: (vesselId: string, year: number) =>
    downloadFile(`/Shapoli/Reports/Year?vesselId=${q(vesselId)}&year=${year}`, `ShaPoLi_${year}.xlsx`),
};
