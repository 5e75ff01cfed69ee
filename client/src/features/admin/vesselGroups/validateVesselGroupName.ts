import { isBlank } from "../../../shared/validation/rules";
import { MAX_VESSEL_GROUP_NAME, vesselGroupMessages } from "./vesselGroupMessages";

export function validateVesselGroupName(name: string): string | null {
  if (isBlank(name)) return vesselGroupMessages.nameRequired;
  if (name.trim().length > MAX_VESSEL_GROUP_NAME) return vesselGroupMessages.nameTooLong;
  return null;
}
