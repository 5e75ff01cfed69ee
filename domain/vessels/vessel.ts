import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { featureById } from "./features.js";

export const ACTIVE_STATUSES = ["Unassigned", "Active", "Assigned", "Archived"] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** Particulars an administrator keeps for a vessel; the IMO number is fixed once created. */
export interface VesselParticulars {
  name: string;
  draftMean: number;
  ballastDraftHigh: number | null;
  ballastDraftLow: number | null;
  ladenDraftHigh: number | null;
  ladenDraftLow: number | null;
  maxContinuousRating: number;
  speedMaxContinuousRating: number | null;
  numberOfShafts: 0 | 1 | 2;
  vesselType: string;
  deadweight: number | null;
  grossTonnage: number | null;
  yearBuilt: number | null;
  notes: string;
}

export type VesselRegistered = DomainEvent<
  "VesselRegistered",
  VesselParticulars & { vesselId: string; imoNumber: string; created: string }
>;
export type VesselAssignedToCompany = DomainEvent<
  "VesselAssignedToCompany",
  { vesselId: string; companyId: string }
>;
export type VesselActivated = DomainEvent<"VesselActivated", { vesselId: string }>;
export type VesselFeatureActivated = DomainEvent<
  "VesselFeatureActivated",
  { vesselId: string; featureId: number }
>;
export type VesselDataReceiverSet = DomainEvent<"VesselDataReceiverSet", { vesselId: string }>;

export type VesselEvent =
  | VesselRegistered
  | VesselAssignedToCompany
  | VesselActivated
  | VesselFeatureActivated
  | VesselDataReceiverSet;

export interface VesselState {
  exists: boolean;
  imoNumber: string | null;
  companyId: string | null;
  status: ActiveStatus;
  featureIds: number[];
}

export const vesselAggregate: Aggregate<VesselState, VesselEvent> = {
  streamName: (vesselId) => `vessel-${vesselId}`,
  initialState: { exists: false, imoNumber: null, companyId: null, status: "Unassigned", featureIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case "VesselRegistered":
        return { ...state, exists: true, imoNumber: event.data.imoNumber };
      case "VesselAssignedToCompany":
        return { ...state, companyId: event.data.companyId, status: "Assigned" };
      case "VesselActivated":
        return { ...state, status: "Active" };
      case "VesselFeatureActivated":
        return { ...state, featureIds: [...state.featureIds, event.data.featureId] };
      case "VesselDataReceiverSet":
        return state;
    }
  },
};

export const DUPLICATE_IMO_IN_COMPANY = "A vessel with this IMO number exists in this company";

export function registerVessel(
  state: VesselState,
  command: { vesselId: string; imoNumber: string; particulars: VesselParticulars; created: string },
): VesselEvent[] {
  if (state.exists) throw new ConflictError("A vessel with that id already exists.");
  return [
    {
      type: "VesselRegistered",
      data: {
        vesselId: command.vesselId,
        imoNumber: command.imoNumber,
        created: command.created,
        ...command.particulars,
      },
    },
  ];
}

export function assignVessel(
  state: VesselState,
  command: { vesselId: string; companyId: string; imoExistsInCompany: boolean },
): VesselEvent[] {
  if (!state.exists) throw new NotFoundError("Vessel not found.");
  if (state.status === "Archived")
    throw new ConflictError("An archived vessel must be reactivated before it is assigned.");
  if (command.imoExistsInCompany) throw new ConflictError(DUPLICATE_IMO_IN_COMPANY);
  return [
    { type: "VesselAssignedToCompany", data: { vesselId: command.vesselId, companyId: command.companyId } },
  ];
}

export function activateVessel(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  if (!state.exists) throw new NotFoundError("Vessel not found.");
  if (state.companyId === null)
    throw new ConflictError("Assign the vessel to a company before activating it.");
  if (state.status === "Active") return [];
  return [{ type: "VesselActivated", data: command }];
}

export function activateFeature(
  state: VesselState,
  command: { vesselId: string; featureId: number },
): VesselEvent[] {
  if (!state.exists) throw new NotFoundError("Vessel not found.");
  if (!featureById(command.featureId))
    throw new ValidationError(`There is no feature with id ${command.featureId}.`);
  if (state.featureIds.includes(command.featureId)) return [];
  return [{ type: "VesselFeatureActivated", data: command }];
}

export function setDataReceiver(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  if (!state.exists) throw new NotFoundError("Vessel not found.");
  return [{ type: "VesselDataReceiverSet", data: command }];
}
