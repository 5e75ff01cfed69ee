import type { ImportRecord } from "../../../../domain/imports/importRecords";

export {
  type ImportRecord,
  type ImportStatistic,
  ImportStatus,
  type ImportStatusValue,
  QUEUE_NAMES as QUEUES,
  type QueueName,
  type VesselImportState,
} from "../../../../domain/imports/importRecords";

export interface ImportTotals {
  logDataPoints: number;
  hoursSpent: number;
}

/** What the `imports` live channel pushes (server/imports/importLive.ts). */
export type ImportLiveMessage =
  | { kind: "progress"; importPath: string; imoNumber: string; progress: number }
  | { kind: "status"; record: ImportRecord }
  | { kind: "removed"; importPath: string; imoNumber: string }
  | { kind: "queued"; importPath: string; imoNumber: string; queue: string };
