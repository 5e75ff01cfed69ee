import { setup } from "xstate";
import {
  confirmEventProblem,
  deleteEventProblem,
  editEventProblem,
  unconfirmEventProblem,
} from "../guards/eventGuards.js";
import type { VoyageRuleInput } from "../guards/input.js";

export interface VesselEventContext {
  input: VoyageRuleInput;
  eventId: string;
}

export type VesselEventCommand =
  | { type: "CONFIRM" }
  | { type: "UNCONFIRM" }
  | { type: "DELETE" }
  | { type: "EDIT" };

/**
 * A vessel event: unconfirmed <-> confirmed (spec 2 §4). Edits (time, port, voyage, location, cargo) and
 * deletion happen only while unconfirmed; each transition is guarded by the pure rules in guards/.
 */
export const vesselEventMachine = setup({
  types: { context: {} as VesselEventContext, events: {} as VesselEventCommand },
  guards: {
    canConfirm: ({ context }) => confirmEventProblem(context.input, context.eventId) === null,
    canUnconfirm: ({ context }) => unconfirmEventProblem(context.input, context.eventId) === null,
    canDelete: ({ context }) => deleteEventProblem(context.input, context.eventId) === null,
    canEdit: ({ context }) => editEventProblem(context.input, context.eventId) === null,
  },
}).createMachine({
  id: "vesselEvent",
  context: { input: { events: [] }, eventId: "" },
  initial: "unconfirmed",
  states: {
    unconfirmed: {
      on: {
        CONFIRM: { guard: "canConfirm", target: "confirmed" },
        DELETE: { guard: "canDelete", target: "deleted" },
        EDIT: { guard: "canEdit", target: "unconfirmed" },
      },
    },
    confirmed: {
      on: { UNCONFIRM: { guard: "canUnconfirm", target: "unconfirmed" } },
    },
    deleted: { type: "final" },
  },
});
