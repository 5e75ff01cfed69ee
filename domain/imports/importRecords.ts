/**
 * The import records, queues and vessel import states of spec 3 §3–§4, as the import status API
 * answers them: shared by the server's import pipeline and the Import status screen.
 */

export const QUEUE_NAMES = ["receiveddata", "pendingimports"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Import status values of spec 3 §4. */
export const ImportStatus = { imported: 0, error: 1, running: 2 } as const;
export type ImportStatusValue = (typeof ImportStatus)[keyof typeof ImportStatus];

/** The job that handles a queue; a retried import goes back to its job's queue. */
/** The job that handles a queue; a retried import goes back to its job's queue. */
export type WebJob = "Prepare" | "Import";

/** Ticks of 1e-7 s (spec 3 §9): 10,000 per millisecond. */
export const TICKS_PER_MS = 10_000;

export interface ImportStatistic {
  tableName: string;
  /** Ticks. */
  importDuration: number;
  rowCount: number;
}

export interface ImportRecord {
  importPath: string;
  /** Where the zip is kept, relative to DATA_DIR. */
  zipPath: string;
  imoNumber: string;
  status: ImportStatusValue;
  webJob: WebJob;
  /** When the record last changed (ISO). */
  timestamp: string;
  /** When the job started (ISO). */
  startTime: string;
  /** Ticks. */
  importDuration: number;
  errorMessage: string | null;
  stackTrace: string | null;
  importStatistics: ImportStatistic[];
  /** 0–100; 100 for every import that is not running. */
  progress: number;
  /** The day (YYYY-MM-DD, UTC) of `timestamp`; the Import status page lists imports by it. */
  partitionKey: string;
}

export interface VesselImportState {
  imoNumber: string;
  currentImport: string | null;
  currentImportSetAt: string | null;
  /** Paths waiting in either queue, oldest first. */
  pendingImportPaths: string[];
  /** Newest logged time any import brought for the vessel (ISO), or null. */
  lastExportDate: string | null;
}
