/** Vessel administration texts (spec 1 §5, §8; verbatim). */
export const vesselMessages = {
  nameRequired: "Vessel name is required",
  nameTooLong: "Vessel name may not be longer than 30 characters",
  imoRequired: "IMO number is required",
  imoNotNumber: "IMO number must be a number",
  imoTooLong: "Imo number must be a 7 digit number",
  draftRequired: "The Draft field is required",
  draftNotNumber: "The Draft field must be a number",
  draftOutOfRange: "The Draft field must be between 0 and 25",
  fieldNotNumber: (field: string) => `The ${field} field must be a number`,
  fieldOutOfRange: (field: string) => `The ${field} field must be between 0 and 25`,
  mcrRequired: "The Max Continuous Rating field is required",
  ratingNotNumber: (field: string) => `The ${field} field must be a number`,
  ratingNegative: (field: string) => `The ${field} field must be greater than 0`,
  duplicateImo: "A vessel with this IMO number exists in this company",
  denied: "You do not have permission to view this key.",
  confirmDelete: (name: string) => `Do you really want to delete the vessel ${name}? This cannot be undone.`,
  loadFailed: "Failed to load vessels.",
} as const;

export const MAX_VESSEL_NAME = 30;
export const MAX_IMO_DIGITS = 7;
export const MAX_DRAFT = 25;
export const SHAFT_OPTIONS = [0, 1, 2] as const;
