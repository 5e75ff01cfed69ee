import { http } from "../../shared/api/httpClient";

export interface Trendline {
  start: number;
  end: number;
  coefficient: number;
}

export interface LongTrend {
  id: string;
  name: string;
  vesselId: string;
  diagnosticType: "speed" | "rpm" | "sfoc";
  diagnosticTypeId: number;
  isDiagnosticType: boolean;
  performanceStatus: string;
  status: string;
  useInVesselStatus: boolean;
  useManualBenchmarkLevel: boolean;
  manualBenchmarkLevel: number | null;
  descriptionLong: string;
  unit: string;
  trendline: Trendline | null;
  changePerYear: number | null;
  benchmarkPoint: number | null;
  benchmarkLevel: number | null;
  deviationFromBenchmark: number | null;
  lastPeriodStartDate: string | null;
  chartRange: number;
  missing: string | null;
}

export interface LongTrendPeriod {
  from: string;
  to: string;
  days: number;
  trendline: Trendline | null;
  changePerYear: number | null;
  benchmarkPoint: number | null;
  statistics: { count: number; mean: number; min: number; max: number; standardDeviation: number } | null;
}

export interface LongTrendData extends LongTrend {
  values: Array<{ timestamp: string; value: number }>;
  periods: LongTrendPeriod[];
  trendLimits: {
    benchmark: number;
    observe: number;
    notOk: number;
    observeLow: number | null;
    notOkLow: number | null;
  } | null;
  events: Array<{ id: string; eventType: string; startTime: string; endTime: string; description: string }>;
}

export interface VesselStatus {
  performanceStatus: string;
  label: string;
}

const q = encodeURIComponent;

/**
 * The period of daily values: ISO times, or All values / Last voyage resolved by the server; the
 * server's default (the last 365 days) when absent.
 */
export type TrendWindowQuery = { from: string; to: string } | { period: "AllValues" | "LastVoyage" };
/** The Long Trend page's saved configuration (spec 3 §3 Long trend configuration). */
export interface LongTrendConfiguration {
  id: string;
  vesselId: string;
  longTrendIds: string;
  timeConfigurationType: "AllValues" | "LastVoyage" | "LastPeriod" | "SetPeriod";
  fromDateTime: string | null;
  toDateTime: string | null;
  lastNumberDays: number;
  lastVoyage: boolean;
  saved: boolean;
}

const windowQuery = (w?: TrendWindowQuery) =>
  !w ? "" : "period" in w ? `&period=${w.period}` : `&fromDate=${q(w.from)}&toDate=${q(w.to)}`;

export const longTrendsApi = {
  find: (vesselId: string, window?: TrendWindowQuery) =>
    http.get<{
      vesselId: string;
      fromDate: string;
      toDate: string;
      vesselStatus: VesselStatus;
      items: LongTrend[];
    }>(`/LongTrends/Find?vesselId=${q(vesselId)}&isDiagnosticType=true${windowQuery(window)}`),
  data: (ids: string[], window?: TrendWindowQuery) =>
    http.get<{ fromDate: string; toDate: string; items: LongTrendData[] }>(
      `/LongTrends/Data?longTrendIds=${q(ids.join(";"))}${windowQuery(window)}`,
    ),
  /** The workbook of the window's long trends (GET /LongTrends/Excel). */
  excelPath: (vesselId: string, window?: TrendWindowQuery) =>
    `/LongTrends/Excel?vesselId=${q(vesselId)}${windowQuery(window)}`,
  update: (body: {
    id: string;
    useInVesselStatus: boolean;
    useManualBenchmarkLevel: boolean;
    manualBenchmarkLevel: string | number | null;
  }) => http.put<{ vesselStatus: VesselStatus }>("/LongTrends", body),
  /** GET /LongTrendConfigurations/Find: a list; the first item is used. */
  configuration: (vesselId: string) =>
    http.get<LongTrendConfiguration[]>(`/LongTrendConfigurations/Find?vesselId=${q(vesselId)}`),
  saveConfiguration: (
    body: Omit<LongTrendConfiguration, "id" | "saved" | "lastVoyage"> & { lastVoyage?: boolean },
  ) => http.put<LongTrendConfiguration>("/LongTrendConfigurations", body),
};
