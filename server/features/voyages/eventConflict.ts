import { ConflictError } from "../../../domain/shared/errors.js";
import type { AnyStoredEvent } from "../../../domain/shared/events.js";
import { changedRecords } from "../../../domain/voyageLog/changedRecords.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
  voyageLogStream,
} from "../../../domain/voyageLog/voyageLog.js";
import { STALE_EVENT_CODE } from "../../../domain/voyages/decisions.js";
import { vesselEventById } from "../../../domain/voyages/state.js";
import { type CommandDeps, conflictNamingWho, EXECUTE_MESSAGES } from "../../commands/execute.js";

/**
 * The 409 of an edit made on an older revision of a vessel event, naming who changed that event last
 * and when, with its revision now as `version` (docs/api.md, "Conflicts"). A vessel's events share one
 * stream, so the stream's last writer is not the answer: the stored event that last changed this
 * record is, found by folding the stream (only on a conflict).
 */
export async function eventChangedMeanwhile(
  deps: Pick<CommandDeps, "store" | "userName">,
  vesselId: string,
  vesselEventId: string,
): Promise<ConflictError> {
  const events = await deps.store.readStream(voyageLogStream(vesselId));
  let state: VoyageLogState = { ...initialVoyageLogState, vesselId };
  let last: AnyStoredEvent | null = null;
  for (const event of events) {
    const next = evolveVoyageLog(state, event as unknown as VoyageLogEvent);
    if (
      next.voyages !== state.voyages &&
      changedRecords(state, next).some((r) => r.kind === "vesselEvent" && r.record.id === vesselEventId)
    )
      last = event;
    state = next;
  }
  const record = vesselEventById(state.voyages, vesselEventId);
  if (!last || !record)
    return new ConflictError(EXECUTE_MESSAGES.changedMeanwhile, { code: "changedMeanwhile" });
  return conflictNamingWho(deps, last, record.revision);
}

/** Runs a write; a stale-revision refusal of a vessel event becomes the 409 that names who. */
export async function namingWhoChangedEvent<T>(
  deps: Pick<CommandDeps, "store" | "userName">,
  vesselId: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConflictError && error.details.code === STALE_EVENT_CODE)
      throw await eventChangedMeanwhile(deps, vesselId, String(error.details.vesselEventId));
    throw error;
  }
}
