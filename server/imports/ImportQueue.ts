/**
 * The durable side of the import pipeline (spec 3 §3 Import, §4): the two queues a package passes, the
 * import records the Import status page lists, and each vessel's import state. One SQL adapter
 * (SqlImportQueue) serves SQLite (DATA_DIR/imports.db) and PostgreSQL (DATABASE_URL).
 */

export const QUEUE_NAMES = ["receiveddata", "pendingimports"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const isQueueName = (name: string): name is QueueName =>
  (QUEUE_NAMES as readonly string[]).includes(name);

/** Import status values of spec 3 §4. */
export const ImportStatus = { imported: 0, error: 1, running: 2 } as const;
export type ImportStatusValue = (typeof ImportStatus)[keyof typeof ImportStatus];

/** The job that handles a queue; a retried import goes back to its job's queue. */
export type WebJob = "Prepare" | "Import";
export const queueOfWebJob = (webJob: WebJob): QueueName =>
  webJob === "Prepare" ? "receiveddata" : "pendingimports";
export const webJobOfQueue = (queue: QueueName): WebJob => (queue === "receiveddata" ? "Prepare" : "Import");

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

export interface QueueMessage {
  id: number;
  queue: QueueName;
  importPath: string;
  imoNumber: string;
  enqueuedAt: string;
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

export interface RecordFilter {
  status?: ImportStatusValue;
  /** Exactly this day. */
  partitionKey?: string;
  /** This day or later. */
  fromPartitionKey?: string;
}

export interface ImportQueue {
  /** Puts a path on a queue; a path already waiting on that queue is not added twice. */
  enqueue(queue: QueueName, importPath: string, imoNumber: string, at: Date): Promise<void>;
  /**
   * Takes the oldest waiting message of the queue for `workerId` until `leaseUntil`. A message whose
   * lease has run out (its worker died) can be taken again.
   */
  claim(queue: QueueName, workerId: string, at: Date, leaseUntil: Date): Promise<QueueMessage | null>;
  extendLease(messageId: number, workerId: string, leaseUntil: Date): Promise<void>;
  /** Puts a taken message back on its queue (its worker stopped before finishing it). */
  releaseClaim(messageId: number): Promise<void>;
  /** Puts every taken message back on its queue (start-up of the only process using the queues). */
  releaseAllClaims(): Promise<number>;
  /** Messages waiting or being worked on, oldest first. */
  length(queue: QueueName): Promise<number>;
  /** Removes every message for the path from both queues. */
  removeMessages(importPath: string): Promise<void>;

  saveRecord(record: ImportRecord): Promise<void>;
  record(importPath: string): Promise<ImportRecord | null>;
  records(filter: RecordFilter): Promise<ImportRecord[]>;
  deleteRecord(importPath: string): Promise<boolean>;
  /** Sum of the import durations of every imported record, in ticks. */
  importedTicks(): Promise<number>;

  /**
   * Ends a job in one transaction: saves its record (or deletes it when `record` is null), deletes its
   * message, clears the vessel's current import, moves its lastExportDate forward when given, and puts the
   * path on the `next` queue when given.
   */
  finishJob(job: {
    message: QueueMessage;
    record: ImportRecord | null;
    lastExportDate: string | null;
    next?: { queue: QueueName; at: Date };
  }): Promise<void>;
  /** Marks the import a vessel is busy with. */
  setCurrentImport(imoNumber: string, importPath: string | null, at: Date): Promise<void>;
  vesselStates(imoNumbers?: readonly string[]): Promise<VesselImportState[]>;

  close(): Promise<void>;
}
