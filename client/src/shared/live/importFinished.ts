import { ImportStatus } from "../../../../domain/imports/importRecords";
import { onLiveEvent } from "./liveSocket";

/**
 * Calls `handler` with the vessel's IMO number when an import of its data has finished (the
 * `imports` channel's `status` message with status imported). The server pushes it only to users who
 * may see the vessel. `resync` reads again what finished imports would change, each time the channel
 * connects (onLiveEvent). Answers the unsubscribe function.
 */
export function onImportFinished(handler: (imoNumber: string) => void, resync: () => void): () => void {
  return onLiveEvent(
    "imports",
    (payload) => {
      const message = payload as { kind?: string; record?: { status?: number; imoNumber?: string } } | null;
      if (message?.kind !== "status" || message.record?.status !== ImportStatus.imported) return;
      if (typeof message.record.imoNumber === "string") handler(message.record.imoNumber);
    },
    resync,
  );
}
