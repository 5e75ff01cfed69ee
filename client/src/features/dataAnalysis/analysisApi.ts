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

export type SavedConfiguration = AnalysisConfigurationAnswer;

const CONFIG_PATHS: Record<AnalysisPage, string> = {
  DataAnalysis: "/DataAnalysisConfigurations",
  LoggingHistory: "/LoggingHistoryConfigurations",
};

const q = encodeURIComponent;

export const analysisApi = {
  variables: (vesselId: string) =>
    http.get<AnalysisVariable[]>(`/LogVariables/Find?vesselId=${q(vesselId)}&hasLogData=true`),
  /** The first saved configuration, or null before the first save (spec 3 §7: first item used). */
  configuration: async (page: AnalysisPage, vesselId: string): Promise<SavedConfiguration | null> =>
    (await http.get<SavedConfiguration[]>(`${CONFIG_PATHS[page]}/Find?vesselId=${q(vesselId)}`))[0] ?? null,
  save: (page: AnalysisPage, vesselId: string, settings: AnalysisSettings) =>
    http.put<SavedConfiguration>(CONFIG_PATHS[page], { ...settings, vesselId }),
  sampleWindows: (ids: readonly number[]) =>
    http.get<SampleWindowAnswer[]>(`/LogVariables/SampleWindows?logVariableIds=${ids.join(",")}`),
};

/** A page of GET /LogData/BatchFind?format=columns, checked against the schema the server answers with. */
export type SeriesPage = ColumnBatchPage;

export const fetchBatchPage = async (query: string): Promise<SeriesPage> =>
  columnBatchPageSchema.parse(await http.get<unknown>(`/LogData/BatchFind?${query}`));
