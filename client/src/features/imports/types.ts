import type { z } from "zod";
import type { importTotalsAnswer } from "../../../../domain/imports/answers";
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

/** GET /ImportStatus/Totals. */
export type ImportTotals = z.infer<typeof importTotalsAnswer>;

/** What the `imports` live channel pushes (server/imports/importLive.ts). */
export type ImportLiveMessage =
  | { kind: "progress"; importPath: string; imoNumber: string; progress: number }
  | { kind: "status"; record: ImportRecord }
  | { kind: "removed"; importPath: string; imoNumber: string }
  | { kind: "queued"; importPath: string; imoNumber: string; queue: string };
