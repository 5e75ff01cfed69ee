import { nonNegativeNumber } from "../../../../../domain/shared/numberInput";

import { formatUtc } from "../../../shared/format/formatUtc";

/** Number and date formats of the emission area (spec 2 §9). Times are shown in UTC, as they are stored. */
const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'DD. MMM, YYYY', e.g. "05. Mar, 2024"; "" for a missing date. */
export function formatDay(iso: string | null | undefined): string {
  return formatUtc(iso, false);
}

/** 'HH:mm' in UTC. */
export function formatTime(iso: string | null | undefined): string {
  const date = valid(iso);
  if (!date) return "";
  return `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
}

/** "05. Mar, 2024 14:07" */
export function formatDayTime(iso: string | null | undefined): string {
  const day = formatDay(iso);
  return day ? `${day} ${formatTime(iso)}` : "";
}

const grouped = (value: number, decimals: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Distance in nautical miles with 1 decimal: "1,234.5 nm"; "—" when unknown. */
export function formatDistance(nm: number | null | undefined): string {
  return isNumber(nm) ? `${grouped(nm, 1)} nm` : "—";
}

/** Cargo with 0 decimals: "81,950". */
export function formatCargo(amount: number | null | undefined): string {
  return isNumber(amount) ? grouped(amount, 0) : "—";
}

/** Tonnes with the given decimals (1 in tables, 3 in edit). */
export function formatTonnes(tonnes: number | null | undefined, decimals = 1): string {
  return isNumber(tonnes) ? `${grouped(tonnes, decimals)} t` : "—";
}

/**
 * Cargo carried as typed, by the server's own number rule: the value, null for blank (deletes), or
 * the message why it is refused ("52 000" is 52000; "-500", "abc" and the ambiguous "52,000" are refused).
 */
export function parseCargo(text: string): { value: number | null } | { error: string } {
  const reading = nonNegativeNumber(text, "The cargo carried");
  if (reading === null) return { value: null };
  return reading.ok ? { value: reading.value } : { error: reading.message };
}
