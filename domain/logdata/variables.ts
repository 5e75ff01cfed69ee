/** Rules of log variables that do not depend on storage: what is hidden and how a name is shown. */

/** Spec 3 §3: Vrs variables whose name contains one of these are statistics of other variables, hidden. */
export const VRS_HIDDEN_NAME_PARTS = [
  "Deviation",
  "CMean",
  "Min",
  "CDeviation",
  "NmeaSentences",
  "Trend",
  "Mean",
  "FirstSample",
  "Max",
] as const;

export function isHiddenVariable(variable: { name: string; onboardSystem: string }): boolean {
  if (variable.onboardSystem.trim().toLowerCase() !== "vrs") return false;
  return VRS_HIDDEN_NAME_PARTS.some((part) => variable.name.includes(part));
}

/**
 * The name shown for a variable: words split at underscores, dots, dashes and lower-to-upper case
 * changes ("ME_FuelMassFlow" -> "ME Fuel Mass Flow"). Runs of capitals stay together (acronyms).
 */
export function displayNameOf(name: string): string {
  return name
    .replace(/[_.-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The taxa shown as categories: the text before the first colon of each taxon (spec 3 §2 Taxonomy). */
export const taxonCategory = (taxon: string): string => {
  const colon = taxon.indexOf(":");
  return (colon < 0 ? taxon : taxon.slice(0, colon)).trim();
};
