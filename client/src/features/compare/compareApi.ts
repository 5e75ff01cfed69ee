import { http } from "../../shared/api/httpClient";

export type DiagnosticType = "speed" | "rpm" | "sfoc";

export interface CompareGroup {
  diagnosticType: DiagnosticType;
  diagnosticTypeId: number;
  name: string;
  descriptionLong: string;
  vessels: Array<{ id: string; name: string; performanceStatus: string; label: string }>;
}

/** One vessel's long trend in a comparison (spec 3 §3 "Compare row" plus what the chart draws). */
export interface CompareItem {
  longTrendId: string;
  vesselId: string;
  name: string;
  url: string;
  performanceStatus: string;
  status: string;
  lastPeriodStartDate: string | null;
  changePerYear: number | null;
  benchmarkPointValue: number | null;
  deviationFromBenchmark: number | null;
  isBenchmarking: boolean;
  days: number;
  missing: string | null;
  values: Array<{ timestamp: string; value: number }>;
  trendlines: Array<{ from: string; to: string; start: number; end: number }>;
}

export interface Comparison {
  diagnosticType: DiagnosticType;
  name: string;
  unit: string;
  chartRange: number;
  lastPeriodOnly: boolean;
  relativeY: boolean;
  fromDate: string;
  toDate: string;
  items: CompareItem[];
}

export interface CompareRequest {
  diagnosticType: DiagnosticType;
  vesselIds: string[];
  lastPeriodOnly: boolean;
  relativeY: boolean;
  fromDate: string;
  toDate: string;
}

const q = encodeURIComponent;

export const compareApi = {
  groups: () => http.get<{ items: CompareGroup[] }>("/LongTrends/Compare/Groups"),
  compare: (r: CompareRequest) =>
    http.get<Comparison>(
      `/LongTrends/Compare?diagnosticType=${q(r.diagnosticType)}&vesselIds=${q(r.vesselIds.join(";"))}` +
        `&lastPeriodOnly=${r.lastPeriodOnly}&relativeY=${r.relativeY}&fromDate=${q(r.fromDate)}&toDate=${q(r.toDate)}`,
    ),
};
