/** Vessel group texts (spec 1 §2, §5; verbatim). */
export const vesselGroupMessages = {
  nameRequired: "Please enter a name for the vessel group.",
  nameTooLong: "The vessel group name cannot exceed 15 characters.",
  confirmDelete: "Are you sure you want to delete this vessel group?",
  empty: "No vessel groups yet.",
  hint: "Groups filter vessels on the front page via the 'Filter on group' dropdown.",
} as const;

export const MAX_VESSEL_GROUP_NAME = 15;
/** The spec hides the Add-group control above a maximum it does not state; this is the chosen value. */
export const MAX_VESSEL_GROUPS = 20;
