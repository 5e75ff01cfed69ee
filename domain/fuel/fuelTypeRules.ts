import { DEFAULT_FUEL_TYPES, type DefaultFuelType } from "./referenceData.js";

/**
 * What a company's own fuel type may be (issue 10 point 7): it cannot stand in for a regulatory default
 * (same name or short name, or a common name of that fuel), and its CO2 factor lies in the range of
 * real marine fuels.
 *
 * Range: the regulatory Cf values run from 1.375 (methanol) to 3.206 (diesel / gas oil) t CO2 per t
 * fuel (regulations reference §1, MEPC.364(79)); zero-carbon fuels (hydrogen, ammonia) count 0. No
 * marine fuel is above 3.3 (pure carbon would be 3.664), so a factor outside [0, 3.3] is a mistake.
 */
export const CARBON_FACTOR_RANGE = { min: 0, max: 3.3 } as const;

/** Common names that mean a default fuel (residual fuels of any sulphur grade are HFO or LFO by viscosity). */
const OTHER_NAMES: Record<string, readonly string[]> = {
  "default-mdo-mgo": ["MDO", "MGO", "Marine diesel oil", "Marine gas oil", "Diesel", "Gas oil", "DMA"],
  "default-hfo": ["HSFO", "VLSFO", "ULSFO", "IFO", "IFO 380", "IFO 180", "RME", "RMG", "Bunker C"],
  "default-lng": ["Natural gas", "LNG"],
  "default-lpg-propane": ["Propane"],
  "default-lpg-butane": ["Butane"],
};

/** Case, space and punctuation do not tell fuel names apart ("Heavy-fuel oil" is "heavy fuel oil"). */
export const foldFuelName = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

const reservedBy = (type: DefaultFuelType): string[] =>
  [type.name, type.shortName, ...type.shortName.split("/"), ...(OTHER_NAMES[type.id] ?? [])].map(
    foldFuelName,
  );

/** The default fuel type a name or short name would shadow, if any. */
export function shadowedDefault(text: string): DefaultFuelType | null {
  const folded = foldFuelName(text);
  if (!folded) return null;
  return DEFAULT_FUEL_TYPES.find((type) => reservedBy(type).includes(folded)) ?? null;
}

export const FUEL_TYPE_MESSAGES = {
  shadowsDefault: (text: string, type: DefaultFuelType) =>
    `"${text}" is the regulatory fuel type ${type.name} (${type.shortName}, factor ${type.carbonEmissionFactor}). Choose that one; a company fuel type needs a name of its own.`,
  factorOutOfRange: (factor: number) =>
    `A carbon emission factor of ${factor} t CO₂/t fuel is outside the range of marine fuels (${CARBON_FACTOR_RANGE.min} to ${CARBON_FACTOR_RANGE.max}; the regulatory values run from 1.375 for methanol to 3.206 for diesel / gas oil).`,
  duplicate: (text: string) => `Your company already has a fuel type named "${text}".`,
} as const;

/** The problems of a name, short name and factor (empty when the fuel type may be added). */
export function fuelTypeProblems(type: { name: string; shortName: string; carbonEmissionFactor: number }): {
  field: "name" | "shortName" | "carbonEmissionFactor";
  message: string;
}[] {
  const problems: { field: "name" | "shortName" | "carbonEmissionFactor"; message: string }[] = [];
  for (const field of ["name", "shortName"] as const) {
    const shadowed = shadowedDefault(type[field]);
    if (shadowed) problems.push({ field, message: FUEL_TYPE_MESSAGES.shadowsDefault(type[field], shadowed) });
  }
  const factor = type.carbonEmissionFactor;
  if (Number.isFinite(factor) && (factor < CARBON_FACTOR_RANGE.min || factor > CARBON_FACTOR_RANGE.max))
    problems.push({ field: "carbonEmissionFactor", message: FUEL_TYPE_MESSAGES.factorOutOfRange(factor) });
  return problems;
}
