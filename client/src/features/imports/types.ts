/** Import status values of spec 3 §4. */
export const ImportStatus = { imported: 0, error: 1, running: 2 } as const;
export type ImportStatusValue = (typeof ImportStatus)[keyof typeof ImportStatus];

export interface ImportStatistic {
  tableName: string;
  /** Ticks of 1e-7 s. */
  importDuration: number;
  rowCount: number;
}

export interface ImportRecord {
  importPath: string;
  zipPath: string;
  imoNumber: string;
  status: ImportStatusValue;
  webJob: string;
  timestamp: string;
  startTime: string;
  importDuration: number;
  errorMessage: string | null;
  stackTrace: string | null;
  importStatistics: ImportStatistic[];
  progress: number;
  partitionKey: string;
}

export interface VesselImportState {
  imoNumber: string;
  currentImport: string | null;
  currentImportSetAt: string | null;
  pendingImportPaths: string[];
  lastExportDate: string | null;
}

export interface ImportTotals {
  logDataPoints: number;
  hoursSpent: number;
}

export const QUEUES = ["receiveddata", "pendingimports"] as const;
export type QueueName = (typeof QUEUES)[number];

/** What the `imports` live channel pushes (server/imports/importLive.ts). */
export type ImportLiveMessage =
  | { kind: "progress"; importPath: string; imoNumber: string; progress: number }
  | { kind: "status"; record: ImportRecord }
  | { kind: "removed"; importPath: string; imoNumber: string }
  | { kind: "queued"; importPath: string; imoNumber: string; queue: string };
