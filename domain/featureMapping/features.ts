/**
 * Features are the physical quantities the analytics need. Each vessel maps a feature to one of its
 * log variables (suggested from the variables' taxa, editable), so a vessel whose variables are named
 * differently still works. Every data-quality page and analytics module reads features through this
 * mapping, never by variable name.
 */
export const FEATURES = [
  { name: "Speed Through Water", unit: "knot", taxa: ["ISO 19030: Speed through water"], range: [0, 30] },
  { name: "Speed Over Ground", unit: "knot", taxa: ["Navigation: GPS", "Navigation: Speed"], range: [0, 30] },
  { name: "Heading", unit: "deg", taxa: ["ISO 19030: Heading"], range: [0, 360] },
  { name: "Rudder Angle", unit: "deg", taxa: ["ISO 19030: Rudder angle"], range: [-45, 45] },
  { name: "Water Depth", unit: "m", taxa: ["ISO 19030: Water depth"], range: [0, 11000] },
  { name: "Shaft Rpm", unit: "rpm", taxa: ["ISO 19030: Shaft speed"], range: [-200, 250] },
  { name: "Shaft Power", unit: "kW", taxa: ["ISO 19030: Delivered power"], range: [0, 100000] },
  {
    name: "ME Fuel Mass Flow",
    unit: "kg/hr",
    taxa: ["Consumer: Main engine", "Fuel: Mass flow"],
    range: [0, 20000],
  },
  { name: "Draft Fore", unit: "m", taxa: ["ISO 19030: Draft"], range: [0, 30] },
  { name: "Draft Aft", unit: "m", taxa: ["ISO 19030: Draft"], range: [0, 30] },
  { name: "Relative Wind Speed", unit: "knot", taxa: ["ISO 19030: Relative wind"], range: [0, 120] },
  { name: "Relative Wind Direction", unit: "deg", taxa: ["ISO 19030: Relative wind"], range: [0, 360] },
  { name: "Significant Wave Height", unit: "m", taxa: ["Weather: Sea"], range: [0, 30] },
  { name: "Sea Water Temperature", unit: "°C", taxa: ["ISO 19030: Water temperature"], range: [-3, 40] },
  { name: "Air Temperature", unit: "°C", taxa: ["ISO 19030: Air temperature"], range: [-50, 60] },
  { name: "Latitude", unit: "deg", taxa: ["Navigation: Position"], range: [-90, 90] },
  { name: "Longitude", unit: "deg", taxa: ["Navigation: Position"], range: [-180, 180] },
] as const satisfies readonly FeatureDefinition[];

export interface FeatureDefinition {
  name: string;
  /** The unit the analytics expect. */
  unit: string;
  /** Taxa that mark a variable as a candidate, most specific first. */
  taxa: readonly string[];
  /** Default valid range [min, max] in `unit`. */
  range: readonly [number, number];
}

export type FeatureName = (typeof FEATURES)[number]["name"];

export const FEATURE_NAMES: readonly FeatureName[] = FEATURES.map((f) => f.name);

export const featureDefinition = (name: FeatureName): FeatureDefinition =>
  FEATURES.find((f) => f.name === name) as FeatureDefinition;

/** A log variable as far as mapping cares. */
export interface MappableVariable {
  id: number;
  name: string;
  unit: string;
  taxa: readonly string[];
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The suggested variable for each feature: among the variables carrying one of the feature's taxa
 * (or, failing that, any variable), the one whose name matches the feature best; a variable whose
 * unit differs from the feature's is suggested only when no variable with the right unit matches.
 * Features no variable fits are absent from the answer.
 */
export function suggestFeatureMapping(
  variables: readonly MappableVariable[],
): Partial<Record<FeatureName, MappableVariable>> {
  const suggestion: Partial<Record<FeatureName, MappableVariable>> = {};
  for (const feature of FEATURES as readonly (FeatureDefinition & { name: FeatureName })[]) {
    const wanted = normalise(feature.name);
    const score = (variable: MappableVariable): number => {
      const name = normalise(variable.name);
      const taxon = feature.taxa.findIndex((t) => variable.taxa.includes(t));
      let points = 0;
      if (name === wanted) points += 100;
      else if (name.includes(wanted) || wanted.includes(name)) points += 40;
      else {
        const words = wanted.split(" ");
        points += (20 * words.filter((w) => name.split(" ").includes(w)).length) / words.length;
      }
      if (taxon >= 0) points += 30 - taxon;
      if (normalise(variable.unit) === normalise(feature.unit)) points += 10;
      return points;
    };
    let best: MappableVariable | undefined;
    let bestScore = 35;
    for (const variable of variables) {
      const s = score(variable);
      if (s > bestScore) {
        best = variable;
        bestScore = s;
      }
    }
    if (best) suggestion[feature.name] = best;
  }
  return suggestion;
}
