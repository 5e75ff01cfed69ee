import { isBlank } from "../../../shared/validation/rules";
import { accessGroupMessages } from "./accessGroupMessages";

/** Required and unique ignoring case; keeping the original name on rename is allowed (spec 1 §5). */
export function validateAccessGroupName(name: string, otherNames: readonly string[]): string | null {
  if (isBlank(name)) return accessGroupMessages.nameRequired;
  const wanted = name.trim().toLowerCase();
  if (otherNames.some((other) => other.trim().toLowerCase() === wanted)) return accessGroupMessages.nameTaken;
  return null;
}
