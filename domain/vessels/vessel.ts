import type { VesselEmissionSettings } from "../fuel/emissionSettings.js";
import { LIMITATION_MESSAGES, type ShaftPowerLimitation } from "../shapoli/limitation.js";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { cargoUnitById } from "./cargoUnits.js";
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
export type VesselParticularsUpdated = DomainEvent<
  "VesselParticularsUpdated",
  VesselParticulars & { vesselId: string }
>;
export type VesselDraftUpdated = DomainEvent<"VesselDraftUpdated", { vesselId: string; draftMean: number }>;
export type VesselAssignedToCompany = DomainEvent<
  "VesselAssignedToCompany",
  { vesselId: string; companyId: string }
>;
export type VesselUnassigned = DomainEvent<"VesselUnassigned", { vesselId: string; companyId: string }>;
/** Active again: with a company the vessel becomes Active, without one Unassigned. */
export type VesselActivated = DomainEvent<"VesselActivated", { vesselId: string }>;
export type VesselDeactivated = DomainEvent<"VesselDeactivated", { vesselId: string }>;
export type VesselArchived = DomainEvent<"VesselArchived", { vesselId: string }>;
export type VesselDeleted = DomainEvent<"VesselDeleted", { vesselId: string }>;
export type VesselFeatureActivated = DomainEvent<
  "VesselFeatureActivated",
  { vesselId: string; featureId: number }
>;
export type VesselFeatureDeactivated = DomainEvent<
  "VesselFeatureDeactivated",
  { vesselId: string; featureId: number }
>;
export type VesselCargoUnitAdded = DomainEvent<
  "VesselCargoUnitAdded",
  { vesselId: string; cargoUnitId: number }
>;
export type VesselCargoUnitRemoved = DomainEvent<
  "VesselCargoUnitRemoved",
  { vesselId: string; cargoUnitId: number }
>;
/**
 * Setting a receiver takes the flag from the previous receivers of the same IMO number, named here;
 * each of them records its own VesselDataReceiverUnset naming this vessel (older logs may lack it, so
 * the read side clears them on this event too).
 */
export type VesselDataReceiverSet = DomainEvent<
  "VesselDataReceiverSet",
  { vesselId: string; replacesVesselIds?: string[] }
>;
/** `replacedByVesselId`: the flag went to another vessel of the same IMO number. */
export type VesselDataReceiverUnset = DomainEvent<
  "VesselDataReceiverUnset",
  { vesselId: string; replacedByVesselId?: string }
>;
/** The external data-access (Veracity) key; kept in the log, shown only to super users and administrators. */
export type VesselVeracityKeyUpdated = DomainEvent<
  "VesselVeracityKeyUpdated",
  { vesselId: string; veracityKey: string; expirationDate: string | null }
>;

/** The general fields the emission reports need (vessel settings, General tab). */
export type VesselEmissionSettingsUpdated = DomainEvent<
  "VesselEmissionSettingsUpdated",
  VesselEmissionSettings & { vesselId: string }
>;

/** The shaft power limitation (MEPC.335(76)), kW; both null: the vessel has none. */
export type VesselShaftPowerLimitationSet = DomainEvent<
  "VesselShaftPowerLimitationSet",
  { vesselId: string; limitedPower: number | null; unlimitedPower: number | null }
>;

export type VesselEvent =
  | VesselEmissionSettingsUpdated
  | VesselShaftPowerLimitationSet
  | VesselRegistered
  | VesselParticularsUpdated
  | VesselDraftUpdated
  | VesselAssignedToCompany
  | VesselUnassigned
  | VesselActivated
  | VesselDeactivated
  | VesselArchived
  | VesselDeleted
  | VesselFeatureActivated
  | VesselFeatureDeactivated
  | VesselCargoUnitAdded
  | VesselCargoUnitRemoved
  | VesselDataReceiverSet
  | VesselDataReceiverUnset
  | VesselVeracityKeyUpdated;

export interface VesselState {
  /** False before registration and again after deletion. */
  exists: boolean;
  imoNumber: string | null;
  companyId: string | null;
  status: ActiveStatus;
  featureIds: number[];
  cargoUnitIds: number[];
}

