/** Vessel access group texts (spec 1 §2, §5, §8; verbatim). */
export const accessGroupMessages = {
  empty: "No vessel access groups",
  loading: "LOADING...",
  nameRequired: "Access group name is required",
  nameTaken: "An access group with that name already exists.",
  loadFailed: "Failed to load list.",
  vesselsFailed: "Failed to load list of available vessels.",
  usersFailed: "Failed to load list of available users.",
  addVesselFailed: "Failed to add vessel.",
  removeVesselFailed: "Failed to remove vessel.",
  addUserFailed: "Failed to add user.",
  removeUserFailed: "Failed to remove user.",
  confirmDelete: (name: string) => `Do you really want to delete the vessel access group ${name}?`,
} as const;
