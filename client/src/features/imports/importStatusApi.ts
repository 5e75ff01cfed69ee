import type { z } from "zod";
import type {
  queueAttributesAnswer,
  queuedImportAnswer,
  retriedAllAnswer,
} from "../../../../domain/imports/answers";
import { downloadFile } from "../../shared/api/download";
import { http } from "../../shared/api/httpClient";
import type { ImportRecord, ImportTotals, QueueName, VesselImportState } from "./types";

const q = encodeURIComponent;

/** The import status calls of spec 3 §7 (administrators). */
export const importStatusApi = {
  running: () => http.get<ImportRecord[]>("/RunningImports"),
  failedOn: (day: string) => http.get<ImportRecord[]>(`/FailedImports/Find/${day}`),
  failedAll: () => http.get<ImportRecord[]>("/FailedImports"),
  successfulOn: (day: string) => http.get<ImportRecord[]>(`/SuccessfulImports/Find/${day}`),
  successfulRecent: (days: number) => http.get<ImportRecord[]>(`/SuccessfulImports/GetAll/${days}`),
  vesselStates: () => http.get<VesselImportState[]>("/VesselImportStates"),
  queueLength: async (queue: QueueName) =>
    (await http.get<z.infer<typeof queueAttributesAnswer>>(`/QueueAttributes/${queue}`)).length,
  totals: () => http.get<ImportTotals>("/ImportStatus/Totals"),
  retry: (importPath: string) =>
    http.post<z.infer<typeof queuedImportAnswer>>("/Imports/Retry", { importPath }),
  retryAllFailed: () => http.post<z.infer<typeof retriedAllAnswer>>("/FailedImports/RetryAll"),
  removeFailed: (importPath: string) => http.delete<void>(`/FailedImports?importPath=${q(importPath)}`),
  removeRunning: (importPath: string) => http.delete<void>(`/RunningImports?importPath=${q(importPath)}`),
  downloadPackage: (importPath: string) =>
    downloadFile(`/ImportStatus/DownloadImportPackage?path=${q(importPath)}`, importPath.split("/").pop()!),
};
