import type {
  AnalysisConfigurationAnswer,
  AnalysisPage,
  AnalysisSettings,
} from "../../../../domain/dataAnalysis/configuration";
import type { LogVariableAnswer, SampleWindowAnswer } from "../../../../domain/logdata/answers";
import { type ColumnBatchPage, columnBatchPageSchema } from "../../../../domain/logdata/seriesColumns";
import type { LogVariableDto } from "../../entities/vessel/mainVariables";
import { http } from "../../shared/api/httpClient";

/** A log variable as GET /LogVariables/Find answers it, with the extent of its data. */
export type AnalysisVariable = LogVariableDto & Pick<LogVariableAnswer, "logDataMinDate" | "logDataMaxDate">;

const CONFIG_PATHS: Record<AnalysisPage, string> = {
  DataAnalysis: "/DataAnalysisConfigurations",
  LoggingHistory: "/LoggingHistoryConfigurations",
};

const q = encodeURIComponent;

export const analysisApi = {
  variables: (vesselId: string) =>
    http.get<AnalysisVariable[]>(`/LogVariables/Find?vesselId=${q(vesselId)}&hasLogData=true`),
  /** The first saved configuration, or null before the first save (spec 3 §7: first item used). */
  configuration: async (page: AnalysisPage, vesselId: string): Promise<AnalysisConfigurationAnswer | null> =>
    (
      await http.get<AnalysisConfigurationAnswer[]>(`${CONFIG_PATHS[page]}/Find?vesselId=${q(vesselId)}`)
    )[0] ?? null,
  save: (page: AnalysisPage, vesselId: string, settings: AnalysisSettings) =>
    http.put<AnalysisConfigurationAnswer>(CONFIG_PATHS[page], { ...settings, vesselId }),
  sampleWindows: (ids: readonly number[]) =>
    http.get<SampleWindowAnswer[]>(`/LogVariables/SampleWindows?logVariableIds=${ids.join(",")}`),
};

export const fetchBatchPage = async (query: string): Promise<ColumnBatchPage> =>
  columnBatchPageSchema.parse(await http.get<unknown>(`/LogData/BatchFind?${query}`));
