/**
 * Time sanity of a data package (issue 29): a point stamped after the server received the package is
 * from a clock that runs ahead. A few minutes are ordinary clock skew between ship and shore; beyond
 * `MAX_CLOCK_AHEAD_MS` the package is refused whole, so no screen ever shows "last data 23:59" hours
 * before 23:59.
 */
export const MAX_CLOCK_AHEAD_MS = 10 * 60_000;

/** The latest time a point of a package received at `receivedAt` may carry. */
export const latestAcceptedTime = (receivedAt: number): number => receivedAt + MAX_CLOCK_AHEAD_MS;

/** "2 h 05 min" (whole minutes, rounded up so "11 min" is never shown for 10 min 20 s). */
function aheadText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : `${h} h ${String(m).padStart(2, "0")} min`;
}

/**
 * Why a time is refused, or null when it is acceptable: `timestamp "2026-11-28T23:59:00Z" is 9 h 12 min
 * after the package was received (2026-11-28T14:47:00.000Z); …`.
 */
export function futureTimeProblem(
  column: string,
  text: string,
  t: number,
  receivedAt: number,
): string | null {
  if (t <= latestAcceptedTime(receivedAt)) return null;
  return (
    `${column} "${text}" is ${aheadText(t - receivedAt)} after the package was received ` +
    `(${new Date(receivedAt).toISOString()}); times more than ${MAX_CLOCK_AHEAD_MS / 60_000} minutes ` +
    "ahead of the server's clock are refused. Check the logger's clock and send the package again."
  );
}