export const vesselAggregate: Aggregate<VesselState, VesselEvent> = {
  streamName: (vesselId) => `vessel-${vesselId}`,
  initialState: {
    exists: false,
    imoNumber: null,
    companyId: null,
    status: "Unassigned",
    featureIds: [],
    cargoUnitIds: [],
  },
  evolve(state, event) {
    switch (event.type) {
      case "VesselRegistered":
        return { ...state, exists: true, imoNumber: event.data.imoNumber };
      case "VesselAssignedToCompany":
        return { ...state, companyId: event.data.companyId, status: "Assigned" };
      case "VesselUnassigned":
        return { ...state, companyId: null, status: "Unassigned" };
      case "VesselActivated":
        return { ...state, status: state.companyId === null ? "Unassigned" : "Active" };
      case "VesselDeactivated":
        return { ...state, status: "Assigned" };
      case "VesselArchived":
        return { ...state, status: "Archived" };
      case "VesselDeleted":
        return { ...state, exists: false };
      case "VesselFeatureActivated":
        return { ...state, featureIds: [...state.featureIds, event.data.featureId] };
      case "VesselFeatureDeactivated":
        return { ...state, featureIds: state.featureIds.filter((id) => id !== event.data.featureId) };
      case "VesselCargoUnitAdded":
        return { ...state, cargoUnitIds: [...state.cargoUnitIds, event.data.cargoUnitId] };
      case "VesselCargoUnitRemoved":
        return { ...state, cargoUnitIds: state.cargoUnitIds.filter((id) => id !== event.data.cargoUnitId) };
      case "VesselParticularsUpdated":
      case "VesselDraftUpdated":
      case "VesselDataReceiverSet":
      case "VesselDataReceiverUnset":
      case "VesselVeracityKeyUpdated":
      case "VesselEmissionSettingsUpdated":
      case "VesselShaftPowerLimitationSet":
        return state;
    }
  },
};

export const DUPLICATE_IMO_IN_COMPANY = "A vessel with this IMO number exists in this company";
export const VESSEL_NOT_FOUND = "Vessel not found.";

const mustExist = (state: VesselState): void => {
  if (!state.exists) throw new NotFoundError(VESSEL_NOT_FOUND);
};

/**
 * Registers a vessel and, when a company is given, assigns it in the same decision, so both events
 * are appended together and a failure can never leave a half-created vessel.
 */
