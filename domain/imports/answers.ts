import { z } from "zod";
import { ImportStatus, QUEUE_NAMES } from "./importRecords.js";

/** The answers of the data package upload and the import status calls (spec 3 §3–§4, §7). */

export const importStatisticAnswer = z.object({
  tableName: z.string(),
  /** Ticks of 1e-7 s. */
  importDuration: z.number(),
  rowCount: z.number().int(),
});

/** An import record (GET /SuccessfulImports…, /FailedImports…, /RunningImports). */
export const importRecordAnswer = z.object({
  importPath: z.string(),
  /** Where the zip is kept, relative to DATA_DIR. */
  zipPath: z.string(),
  imoNumber: z.string(),
  /** 0 imported, 1 error, 2 running (spec 3 §4). */
  status: z.union([
    z.literal(ImportStatus.imported),
    z.literal(ImportStatus.error),
    z.literal(ImportStatus.running),
  ]),
  /** The job that handles it: Prepare (queue receiveddata) or Import (pendingimports). */
  webJob: z.enum(["Prepare", "Import"]),
  /** When the record last changed (ISO). */
  timestamp: z.string(),
  /** When the job started (ISO). */
  startTime: z.string(),
  /** Ticks. */
  importDuration: z.number(),
  errorMessage: z.string().nullable(),
  stackTrace: z.string().nullable(),
  importStatistics: z.array(importStatisticAnswer),
  /** 0–100; 100 for every import that is not running. */
  progress: z.number(),
  /** The day (YYYY-MM-DD, UTC) of `timestamp`; the Import status page lists imports by it. */
  partitionKey: z.string(),
});

/** GET /VesselImportStates: one per vessel asked for (every vessel when none is named). */
export const vesselImportStateAnswer = z.object({
  imoNumber: z.string(),
  currentImport: z.string().nullable(),
  currentImportSetAt: z.string().nullable(),
  /** Paths waiting in either queue, oldest first. */
  pendingImportPaths: z.array(z.string()),
  /** Newest logged time any import brought for the vessel (ISO), or null. */
  lastExportDate: z.string().nullable(),
});

const queueName = z.enum(QUEUE_NAMES);

/** POST /Imports (202): the accepted package's import path. */
export const acceptedImportAnswer = z.object({ importPath: z.string() });
/** POST /FailedImports/RetryAll: how many failed imports went back on their queue. */
export const retriedAllAnswer = z.object({ retried: z.number().int() });
/** POST /Imports/Retry, POST /Queue/{queue} (202): the import and the queue it is on now. */
export const queuedImportAnswer = z.object({ importPath: z.string(), queue: queueName });
/** GET /ImportStatus/Totals. */
export const importTotalsAnswer = z.object({ logDataPoints: z.number(), hoursSpent: z.number() });
/** GET /QueueAttributes/{queue}. */
export const queueAttributesAnswer = z.object({
  name: queueName,
  length: z.number().int(),
  approximateMessageCount: z.number().int(),
});
