import type { z } from "zod";
import type { importRecordAnswer, importStatisticAnswer, vesselImportStateAnswer } from "./answers.js";

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

export type ImportStatistic = z.infer<typeof importStatisticAnswer>;

/** An import record as stored and answered (domain/imports/answers.ts). */
export type ImportRecord = z.infer<typeof importRecordAnswer>;

export type VesselImportState = z.infer<typeof vesselImportStateAnswer>;
