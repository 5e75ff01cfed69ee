import { setup } from "xstate";
import type { VoyageRuleInput } from "../guards/input.js";
import {
  confirmDataProblem,
  confirmInformationProblem,
  editDistanceProblem,
  unconfirmDataProblem,
  unconfirmInformationProblem,
} from "../guards/voyageGuards.js";

export interface VoyageContext {
  input: VoyageRuleInput;
  departureId: string;
}

export type VoyageCommand =
  | { type: "CONFIRM_INFORMATION" }
  | { type: "UNCONFIRM_INFORMATION" }
  | { type: "CONFIRM_DATA" }
  | { type: "UNCONFIRM_DATA" }
  | { type: "EDIT_DISTANCE" };

/**
 * A voyage's two confirmation steps (spec 2 §4): information unconfirmed -> confirmed, and within
 * confirmed information, data unconfirmed -> confirmed. Information is reverted only while data is not
 * confirmed; distances are edited only between the two steps.
 */
export const voyageMachine = setup({
  types: { context: {} as VoyageContext, events: {} as VoyageCommand },
  guards: {
    canConfirmInformation: ({ context }) =>
      confirmInformationProblem(context.input, context.departureId) === null,
    canUnconfirmInformation: ({ context }) =>
      unconfirmInformationProblem(context.input, context.departureId) === null,
    canConfirmData: ({ context }) => confirmDataProblem(context.input, context.departureId) === null,
    canUnconfirmData: ({ context }) => unconfirmDataProblem(context.input, context.departureId) === null,
    canEditDistance: ({ context }) => editDistanceProblem(context.input, context.departureId) === null,
  },
}).createMachine({
  id: "voyage",
  context: { input: { events: [] }, departureId: "" },
  initial: "informationUnconfirmed",
  states: {
    informationUnconfirmed: {
      on: { CONFIRM_INFORMATION: { guard: "canConfirmInformation", target: "informationConfirmed" } },
    },
    informationConfirmed: {
      initial: "dataUnconfirmed",
      states: {
        dataUnconfirmed: {
          on: {
            CONFIRM_DATA: { guard: "canConfirmData", target: "dataConfirmed" },
            EDIT_DISTANCE: { guard: "canEditDistance", target: "dataUnconfirmed" },
          },
        },
        dataConfirmed: {
          on: { UNCONFIRM_DATA: { guard: "canUnconfirmData", target: "dataUnconfirmed" } },
        },
      },
      on: {
        UNCONFIRM_INFORMATION: { guard: "canUnconfirmInformation", target: "informationUnconfirmed" },
      },
    },
  },
});
