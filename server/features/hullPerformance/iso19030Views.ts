import type { Iso19030EventAnswer } from "../../../domain/hullPerformance/answers.js";
import { ISO19030_EVENT_LABELS } from "../../../domain/hullPerformance/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";
import { eventsOf } from "../../dailyPerformance/hullReads.js";

/** A vessel's ISO 19030 event with its type's label, or null. */
export function iso19030EventOf(ctx: AppContext, vesselId: string, id: string): Iso19030EventAnswer | null {
  const e = entryOf(entryOf(ctx.readModels.state("hullPerformance").events, vesselId) ?? {}, id);
  return e ? { ...e, eventTypeName: ISO19030_EVENT_LABELS[e.eventType] } : null;
}

/** A vessel's ISO 19030 events by start, with their types' labels. */
export const iso19030EventsOf = (ctx: AppContext, vesselId: string): Iso19030EventAnswer[] =>
  eventsOf(ctx, vesselId).map((e) => iso19030EventOf(ctx, vesselId, e.id)!);
