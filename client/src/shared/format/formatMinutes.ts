const NBSP = "\u00a0";

/**
 * A duration of whole minutes as "45 min", "2 h" or "2 h 5 min", never "2 h 0 min"; its spaces do not
 * break, so a table cell never wraps it into "2 h 5" over "min".
 */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}${NBSP}min`;
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${rest}${NBSP}min`;
}
