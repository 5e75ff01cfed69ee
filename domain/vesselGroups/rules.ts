/** Spec 1 §5 and §9: a vessel group's name is required and at most 15 characters. */
export const VESSEL_GROUP_NAME_MAX = 15;

/**
 * The spec hides the Add-group control above a maximum it does not state; this is our value, and
 * the server refuses a group beyond it as well.
 */
export const MAX_VESSEL_GROUPS_PER_COMPANY = 20;

export const VESSEL_GROUP_MESSAGES = {
  nameRequired: "Please enter a name for the vessel group.",
  nameTooLong: "The vessel group name cannot exceed 15 characters.",
  notFound: "Vessel group not found.",
  tooMany: `A company can have at most ${MAX_VESSEL_GROUPS_PER_COMPANY} vessel groups. Delete one before adding another.`,
} as const;

/** The name rule's message, or null when the name is acceptable (used by the client and the server). */
export function vesselGroupNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return VESSEL_GROUP_MESSAGES.nameRequired;
  if (trimmed.length > VESSEL_GROUP_NAME_MAX) return VESSEL_GROUP_MESSAGES.nameTooLong;
  return null;
}
