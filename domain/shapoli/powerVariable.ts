/** A log variable as far as choosing the shaft power one cares. */
export interface PowerVariableCandidate {
  name: string;
  unitType: string | null;
  taxa: readonly string[];
  hasLogData: boolean;
}

const SHAFT = /shaft/i;

/** A variable in a power unit, named or classed as shaft power (GET /LogVariables/ShaftPower's rule). */
export const isShaftPowerVariable = (v: PowerVariableCandidate): boolean =>
  v.unitType === "Power" && (SHAFT.test(v.name) || v.taxa.some((t) => SHAFT.test(t)));

/**
 * The variable breaches are found in, among the vessel's shaft power variables: the one named "Shaft
 * Power" when there is one, else the first with data.
 */
export function usedPowerVariable<V extends PowerVariableCandidate>(variables: readonly V[]): V | null {
  return (
    variables.find((v) => v.name.trim().toLowerCase() === "shaft power") ??
    variables.find((v) => v.hasLogData) ??
    variables[0] ??
    null
  );
}

/** Used before a vessel has sent any variables: the name the data packages give shaft power. */
export const DEFAULT_POWER_VARIABLE_NAME = "Shaft Power";