export function registerVessel(
  state: VesselState,
  command: {
    vesselId: string;
    imoNumber: string;
    particulars: VesselParticulars;
    created: string;
    assignTo?: { companyId: string; imoExistsInCompany: boolean };
  },
): VesselEvent[] {
  if (state.exists) throw new ConflictError("A vessel with that id already exists.");
  const registered: VesselEvent[] = [
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
  if (!command.assignTo) return registered;
  const afterRegistering = registered.reduce(vesselAggregate.evolve, state);
  return [
    ...registered,
    ...assignVessel(afterRegistering, { vesselId: command.vesselId, ...command.assignTo }),
  ];
}

/** The IMO number is not part of an update: it is fixed once created (spec 1 §3). */
export function updateParticulars(
  state: VesselState,
  command: { vesselId: string; particulars: VesselParticulars; requestedImoNumber?: string | null },
): VesselEvent[] {
  mustExist(state);
  const requested = command.requestedImoNumber;
  if (requested && requested !== state.imoNumber)
    throw new ValidationError("The IMO number cannot be changed once the vessel is created.");
  return [{ type: "VesselParticularsUpdated", data: { vesselId: command.vesselId, ...command.particulars } }];
}

export function updateDraft(
  state: VesselState,
  command: { vesselId: string; draftMean: number },
): VesselEvent[] {
  mustExist(state);
  return [{ type: "VesselDraftUpdated", data: command }];
}

export function assignVessel(
  state: VesselState,
  command: { vesselId: string; companyId: string; imoExistsInCompany: boolean },
): VesselEvent[] {
  mustExist(state);
  if (state.status === "Archived")
    throw new ConflictError("An archived vessel must be reactivated before it is assigned.");
  if (state.companyId === command.companyId) return [];
  if (command.imoExistsInCompany) throw new ConflictError(DUPLICATE_IMO_IN_COMPANY);
  return [
    { type: "VesselAssignedToCompany", data: { vesselId: command.vesselId, companyId: command.companyId } },
  ];
}

export function unassignVessel(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  mustExist(state);
  if (state.status === "Archived")
    throw new ConflictError("An archived vessel must be reactivated before it is unassigned.");
  if (state.companyId === null) return [];
  return [{ type: "VesselUnassigned", data: { vesselId: command.vesselId, companyId: state.companyId } }];
}

/** Activates an assigned vessel, or reactivates an archived one (spec 1 §4: Reactivate uses the active call). */
export function activateVessel(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  mustExist(state);
  if (state.status === "Active") return [];
  if (state.status === "Unassigned")
    throw new ConflictError("Assign the vessel to a company before activating it.");
  return [{ type: "VesselActivated", data: command }];
}

export function deactivateVessel(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  mustExist(state);
  if (state.status === "Assigned") return [];
  if (state.status !== "Active") throw new ConflictError("Only an active vessel can be deactivated.");
  return [{ type: "VesselDeactivated", data: command }];
}

export function archiveVessel(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  mustExist(state);
  if (state.status === "Archived") return [];
  return [{ type: "VesselArchived", data: command }];
}

/** Only an archived vessel can be deleted (spec 1 §4). */
export function deleteVessel(state: VesselState, command: { vesselId: string }): VesselEvent[] {
  mustExist(state);
  if (state.status !== "Archived") throw new ConflictError("Only an archived vessel can be deleted.");
  return [{ type: "VesselDeleted", data: command }];
}

const mustBeFeature = (featureId: number): void => {
  if (!featureById(featureId)) throw new ValidationError(`There is no feature with id ${featureId}.`);
};

export function activateFeature(
  state: VesselState,
  command: { vesselId: string; featureId: number },
): VesselEvent[] {
  mustExist(state);
  mustBeFeature(command.featureId);
  if (state.featureIds.includes(command.featureId)) return [];
  return [{ type: "VesselFeatureActivated", data: command }];
}

export function deactivateFeature(
  state: VesselState,
  command: { vesselId: string; featureId: number },
): VesselEvent[] {
  mustExist(state);
  mustBeFeature(command.featureId);
  if (!state.featureIds.includes(command.featureId)) return [];
  return [{ type: "VesselFeatureDeactivated", data: command }];
}

const mustBeCargoUnit = (cargoUnitId: number): void => {
  if (!cargoUnitById(cargoUnitId))
    throw new ValidationError(`There is no cargo unit with id ${cargoUnitId}.`);
};

export function addCargoUnit(
  state: VesselState,
  command: { vesselId: string; cargoUnitId: number },
): VesselEvent[] {
  mustExist(state);
  mustBeCargoUnit(command.cargoUnitId);
  if (state.cargoUnitIds.includes(command.cargoUnitId)) return [];
  return [{ type: "VesselCargoUnitAdded", data: command }];
}

export function removeCargoUnit(
  state: VesselState,
  command: { vesselId: string; cargoUnitId: number },
): VesselEvent[] {
  mustExist(state);
  mustBeCargoUnit(command.cargoUnitId);
  if (!state.cargoUnitIds.includes(command.cargoUnitId)) return [];
  return [{ type: "VesselCargoUnitRemoved", data: command }];
}

export function setDataReceiver(
  state: VesselState,
  command: { vesselId: string; replacesVesselIds: string[] },
): VesselEvent[] {
  mustExist(state);
  return [{ type: "VesselDataReceiverSet", data: command }];
}

/** Another vessel of the same IMO number became the receiver: this vessel's history records that it lost the flag. */
export function handOverDataReceiver(
  state: VesselState,
  command: { vesselId: string; replacedByVesselId: string },
): VesselEvent[] {
  if (!state.exists) return [];
  return [{ type: "VesselDataReceiverUnset", data: command }];
}

/** `isDataReceiver` comes from the read model, because setting another vessel clears this one's flag. */
export function unsetDataReceiver(
  state: VesselState,
  command: { vesselId: string; isDataReceiver: boolean },
): VesselEvent[] {
  mustExist(state);
  if (!command.isDataReceiver) return [];
  return [{ type: "VesselDataReceiverUnset", data: { vesselId: command.vesselId } }];
}

export function updateVeracityKey(
  state: VesselState,
  command: { vesselId: string; veracityKey: string; expirationDate: string | null },
): VesselEvent[] {
  mustExist(state);
  return [{ type: "VesselVeracityKeyUpdated", data: command }];
}

export function updateEmissionSettings(
  state: VesselState,
  command: { vesselId: string; settings: VesselEmissionSettings },
): VesselEvent[] {
  mustExist(state);
  return [
    { type: "VesselEmissionSettingsUpdated", data: { vesselId: command.vesselId, ...command.settings } },
  ];
}

/** Sets (or, with null, removes) the vessel's shaft power limitation; the limited power stays below the unlimited. */
export function setShaftPowerLimitation(
  state: VesselState,
  command: { vesselId: string; limitation: ShaftPowerLimitation | null },
): VesselEvent[] {
  mustExist(state);
  const { limitation } = command;
  if (limitation && !(limitation.limitedPower > 0 && limitation.limitedPower < limitation.unlimitedPower))
    throw new ValidationError(LIMITATION_MESSAGES.order);
  return [
    {
      type: "VesselShaftPowerLimitationSet",
      data: {
        vesselId: command.vesselId,
        limitedPower: limitation?.limitedPower ?? null,
        unlimitedPower: limitation?.unlimitedPower ?? null,
      },
    },
  ];
}
