/**
 * Synchronous work allowed between two turns of the event loop. The SQLite stores answer synchronously,
 * so a loop over a fleet never yields by itself: one 500-vessel request would hold every other caller
 * for seconds (issue 32). 4 ms, not 10: with four fleet-wide Summaries in flight a light request waits about
 * one slice per step, and a slice of wall time stretches on a loaded machine (docs/performance.md, "Fifth
 * pass": GET /Version p99 62–66 ms at 4 ms against 108–193 ms at 10 ms).
 */
export const SLICE_MS = 4;

/**
 * A clock for a long loop: `pause()` lets the event loop run other callbacks once `sliceMs` of work
 * has passed since the last pause, and answers at once otherwise.
 */
export function slicer(sliceMs = SLICE_MS): { pause(): Promise<void> } {
  let since = performance.now();
  return {
    async pause() {
      if (performance.now() - since < sliceMs) return;
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    },
  };
}

/**
 * `items.map(work)` for a request someone waits on (GET /Vessels of a fleet): one item after the other,
 * the event loop turning whenever `sliceMs` of work has passed, but without queueing for the fleet-wide
 * loops' turn (mapInSlices), which would make the light request wait a whole round of them at each
 * slice. Run in one piece, a fleet's list held the loop for 9–14 ms under four fleet-wide Summaries
 * (docs/performance.md, "Sixth pass").
 */
export async function mapWithPauses<T, R>(
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

/**
 * Fleet-wide loops take turns: one slice runs, then the event loop turns (timers, I/O) before the next
 * loop's slice. Without it, four loops yielding at once ran four slices back to back in one turn, and a
 * light request waited behind all of them at every step (issue 32, measured on the loaded machine).
 */
let turnHeld = false;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<void> {
  if (!turnHeld) {
    turnHeld = true;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function passTurn(): void {
  const next = waiting.shift();
  if (next) setImmediate(next);
  else turnHeld = false;
}

/**
 * `items.map(work)` one item after the other, in slices of about `sliceMs` of work; between two slices
 * the event loop turns and other fleet-wide loops take theirs. `work` gets `pause` too: an item that is
 * itself long (a vessel's six hourly reads and checks) calls it between its steps, so that a slice ends
 * within one step instead of one item (issue 32: one vessel was one uninterrupted piece of work).
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  work: (item: T, index: number, pause: () => Promise<void>) => Promise<R> | R,
  sliceMs = SLICE_MS,
): Promise<R[]> {
  const out: R[] = [];
  await takeTurn();
  let since = performance.now();
  const pause = async () => {
    if (performance.now() - since < sliceMs) return;
    // In the queue before the turn passes on: the turn is never free while a loop is between two slices,
    // so a request arriving meanwhile queues too instead of running its slice in the same turn of the
    // event loop. (Passing the turn first, then queueing after a turn of the loop, left it free while
    // loops were in transit: several slices then ran in one turn, 24–52 ms of CPU between two passes of
    // the timers under four Summaries; docs/performance.md, "Sixth pass".) Alone, a loop gets the turn back
    // on the next turn of the event loop.
    const mine = new Promise<void>((resolve) => waiting.push(resolve));
    passTurn();
    await mine;
    since = performance.now();
  };
  try {
    for (let i = 0; i < items.length; i++) {
      await pause();
      out.push(await work(items[i]!, i, pause));
    }
  } finally {
    passTurn();
  }
  return out;
}
