import type { AppContext } from "../context.js";
import type { ImportRecord } from "./ImportQueue.js";
import { receivingVessel } from "./receivingVessel.js";

/**
 * What the `imports` live channel carries: `progress` while an import runs (a few times per second at
 * most), `status` when an import starts, ends or leaves the list, `queued` when a path joins a queue.
 */
export type ImportLiveMessage =
  | { kind: "progress"; importPath: string; imoNumber: string; progress: number }
  | { kind: "status"; record: ImportRecord }
  | { kind: "removed"; importPath: string; imoNumber: string }
  | { kind: "queued"; importPath: string; imoNumber: string; queue: string };

/**
 * Pushes to every administrator (the Import status page is theirs) and, without error details, to the
 * users who may see the vessel the import is for (its vessel room), never to the whole company: a
 * crew member outside the vessel's access group must not learn of it.
 */
export function publishImport(ctx: AppContext, message: ImportLiveMessage): void {
  ctx.live.toAdministrators("imports", message);
  if (message.kind === "progress") return;
  const imoNumber = message.kind === "status" ? message.record.imoNumber : message.imoNumber;
  const vessel = receivingVessel(ctx.readModels.state("vessels"), imoNumber);
  if (!vessel) return;
  ctx.live.toVessel(
    vessel.id,
    "imports",
    message.kind === "status" ? { ...message, record: { ...message.record, stackTrace: null } } : message,
    { exceptAdministrators: true },
  );
}
