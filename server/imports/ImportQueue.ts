/**
 * The durable side of the import pipeline (spec 3 §3 Import, §4): the two queues a package passes, the
 * import records the Import status page lists, and each vessel's import state. One SQL adapter
 * (SqlImportQueue) serves SQLite (DATA_DIR/imports.db) and PostgreSQL (DATABASE_URL).
 */

import {
  type ImportRecord,
  type ImportStatistic,
  ImportStatus,
  type ImportStatusValue,
  QUEUE_NAMES,
  type QueueName,
  TICKS_PER_MS,
  type VesselImportState,
  type WebJob,
} from "../../domain/imports/importRecords.js";

export {
  type ImportRecord,
  type ImportStatistic,
  ImportStatus,
  type ImportStatusValue,
  QUEUE_NAMES,
  type QueueName,
  TICKS_PER_MS,
  type VesselImportState,
  type WebJob,
};

export const isQueueName = (name: string): name is QueueName =>
  (QUEUE_NAMES as readonly string[]).includes(name);

export const queueOfWebJob = (webJob: WebJob): QueueName =>
  webJob === "Prepare" ? "receiveddata" : "pendingimports";
export const webJobOfQueue = (queue: QueueName): WebJob => (queue === "receiveddata" ? "Prepare" : "Import");

export interface QueueMessage {
  id: number;
  queue: QueueName;
  importPath: string;
  imoNumber: string;
  enqueuedAt: string;
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
  claim(
    queue: QueueName,
    workerId: string,
    at: Date,
    leaseUntil: Date,
    /** Only a message of these vessels (the company whose turn it is). */
    imoNumbers?: readonly string[],
  ): Promise<QueueMessage | null>;
  /** IMO numbers with a message that can be claimed at `at`, the one whose message waits longest first. */
  waitingImoNumbers(queue: QueueName, at: Date): Promise<string[]>;
  /**
   * Renews the worker's claim (the heartbeat); answers false when the message is gone (removed by
   * another process) or claimed by another worker.
   */
  extendLease(messageId: number, workerId: string, leaseUntil: Date): Promise<boolean>;
  /** Puts a taken message back on its queue (its worker stopped before finishing it). */
  releaseClaim(messageId: number): Promise<void>;
  /** Puts every taken message back on its queue (start-up of the only process using the queues). */
  releaseAllClaims(): Promise<number>;
  /** The workers holding a claim whose lease has not run out at `at`. */
  claimHolders(at: Date): Promise<string[]>;
  /** Puts back every message the worker holds (it is known to be dead); answers how many. */
  releaseClaimsOf(workerId: string): Promise<number>;
  /** Messages waiting or being worked on, oldest first. */
  length(queue: QueueName): Promise<number>;
  /** Removes every message for the path from both queues. */
  removeMessages(importPath: string): Promise<void>;

  saveRecord(record: ImportRecord): Promise<void>;
  /** Moves a running record's progress; a record removed meanwhile stays removed. */
  saveProgress(importPath: string, progress: number): Promise<void>;
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
  /** Clears the vessel's current import if it is still `importPath`. */
  clearCurrentImport(imoNumber: string, importPath: string): Promise<void>;
  /** Marks the import a vessel is busy with. */
  setCurrentImport(imoNumber: string, importPath: string | null, at: Date): Promise<void>;
  vesselStates(imoNumbers?: readonly string[]): Promise<VesselImportState[]>;
  /** Every vessel's newest logged time its imports brought (ISO), by IMO number (read at start). */
  lastExportDates(): Promise<Map<string, string>>;

  close(): Promise<void>;
}
