/** The years a compliance page offers: the current UTC year back to 2024 (EU ETS for shipping), newest first. */
export function complianceYears(now = new Date()): { label: string; value: number }[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: current - 2024 + 1 }, (_, i) => current - i).map((y) => ({
    label: String(y),
    value: y,
  }));
}

/** A figure with up to `digits` decimals, or a dash. */
export const num = (value: number | null | undefined, digits = 3): string =>
  value === null || value === undefined
    ? "—"
    : value.toLocaleString("en-GB", { maximumFractionDigits: digits });

/** Euros with two decimals, or a dash. */
export const eur = (value: number | null | undefined): string =>
  value === null || value === undefined
    ? "—"
    : `EUR ${value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
