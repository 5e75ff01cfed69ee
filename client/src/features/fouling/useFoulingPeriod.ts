import { useMemo } from "react";

const DAY = 86_400_000;

/** The last `days` days up to now (rounded up to the minute, so the window stays put between renders). */
export function useFoulingPeriod(days: number): { from: string; to: string } {
  return useMemo(() => {
    const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    return { from: new Date(to.getTime() - days * DAY).toISOString(), to: to.toISOString() };
  }, [days]);
}
