/** Spec 3 §9: the vessel position history on the map is sampled every 6 hours. */
export const POSITION_HISTORY_STEP_MS = 6 * 3_600_000;

/** The first item of each step-long window (windows aligned to the epoch), in time order. */
export function sampleEvery<T extends { t: number }>(items: readonly T[], stepMs: number): T[] {
  const out: T[] = [];
  let window = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const start = Math.floor(item.t / stepMs) * stepMs;
    if (start !== window) {
      out.push(item);
      window = start;
    }
  }
  return out;
}
