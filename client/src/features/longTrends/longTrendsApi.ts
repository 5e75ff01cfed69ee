import type {
  LongTrendAnswer,
  LongTrendConfiguredAnswer,
  LongTrendsDataAnswer,
  LongTrendsFindAnswer,
} from "../../../../domain/longTrends/answers";
import type {
  LongTrendConfigurationAnswer,
  LongTrendSettings,
} from "../../../../domain/longTrends/configuration";
import { http } from "../../shared/api/httpClient";

export type Trendline = NonNullable<LongTrendAnswer["trendline"]>;
const q = encodeURIComponent;

/**
 * The period of daily values: ISO times, or All values / Last voyage resolved by the server; the
 * server's default (the last 365 days) when absent.
 */
export type TrendWindowQuery = { from: string; to: string } | { period: "AllValues" | "LastVoyage" };
/** The Long Trend page's saved configuration (spec 3 §3 Long trend configuration). */
export type LongTrendConfiguration = LongTrendSettings &
  Pick<LongTrendConfigurationAnswer, "id" | "vesselId" | "saved">;

const windowQuery = (w?: TrendWindowQuery) =>
  !w ? "" : "period" in w ? `&period=${w.period}` : `&fromDate=${q(w.from)}&toDate=${q(w.to)}`;

export const longTrendsApi = {
  find: (vesselId: string, window?: TrendWindowQuery) =>
    http.get<LongTrendsFindAnswer>(
      `/LongTrends/Find?vesselId=${q(vesselId)}&isDiagnosticType=true${windowQuery(window)}`,
    ),
  data: (ids: string[], window?: TrendWindowQuery) =>
    http.get<LongTrendsDataAnswer>(`/LongTrends/Data?longTrendIds=${q(ids.join(";"))}${windowQuery(window)}`),
  /** The workbook of the window's long trends (GET /LongTrends/Excel). */
  excelPath: (vesselId: string, window?: TrendWindowQuery) =>
    `/LongTrends/Excel?vesselId=${q(vesselId)}${windowQuery(window)}`,
  update: (body: {
    id: string;
    useInVesselStatus: boolean;
    useManualBenchmarkLevel: boolean;
    manualBenchmarkLevel: string | number | null;
  }) => http.put<LongTrendConfiguredAnswer>("/LongTrends", body),
  /** GET /LongTrendConfigurations/Find: a list; the first item is used. */
  configuration: (vesselId: string) =>
    http.get<LongTrendConfigurationAnswer[]>(`/LongTrendConfigurations/Find?vesselId=${q(vesselId)}`),
  saveConfiguration: (
    body: Omit<LongTrendConfiguration, "id" | "saved" | "lastVoyage"> & { lastVoyage?: boolean },
  ) => http.put<LongTrendConfigurationAnswer>("/LongTrendConfigurations", body),
};
