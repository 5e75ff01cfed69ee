import { VESSEL_GROUP_MESSAGES } from "../../../../../domain/vesselGroups/rules";

export {
  MAX_VESSEL_GROUPS_PER_COMPANY as MAX_VESSEL_GROUPS,
  VESSEL_GROUP_NAME_MAX as MAX_VESSEL_GROUP_NAME,
} from "../../../../../domain/vesselGroups/rules";

/** Vessel group texts: the rules' messages from the domain, plus the screen's own words. */
export const vesselGroupMessages = {
  ...VESSEL_GROUP_MESSAGES,
  confirmDelete: "Are you sure you want to delete this vessel group?",
  empty: "No vessel groups yet.",
  hint: "Groups filter vessels on the front page via the 'Filter on group' dropdown.",
} as const;
