import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection, so that timed rows do not pay for the garbage of the seeding before them.
 * Writing a year of points through the store from the bench's own process left 1.85 GB of dead point
 * objects in V8's old generation; every young-generation collection then took 8–14 ms instead of under
 * one, landing in about every other timed HTTP call (docs/performance.md). The server's own imports
 * run in a worker thread with a heap of its own, so a served process never holds such garbage.
 */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
