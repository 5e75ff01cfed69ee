import { z } from "zod";
import {
  confirmEventProblem,
  deleteEventProblem,
  editEventProblem,
  unconfirmEventProblem,
} from "./guards/eventGuards.js";
import type { Problem, VoyageRuleInput } from "./guards/input.js";
import { creatableEvents } from "./guards/sequencing.js";
import { editedTimestampProblem, newEventProblem } from "./guards/timestamps.js";
import {
  confirmDataProblem,
  confirmInformationProblem,
  editDistanceProblem,
  unconfirmDataProblem,
  unconfirmInformationProblem,
} from "./guards/voyageGuards.js";
import { type VesselEventCommand, vesselEventMachine } from "./machines/vesselEventMachine.js";
import { type VoyageCommand, voyageMachine } from "./machines/voyageMachine.js";
import { EVENT_TYPES, type EventType } from "./model.js";
import { timelineOf, voyageSlice } from "./timeline.js";

export type { VoyageRuleInput } from "./guards/input.js";
export { editedTimestampProblem, newEventProblem };

export type VoyageAction =
  | "confirmInformation"
  | "unconfirmInformation"
  | "confirmData"
  | "unconfirmData"
  | "editDistance";

const VOYAGE_ACTIONS = [
  "confirmInformation",
  "unconfirmInformation",
  "confirmData",
  "unconfirmData",
  "editDistance",
] as const satisfies readonly VoyageAction[];

/** What may be done with a voyage now (the `capabilities` of a voyage answer). */
export const voyageCapabilitiesAnswer = z.object({
  canConfirmInformation: z.boolean(),
  canUnconfirmInformation: z.boolean(),
  canConfirmData: z.boolean(),
  canUnconfirmData: z.boolean(),
  /** The Distance tab's edit icon. */
  canEditDistance: z.boolean(),
  /** The creation buttons of the voyage's event list. */
  creatable: z.record(z.enum(EVENT_TYPES), z.boolean()),
  /** Why an action or a creation is not offered, in words. */
  reasons: z.partialRecord(z.enum([...VOYAGE_ACTIONS, ...EVENT_TYPES]), z.string()),
});
export type VoyageCapabilities = z.infer<typeof voyageCapabilitiesAnswer>;

export interface EventCapabilities {
  canConfirm: boolean;
  canUnconfirm: boolean;
  canDelete: boolean;
  /** Time, port, voyage, location and cargo editors. */
  canEdit: boolean;
  canEditPort: boolean;
  reasons: Partial<Record<"confirm" | "unconfirm" | "delete" | "edit", string>>;
}

const noneCreatable = () =>
  Object.fromEntries(EVENT_TYPES.map((t) => [t, false])) as Record<EventType, boolean>;

/** What may be done with a voyage now: asked by the client to show controls, by the server to accept commands. */
export function voyageCapabilities(input: VoyageRuleInput, departureId: string): VoyageCapabilities {
  const voyage = voyageSlice(timelineOf(input.events), departureId);
  const details = voyage?.departure.voyage;
  const value = !details?.informationConfirmedAt
    ? "informationUnconfirmed"
    : { informationConfirmed: details.dataConfirmedAt ? "dataConfirmed" : "dataUnconfirmed" };
  const snapshot = voyageMachine.resolveState({ value, context: { input, departureId } });
  const can = (type: VoyageCommand["type"]) => voyage !== null && snapshot.can({ type });
  const sequencing = voyage ? creatableEvents(voyage) : { creatable: noneCreatable(), reasons: {} };
  const reasons: VoyageCapabilities["reasons"] = { ...sequencing.reasons };
  const note = (action: VoyageAction, problem: Problem) => {
    if (problem) reasons[action] = problem;
  };
  note("confirmInformation", confirmInformationProblem(input, departureId));
  note("unconfirmInformation", unconfirmInformationProblem(input, departureId));
  note("confirmData", confirmDataProblem(input, departureId));
  note("unconfirmData", unconfirmDataProblem(input, departureId));
  note("editDistance", editDistanceProblem(input, departureId));
  return {
    canConfirmInformation: can("CONFIRM_INFORMATION"),
    canUnconfirmInformation: can("UNCONFIRM_INFORMATION"),
    canConfirmData: can("CONFIRM_DATA"),
    canUnconfirmData: can("UNCONFIRM_DATA"),
    canEditDistance: can("EDIT_DISTANCE"),
    creatable: sequencing.creatable,
    reasons,
  };
}

/** What may be done with one vessel event now. */
export function eventCapabilities(input: VoyageRuleInput, eventId: string): EventCapabilities {
  const timeline = timelineOf(input.events);
  const index = timeline.indexById.get(eventId);
  const event = index === undefined ? null : timeline.events[index]!;
  const snapshot = vesselEventMachine.resolveState({
    value: event?.isConfirmed ? "confirmed" : "unconfirmed",
    context: { input, eventId },
  });
  const can = (type: VesselEventCommand["type"]) => event !== null && snapshot.can({ type });
  const reasons: EventCapabilities["reasons"] = {};
  const note = (action: keyof EventCapabilities["reasons"], problem: Problem) => {
    if (problem) reasons[action] = problem;
  };
  note("confirm", confirmEventProblem(input, eventId));
  note("unconfirm", unconfirmEventProblem(input, eventId));
  note("delete", deleteEventProblem(input, eventId));
  note("edit", editEventProblem(input, eventId));
  const canEdit = can("EDIT");
  return {
    canConfirm: can("CONFIRM"),
    canUnconfirm: can("UNCONFIRM"),
    canDelete: can("DELETE"),
    canEdit,
    canEditPort: canEdit,
    reasons,
  };
}
