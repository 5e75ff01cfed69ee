const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** A time as the screens show it (spec 2 §9 'DD. MMM, YYYY' and HH:mm), in UTC. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getUTCDate())}. ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
