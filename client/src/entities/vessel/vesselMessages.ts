import { DUPLICATE_IMO_IN_COMPANY } from "../../../../domain/vessels/vessel";

export { VESSEL_NAME_MAX as MAX_VESSEL_NAME } from "../../../../domain/vessels/schemas";

/** Vessel administration texts of the screens (spec 1 §8); the field rules' messages come from the domain schema. */
export const vesselMessages = {
  duplicateImo: DUPLICATE_IMO_IN_COMPANY,
  denied: "You do not have permission to view this key.",
  confirmUnassign: (name: string, company: string) =>
    `Unassign ${name} from ${company || "its company"}? Its users lose access to it until it is assigned again.`,
  confirmArchive: (name: string) =>
    `Archive ${name}? It leaves the fleet lists and screens until it is reactivated.`,
  confirmDelete: (name: string) => `Do you really want to delete the vessel ${name}? This cannot be undone.`,
  loadFailed: "Failed to load vessels.",
} as const;

export const MAX_IMO_DIGITS = 7;
export const SHAFT_OPTIONS = [0, 1, 2] as const;
