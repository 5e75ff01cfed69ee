import { type NumberRule, readNumberInput } from "../../../../domain/shared/numberInput";

/** Fuel figures (tons, densities, rates) are entered to 0.001: "1,125" is 1.125, as the server reads it. */
export const FUEL_FIGURE: NumberRule = { threeDecimals: true };

/** Decimals shown per quantity (spec 2 §9). */
export const DECIMALS = {
  tons: 1,
  tonsEdit: 3,
  carbonFactor: 3,
  fuelAmount: 3,
  temperature: 1,
  density: 4,
  adjustment: 3,
  sulphur: 3,
  flowRate: 3,
} as const;

/** A number with fixed decimals; '' for a missing one, never 'NaN'. */
export function fixed(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return value.toFixed(decimals);
}

/** Reads a typed fuel figure by the server's number rule (entered to 0.001); null when blank or not a number. */
export function readNumber(text: string): number | null {
  const reading = readNumberInput(text, FUEL_FIGURE);
  return reading?.ok ? reading.value : null;
}

export interface FuelTotal {
  fuelTypeId: string;
  name: string;
  tons: number;
}

/** The fuel consumption summary: tons per fuel type, named from the list, ordered by name. */
export function totalsByFuelType(
  rows: readonly { fuelTypeId: string; tons: number }[],
  fuelTypes: readonly { id: string; name: string }[],
): FuelTotal[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.fuelTypeId, (sums.get(row.fuelTypeId) ?? 0) + row.tons);
  const nameOf = (id: string) => fuelTypes.find((type) => type.id === id)?.name ?? "Unknown fuel type";
  return [...sums]
    .map(([fuelTypeId, tons]) => ({ fuelTypeId, name: nameOf(fuelTypeId), tons }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
