/** How many decimals a screen shows for each kind of figure: spec 3 "Display precisions", and speed (which it leaves open) like distance. */
export const DISPLAY_DECIMALS = {
  distance: 1,
  fuelTonnes: 1,
  fuelAmount: 3,
  temperature: 1,
  speed: 1,
} as const;

/** A figure with exactly `digits` decimals and thousands separators, or `empty` when there is none. */
export function formatFixed(value: number | null | undefined, digits: number, empty = "–"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  return value.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
