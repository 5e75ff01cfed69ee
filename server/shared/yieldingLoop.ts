import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Synchronous work allowed between two turns of the event loop. The SQLite stores answer synchronously,
 * so a loop over a fleet never yields by itself: one 500-vessel request would hold every other caller
 * for seconds (issue 32).
 */
export const SLICE_MS = 10;

/**
 * A clock for a long loop: `pause()` lets the event loop run other callbacks once `sliceMs` of work
 * has passed since the last pause, and answers at once otherwise.
 */
export function slicer(sliceMs = SLICE_MS): { pause(): Promise<void> } {
  let since = performance.now();
  return {
    async pause() {
      if (performance.now() - since < sliceMs) return;
      await nextTurn();
      since = performance.now();
    },
  };
}

/** `items.map(work)` one item after the other, letting other callers in every `sliceMs` of work. */
export async function mapInSlices<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R> | R,
  sliceMs = SLICE_MS,
): Promise<R[]> {
  const clock = slicer(sliceMs);
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    await clock.pause();
    out.push(await work(items[i]!, i));
  }
  return out;
}
