import { NOON_REPORT_FIELDS } from "./onboardReportsApi";

const DECIMALS: Record<string, number> = { latitude: 4, longitude: 4, windForceBft: 0, seaState: 0 };

/** A noon report field as text with its unit ("312.5 nm"); "" when the ship left it empty. */
export function noonValue(values: Record<string, number | string | null>, column: string): string {
  const value = values[column];
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return value;
  const field = NOON_REPORT_FIELDS.find((f) => f.column === column);
  const text = value.toLocaleString("en-GB", { maximumFractionDigits: DECIMALS[column] ?? 2 });
  return field?.unit ? `${text} ${field.unit}`.replace(" °", "°") : text;
}
