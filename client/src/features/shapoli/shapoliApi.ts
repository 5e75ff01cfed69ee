import type { BreachRecord } from "../../../../domain/shapoli/records";
import { downloadFile } from "../../shared/api/download";
import { http } from "../../shared/api/httpClient";

export interface Position {
  latitude: number;
  longitude: number;
  timestamp: string;
}

export interface Limitation {
  limitedPower: number;
  unlimitedPower: number;
}

export interface SavedRecord extends BreachRecord {
  version: number;
  updatedBy: { userId: string; name: string } | null;
  updatedAt: string | null;
}

/** A breach as GET /Shapoli/Breaches answers it. */
export interface Breach {
  breachStartDate: string;
  breachEndDate: string;
  durationMinutes: number;
  peakPower: number;
  peakDate: string;
  meanPower: number;
  samples: number;
  bridgedGaps: number;
  startPosition: Position | null;
  endPosition: Position | null;
  record: SavedRecord;
}

export interface BreachList {
  vesselId: string;
  fromDate?: string;
  toDate?: string;
  limitation: Limitation | null;
  powerLogVariable: { id: number; name: string } | null;
  rules: { maxGapMs: number; minSamples: number };
  breaches: Breach[];
  spikes: number;
}

export interface BreachDetails {
  breach: Breach;
  limitation: Limitation;
  samples: Array<{ t: string; v: number }>;
  changes: Array<{ at: string; userId: string; name: string }>;
}

export interface ShapoliEvent {
  timestamp: string;
  type: "PowerReserveUsed" | "LimitationReactivated" | "RecordSaved";
  breachStartDate: string;
  power?: number;
  userName?: string;
}

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
    http.get<BreachList>(`/Shapoli/Breaches?vesselId=${q(vesselId)}&${span(from, to)}`),
  details: (vesselId: string, breachStartDate: string) =>
    http.get<BreachDetails>(
      `/Breaches/Details?vesselId=${q(vesselId)}&breachStartDate=${q(breachStartDate)}`,
    ),
  events: (vesselId: string, from: string, to: string) =>
    http.get<ShapoliEvent[]>(`/Shapoli/Events?vesselId=${q(vesselId)}&${span(from, to)}`),
  /** Shaft power for the chart (GET /LogData/Find, the finest interval the period allows). */
  powerSeries: (variableId: number, from: string, to: string) =>
    http.get<{ data: PowerSeriesPoint[] }>(
      `/LogData/Find?logVariableId=${variableId}&granularity=Auto&${span(from, to)}&pageSize=5000`,
    ),
  saveRecord: (body: Record<string, unknown>) => http.put<Breach>("/Shapoli/Breaches/Record", body),
  downloadBreach: (vesselId: string, breach: Breach) =>
    downloadFile(
      `/Shapoli/Reports/Breach?vesselId=${q(vesselId)}&breachStartDate=${q(breach.breachStartDate)}`,
      "ShaPoLi_breach.xlsx",
    ),
  downloadYear: (vesselId: string, year: number) =>
    downloadFile(`/Shapoli/Reports/Year?vesselId=${q(vesselId)}&year=${year}`, `ShaPoLi_${year}.xlsx`),
};
