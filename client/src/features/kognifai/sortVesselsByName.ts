/** Sorted by name, ignoring case. */
export function sortVesselsByName<T extends { name: string }>(vessels: readonly T[]): T[] {
  return [...vessels].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
}
