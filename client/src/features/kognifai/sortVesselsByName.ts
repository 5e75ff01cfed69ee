import { byName } from "../../../../domain/shared/text";

/** Sorted by name, ignoring case. */
export function sortVesselsByName<T extends { name: string }>(vessels: readonly T[]): T[] {
  return [...vessels].sort(byName);
}
